import type { OcrPage } from '@docsift/core/ocr';

/** A page's text, or part of it when the page alone does not fit a window. */
export interface PageSlice {
  page: number;
  text: string;
  /** Set on the second and later parts of a split page. */
  isContinuation: boolean;
}

/** The pages (or page parts) sent in one model request. */
export interface PageWindow {
  slices: PageSlice[];
}

/** Rough token count (~4 characters per token) used only to size windows. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

// The "--- Page N ---" header and separators around each slice.
const SLICE_OVERHEAD_TOKENS = 12;
const MIN_INPUT_TOKENS = 256;

/**
 * Tokens left for document text in one request: the context minus the fixed prompt and the
 * answer's room. Tables can answer with about as much text as they read, so they get half.
 */
export function inputBudgetTokens(options: {
  contextTokens: number;
  promptTokens: number;
  fieldCount: number;
  isMultiRecord: boolean;
}): number {
  const available = options.contextTokens - options.promptTokens;
  const answerReserve = options.isMultiRecord
    ? Math.floor(available / 2)
    : 256 + 48 * options.fieldCount;
  return Math.max(MIN_INPUT_TOKENS, available - answerReserve);
}

/**
 * Splits pages into windows of at most `budgetTokens`. `perPage` keeps every window within one
 * page (single mode: a record per page); otherwise consecutive pages share a window.
 */
export function pageWindows(
  pages: readonly OcrPage[],
  budgetTokens: number,
  perPage: boolean,
): PageWindow[] {
  const slices = pages.flatMap((page) => slicePage(page, budgetTokens));
  const windows: PageWindow[] = [];
  let current: PageSlice[] = [];
  let currentTokens = 0;
  for (const slice of slices) {
    const tokens = sliceTokens(slice);
    const startsNewPage =
      perPage && current.length > 0 && (current[0]?.page !== slice.page || slice.isContinuation);
    if (current.length > 0 && (startsNewPage || currentTokens + tokens > budgetTokens)) {
      windows.push({ slices: current });
      current = [];
      currentTokens = 0;
    }
    current.push(slice);
    currentTokens += tokens;
  }
  if (current.length > 0) windows.push({ slices: current });
  return windows;
}

function sliceTokens(slice: PageSlice): number {
  return estimateTokens(slice.text) + SLICE_OVERHEAD_TOKENS;
}

/** Cuts an oversized page at line breaks (or mid-line for a giant line) into parts that fit. */
function slicePage(page: OcrPage, budgetTokens: number): PageSlice[] {
  const maxChars = Math.max(1, (budgetTokens - SLICE_OVERHEAD_TOKENS) * 4);
  if (page.text.length <= maxChars)
    return [{ page: page.number, text: page.text, isContinuation: false }];
  const parts: string[] = [];
  let current = '';
  for (const line of page.text.split('\n')) {
    for (const piece of chunk(line, maxChars)) {
      const joined = current === '' ? piece : `${current}\n${piece}`;
      if (joined.length > maxChars && current !== '') {
        parts.push(current);
        current = piece;
      } else {
        current = joined;
      }
    }
  }
  if (current !== '') parts.push(current);
  return parts.map((text, index) => ({ page: page.number, text, isContinuation: index > 0 }));
}

function chunk(line: string, size: number): string[] {
  if (line.length <= size) return [line];
  const pieces: string[] = [];
  for (let start = 0; start < line.length; start += size)
    pieces.push(line.slice(start, start + size));
  return pieces;
}

// Below this a window's text is too small to be the reason an answer overflowed.
const MIN_HALVABLE_CHARS = 200;

/** Two windows of about half the text each, for when the answer to the whole did not fit; undefined when too small. */
export function halveWindow(window: PageWindow): [PageWindow, PageWindow] | undefined {
  const { slices } = window;
  if (slices.length >= 2) {
    const middle = Math.ceil(slices.length / 2);
    return [{ slices: slices.slice(0, middle) }, { slices: slices.slice(middle) }];
  }
  const [slice] = slices;
  if (!slice || slice.text.length < MIN_HALVABLE_CHARS) return undefined;
  const lines = slice.text.split('\n');
  const [head, tail] =
    lines.length >= 2
      ? [
          lines.slice(0, Math.ceil(lines.length / 2)).join('\n'),
          lines.slice(Math.ceil(lines.length / 2)).join('\n'),
        ]
      : [slice.text.slice(0, slice.text.length / 2), slice.text.slice(slice.text.length / 2)];
  return [
    { slices: [{ ...slice, text: head }] },
    { slices: [{ page: slice.page, text: tail, isContinuation: true }] },
  ];
}
