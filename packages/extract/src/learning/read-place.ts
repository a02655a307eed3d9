/**
 * Reading a field's value at a learned place: beside a printed label at the offset the corrected
 * document showed, or at a spot of the page. The same reading checks a lesson on the document it
 * was learned from, so a lesson is only kept when it gives back the corrected value.
 */
import type { FieldType } from '@docsift/core/doctype';
import type { FieldValue } from '@docsift/core/field-value';
import type { BBox, OcrWord } from '@docsift/core/ocr';
import { joinWords, unionBox } from '../layout/text-line.ts';
import type { PageLayout } from '../engines/offline/document-layout.ts';
import { labelSpans, type TokenizedLine } from '../engines/offline/line-tokens.ts';
import { matchTokens } from '../engines/offline/match-tokens.ts';
import { readValue } from '../engines/offline/read-value.ts';
import { normalizeValue, type NormalizeOptions } from '../normalize/normalize-value.ts';
import type { LessonPlace } from './lesson.ts';

export interface PlacedValue {
  value: FieldValue;
  page: number;
  bbox: BBox;
}

export interface LabelAnchor {
  layout: PageLayout;
  line: TokenizedLine;
  words: OcrWord[];
  bbox: BBox;
}

/** A value's line is the one whose centre is this many units from where the lesson expects it. */
const LINE_TOLERANCE = 0.6;
/** Words this far (in units) outside the expected span still belong to the value: values vary in length. */
const SPAN_TOLERANCE = 1;

/** Every occurrence of a label in reading order. */
export function labelAnchors(
  layouts: readonly PageLayout[],
  tokens: readonly string[],
): LabelAnchor[] {
  const anchors: LabelAnchor[] = [];
  for (const layout of layouts)
    for (const line of layout.lines)
      for (const span of labelSpans(line, tokens)) {
        const words = [...new Set(line.wordOf.slice(span.start, span.end))].map(
          (index) => line.line.words[index]!,
        );
        anchors.push({ layout, line, words, bbox: unionBox(words) });
      }
  return anchors;
}

/** Which occurrence of the label a lesson means on a document with `count` of them. */
export function occurrenceOn(
  count: number,
  place: { occurrence: number; occurrences: number },
): number {
  if (count === place.occurrences) return place.occurrence;
  // A document with more or fewer items repeats a label more or less often: the last stays last.
  if (place.occurrence === place.occurrences - 1) return count - 1;
  return place.occurrence < count ? place.occurrence : -1;
}

export function readPlace(
  layouts: readonly PageLayout[],
  place: LessonPlace,
  wordCount: number,
  type: FieldType,
  options: NormalizeOptions,
): PlacedValue | null {
  if (place.kind === 'position') {
    const layout = layouts.at(place.page) ?? null;
    if (!layout) return null;
    const { width, height } = layout.page;
    const [x0, y0, x1, y1] = place.box;
    return readSpan(
      layout,
      { left: x0 * width, right: x1 * width, centerY: ((y0 + y1) / 2) * height },
      [],
      wordCount,
      type,
      options,
    );
  }
  const anchors = labelAnchors(layouts, place.tokens);
  const anchor = anchors[occurrenceOn(anchors.length, place)];
  if (!anchor) return null;
  const { unit } = anchor.layout;
  const [x0, y0, x1, y1] = anchor.bbox;
  const target = {
    left: x0 + place.offset.left * unit,
    right: x1 + place.offset.right * unit,
    centerY: (y0 + y1) / 2 + place.offset.down * unit,
  };
  return readSpan(anchor.layout, target, anchor.words, wordCount, type, options);
}

interface Target {
  left: number;
  right: number;
  centerY: number;
}

function readSpan(
  layout: PageLayout,
  target: Target,
  exclude: readonly OcrWord[],
  wordCount: number,
  type: FieldType,
  options: NormalizeOptions,
): PlacedValue | null {
  const { unit } = layout;
  const line = nearestLine(layout.lines, target.centerY, unit);
  if (!line) return null;
  const width = target.right - target.left;
  // The value may be left- or right-aligned: a window that holds it either way.
  const from = Math.min(target.left, target.right - width) - SPAN_TOLERANCE * unit;
  const to = Math.max(target.right, target.left + width) + SPAN_TOLERANCE * unit;
  const words = line.line.words;
  const first = words.findIndex(
    (word) => !exclude.includes(word) && word.bbox[2] > from && word.bbox[0] < to,
  );
  if (first < 0) return null;
  const segment = line.segmentOfWord[first];
  let end = first;
  while (end < words.length && line.segmentOfWord[end] === segment) end++;
  if (wordCount > 0) end = Math.min(end, first + wordCount);
  const span = words.slice(first, end);
  const value = readTyped(span, type, options);
  if (value === null) return null;
  return { value: value.value, page: line.line.page, bbox: unionBox(value.words) };
}

function nearestLine(
  lines: readonly TokenizedLine[],
  centerY: number,
  unit: number,
): TokenizedLine | null {
  let best: TokenizedLine | null = null;
  let bestDistance = LINE_TOLERANCE * unit;
  for (const line of lines) {
    const distance = Math.abs((line.line.bbox[1] + line.line.bbox[3]) / 2 - centerY);
    if (distance <= bestDistance) {
      best = line;
      bestDistance = distance;
    }
  }
  return best;
}

/** The field's value in a run of words, with the words it came from. */
function readTyped(
  words: readonly OcrWord[],
  type: FieldType,
  options: NormalizeOptions,
): { value: FieldValue; words: readonly OcrWord[] } | null {
  if (words.length === 0) return null;
  if (type === 'string') {
    const value = normalizeValue(joinWords(words), 'string', options);
    return value === null ? null : { value, words };
  }
  const found = readValue(words, type === 'number' ? 'amount' : type, options);
  if (!found) return null;
  const value = normalizeValue(found.value, type, options);
  return value === null ? null : { value, words: words.slice(found.start, found.end) };
}

/** Whether two values of a field are the same to a reader: case and punctuation aside for text, cents for numbers. */
export function sameValue(a: FieldValue, b: FieldValue, type: FieldType): boolean {
  if (a === null || b === null) return a === b;
  if (type === 'number')
    return typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) < 0.005;
  if (type === 'string')
    return matchTokens(String(a)).join(' ') === matchTokens(String(b)).join(' ');
  return a === b;
}
