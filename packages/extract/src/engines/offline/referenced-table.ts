/**
 * The one table a prompt names on a page that prints several: "Extract only Table CA8", "the
 * SECOND table", "the middle table". Each table's caption ("Table 7:", "Table A-3.") opens it, so
 * the page is cut to the lines from the named caption down to the next caption. Pages without such
 * captions, or with captions side by side, stay whole.
 */
import type { BBox, OcrPage } from '@docsift/core/ocr';
import { layoutDocument, type PageLayout } from './document-layout.ts';

export type TableReference = { label: string } | { ordinal: number | 'middle' | 'last' };

const ORDINALS: Record<string, number | 'middle' | 'last'> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  middle: 'middle',
  last: 'last',
};

/** "Table 3", "Table A-3", "Table CA8", "Table 325": the word and a label with a figure. */
const LABEL = /\btable\s+((?=[\w.-]*\d)[a-z]{0,3}[-‐–.]?\d+(?:[-‐–.]\d+)*[a-z]?)\b/i;
/** "the SECOND table", "only the first, larger table", "the middle one of three tables". */
const ORDINAL =
  /\b(first|second|third|fourth|middle|last)\b(?:[\s,]+\w+){0,2}?[\s,]+(?:table|one)\b/i;
/** A caption opens its line: "Table 7:", "TABLE A-3." */
const CAPTION = /^table\s+((?=[\w.-]*\d)[a-z]{0,3}[-‐–.]?\d+(?:[-‐–.]\d+)*[a-z]?)\b/i;

export function tableReferenceOf(prompt: string): TableReference | null {
  const label = LABEL.exec(prompt)?.[1];
  if (label) return { label: labelKey(label) };
  const ordinal = ORDINAL.exec(prompt)?.[1];
  return ordinal ? { ordinal: ORDINALS[ordinal.toLowerCase()]! } : null;
}

/** The page cut to the referenced table's lines; the page itself where no caption tells which. */
export function focusOnTable(layout: PageLayout, reference: TableReference): PageLayout {
  const captions = layout.lines.flatMap(({ line }) => {
    const label = CAPTION.exec(line.text.trim())?.[1];
    return label ? [{ label: labelKey(label), top: line.bbox[1] }] : [];
  });
  if (captions.length < 2) return layout;
  // Captions on one height stand over tables side by side: a cut by height cannot part them.
  const sideBySide = captions.some(
    (caption, index) => index > 0 && caption.top - captions[index - 1]!.top < layout.unit,
  );
  if (sideBySide) return layout;
  const index = chosenCaption(captions, reference);
  if (index === -1) return layout;
  const top = captions[index]!.top;
  const bottom = captions[index + 1]?.top ?? Infinity;
  return cutPage(layout.page, top, bottom);
}

function chosenCaption(captions: readonly { label: string }[], reference: TableReference): number {
  if ('label' in reference) return captions.findIndex(({ label }) => label === reference.label);
  const { ordinal } = reference;
  if (ordinal === 'last') return captions.length - 1;
  if (ordinal === 'middle') return captions.length === 3 ? 1 : -1;
  return ordinal <= captions.length ? ordinal - 1 : -1;
}

/** "A-3." and "a3" name one table: case, dashes and dots aside. */
function labelKey(label: string): string {
  return label.toLowerCase().replace(/[-‐–.]/g, '');
}

function cutPage(page: OcrPage, top: number, bottom: number): PageLayout {
  const inside = (box: BBox): boolean => {
    const middle = (box[1] + box[3]) / 2;
    return middle >= top && middle < bottom;
  };
  // A column rule that runs from the caption past the table's end still parts its columns.
  const crosses = (box: BBox): boolean => box[3] > top && box[1] < bottom;
  const cut: OcrPage = {
    ...page,
    words: page.words.filter((word) => inside(word.bbox)),
    ...(page.rules ? { rules: page.rules.filter(crosses) } : {}),
  };
  return layoutDocument({ pages: [cut] })[0]!;
}
