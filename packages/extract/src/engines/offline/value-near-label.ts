/**
 * The value that belongs to a label: on the same line to its right, or on the next lines below
 * it in the same column. Names and addresses may run over several lines.
 */
import type { BBox, OcrWord } from '@docsift/core/ocr';
import { joinWords, unionBox } from '../../layout/text-line.ts';
import { currencyInToken } from '../../normalize/currency.ts';
import type { NormalizeOptions } from '../../normalize/normalize-value.ts';
import type { LabelOccurrence } from './label-occurrences.ts';
import type { TokenizedLine } from './line-tokens.ts';
import { readValue, type ReadValue } from './read-value.ts';
import { nameKeys, type ValueKind } from './vocabulary.ts';
import { matchTokens } from './match-tokens.ts';
import { isNameContinuation, isKeyValueLine } from './name-lines.ts';
import { isLabelRun } from './label-run.ts';
import { cellUnderFittingHeading, type HeadingFit } from './totals-row.ts';

export interface Located {
  value: string | number | boolean;
  page: number;
  bbox: BBox;
  /** 0..1 combined label, position and value quality. */
  score: number;
  /** Reading position, for first/last preferences: page * 1e6 + y. */
  order: number;
  /** How surely the value's words were read, where the rules know better than OCR's confidence in the words inside `bbox`. */
  recognition?: number;
}

const BELOW_LINES = 4;

/** Free text can follow anything, so only a clear label (most of its segment) may claim it. */
const MIN_FREE_TEXT_LABEL = 0.5;

/** What a value is read with: its kind, the normalisation options and the doctype's captions (labels besides the vocabulary's). */
export interface ValueReading {
  kind: ValueKind | 'boolean';
  options: NormalizeOptions;
  captions: readonly (readonly string[])[];
  /** How well a column heading names the field, for rows of totals under headings. */
  fit?: HeadingFit;
}

export function valueNearLabel(occurrence: LabelOccurrence, reading: ValueReading): Located | null {
  if (isFreeTextKind(reading.kind) && occurrence.score < MIN_FREE_TEXT_LABEL) return null;
  const right = valueRightOf(occurrence, reading);
  if (right || (isFreeTextKind(reading.kind) && hasOwnText(occurrence))) return right;
  return valueBelow(occurrence, reading);
}

/**
 * A label followed on its own segment by text ("Customer: 2") has its value there, readable or
 * not; the lines under it are something else.
 */
function hasOwnText({ line, span }: LabelOccurrence): boolean {
  const lastLabelWord = line.wordOf[span.end - 1] ?? 0;
  const segment = line.segmentOfWord[lastLabelWord];
  // "Customer:2": the value glued to the label's word.
  if (span.end < line.tokens.length && line.wordOf[span.end] === lastLabelWord) return true;
  return line.line.words.some(
    (word, index) =>
      index > lastLabelWord && line.segmentOfWord[index] === segment && !isFiller(word.text),
  );
}

function isFreeTextKind(kind: ValueKind | 'boolean'): boolean {
  return kind === 'text' || kind === 'name' || kind === 'address';
}

/** The value in `words`; free text that is only labels (a table heading beside or under the label) is none. */
function readNearValue(
  words: readonly OcrWord[],
  { kind, options, captions }: ValueReading,
): ReadValue | null {
  const found = readValue(words, kind, options);
  if (found && isFreeTextKind(kind) && isLabelRun(words.slice(found.start, found.end), captions))
    return null;
  return found;
}

function valueRightOf(occurrence: LabelOccurrence, reading: ValueReading): Located | null {
  const { kind } = reading;
  const { line, span } = occurrence;
  const lastLabelWord = line.wordOf[span.end - 1] ?? 0;
  const labelEnd = qualifiedLabelEnd(line, lastLabelWord) + 1;
  const remarkEnd = bracketedRemarkEnd(line.line.words, labelEnd);
  // A bracket with nothing readable after it holds the value itself: "Discount (13.50)".
  const valueStart =
    remarkEnd > labelEnd && readNearValue(line.line.words.slice(remarkEnd), reading)
      ? remarkEnd
      : labelEnd;
  const words = line.line.words.slice(valueStart);
  if (words.length === 0) return null;
  const first = readNearValue(words, reading);
  if (!first) return null;
  const found = pastRateBase(words, first, reading);
  const firstValueWord = valueStart + found.start;
  const segmentsApart =
    (line.segmentOfWord[firstValueWord] ?? 0) - (line.segmentOfWord[lastLabelWord] ?? 0);
  // Long free text to the right belongs to the label only within its own segment or the next.
  if (isFreeTextKind(kind) && segmentsApart > 1) return null;
  // A party heading over its block ("Rechnungsempfänger" above the name) may have another
  // column's text beside it across the gap; the block under the heading is its value.
  if (
    (kind === 'name' || kind === 'address') &&
    segmentsApart > 0 &&
    valueBelow(occurrence, reading)
  )
    return null;
  const valueWords = words.slice(found.start, found.end);
  const firstSegment = line.segmentOfWord[firstValueWord] ?? 0;
  const cell =
    kind === 'amount' && reading.fit
      ? cellUnderFittingHeading(
          occurrence.layout,
          line,
          { found, segment: firstSegment, bbox: unionBox(valueWords) },
          reading.fit,
          reading.options,
        )
      : null;
  if (cell) {
    const cellWords = line.line.segments[cell.segment]?.words ?? [];
    return located(
      occurrence,
      cell.found.value,
      cellWords.slice(cell.found.start, cell.found.end),
      occurrence.score * cell.found.quality * 0.95 ** (cell.segment - firstSegment + segmentsApart),
    );
  }
  return located(
    occurrence,
    found.value,
    valueWords,
    occurrence.score * found.quality * 0.95 ** segmentsApart,
  );
}

/** Words that say what a rate is taken of: "19% of €121.50", "19 % auf 100,00", "20% sur 100,00". */
const BASE_WORDS = new Set(['of', 'on', 'from', 'von', 'auf', 'aus', 'sur', 'de', 'op', 'over']);

/**
 * "Value Added Tax 19% of €121.50 €23.09": the amount a rate is taken of is the base, and the
 * amount printed right after it is the value.
 */
function pastRateBase(
  words: readonly OcrWord[],
  found: ReadValue,
  reading: ValueReading,
): ReadValue {
  if (reading.kind !== 'amount') return found;
  const before = words.slice(0, found.start).map((word) => word.text.toLowerCase());
  const rated = before.slice(0, -1).some((text) => text.includes('%'));
  if (!rated || !BASE_WORDS.has(before.at(-1) ?? '')) return found;
  const next = readNearValue(words.slice(found.end), reading);
  // Only a currency may stand between the base and the value ("auf 100,00 € 19,00 €").
  return next && next.start <= 1
    ? { ...next, start: next.start + found.end, end: next.end + found.end }
    : found;
}

/**
 * Where a bracketed remark right after the label ends: "Value Added Tax (19.00% of €121.50)
 * €23.09" names the rate and the base, and the value follows the bracket.
 */
function bracketedRemarkEnd(words: readonly OcrWord[], start: number): number {
  if (!words[start]?.text.startsWith('(')) return start;
  const close = words.findIndex((word, index) => index >= start && word.text.includes(')'));
  return close >= 0 ? close + 1 : start;
}

/**
 * The last word of a label with its qualification: where the label's segment closes with a colon
 * and a value segment follows ("Total (Inclusive of GST): | 2.40"), what stands between label and
 * colon qualifies the label, and its figures are not the value.
 */
function qualifiedLabelEnd(line: TokenizedLine, lastLabelWord: number): number {
  const segment = line.segmentOfWord[lastLabelWord];
  const segmentEnd = line.segmentOfWord.lastIndexOf(segment ?? -1);
  const closing = line.line.words[segmentEnd]?.text ?? '';
  return segmentEnd > lastLabelWord &&
    closing.endsWith(':') &&
    segmentEnd + 1 < line.line.words.length
    ? segmentEnd
    : lastLabelWord;
}

function valueBelow(occurrence: LabelOccurrence, reading: ValueReading): Located | null {
  const { kind } = reading;
  const { layout, line, span } = occurrence;
  const labelWords = line.line.words.slice(
    line.wordOf[span.start] ?? 0,
    (line.wordOf[span.end - 1] ?? 0) + 1,
  );
  const labelBox = unionBox(labelWords);
  const unit = Math.max(layout.unit, labelBox[3] - labelBox[1]);
  const below = layout.lines.filter(
    (other) => other.line.bbox[1] >= labelBox[3] - unit * 0.2 && other.line.index > line.line.index,
  );
  let previousBottom = labelBox[3];
  for (const [offset, other] of below.slice(0, BELOW_LINES).entries()) {
    if (other.line.bbox[1] - previousBottom > unit * 3) break;
    previousBottom = other.line.bbox[3];
    // Under a party heading ("Seller", "Verkäufer") the name may be a field of its own: "Name: ACME Ltd".
    const named = kind === 'name' ? nameField(other) : null;
    if (named)
      return located(occurrence, joinWords(named), named, occurrence.score * 0.85 * 0.95 ** offset);
    const words = columnWords(other, labelBox, unit, kind);
    if (words.length === 0) continue;
    if (
      (kind === 'name' || kind === 'address') &&
      (isKeyValueLine(words) || isKeyValueLine(other.line.words))
    )
      continue;
    const found = readNearValue(words, reading);
    const isFreeText = isFreeTextKind(kind);
    if (!found && isFreeText) continue;
    // A typed value must come first below its label; other text in between ("Rounding 0.01") means another field.
    if (
      !found ||
      (!isFreeText && !words.slice(0, found.start).every((word) => isFiller(word.text)))
    )
      return null;
    let valueWords = words.slice(found.start, found.end);
    let value = found.value;
    if (kind === 'name' || kind === 'address') {
      const more = followingLines(
        below.slice(offset + 1),
        valueWords,
        unit,
        kind === 'address' ? 4 : 1,
        labelBox,
      );
      if (
        more.length > 0 &&
        (kind === 'address' || isNameContinuation(valueWords, more[0] ?? []))
      ) {
        const lines = kind === 'address' ? more : more.slice(0, 1);
        value = [
          String(value),
          ...lines.map((words) => words.map((word) => word.text).join(' ')),
        ].join(kind === 'address' ? ' ' : ' ');
        valueWords = [...valueWords, ...lines.flat()];
      }
    }
    return located(
      occurrence,
      value,
      valueWords,
      occurrence.score * found.quality * 0.85 * 0.95 ** offset,
    );
  }
  return null;
}

/** The value of a "Name: …" line (in any of the vocabulary's languages); null for other lines. */
function nameField(line: TokenizedLine): OcrWord[] | null {
  const words = line.line.words;
  const colon = words.findIndex((word) => word.text.includes(':'));
  if (colon < 0 || colon > 2) return null;
  const key = joinWords(words.slice(0, colon + 1)).replace(/:.*$/, '');
  if (!nameKeys.includes(matchTokens(key).join(' '))) return null;
  const value = words.slice(colon + 1);
  return value.length > 0 ? value : null;
}

/**
 * Segments of a line that overlap the label's column. A typed value is one cell: where several
 * cells reach into the column (headings run together, "Grondslag BTW bedrag" over two columns),
 * the one under the label itself is its value.
 */
function columnWords(
  line: TokenizedLine,
  labelBox: BBox,
  unit: number,
  kind: ValueKind | 'boolean',
): OcrWord[] {
  const isFreeText = isFreeTextKind(kind);
  const right = isFreeText ? labelBox[2] + unit : labelBox[2] + unit * 2;
  const segments = line.line.segments.filter(
    (segment) => segment.bbox[2] >= labelBox[0] - unit && segment.bbox[0] <= right,
  );
  if (isFreeText || segments.length < 2) return segments.flatMap((segment) => segment.words);
  const overlap = (box: BBox): number =>
    Math.min(box[2], labelBox[2]) - Math.max(box[0], labelBox[0]);
  const under = segments.reduce((best, segment) =>
    overlap(segment.bbox) > overlap(best.bbox) ? segment : best,
  );
  return under.words;
}

/** Lines directly under the value that continue it (an address block, a name's second line). */
function followingLines(
  lines: readonly TokenizedLine[],
  valueWords: readonly OcrWord[],
  unit: number,
  max: number,
  labelBox: BBox,
): OcrWord[][] {
  const result: OcrWord[][] = [];
  let bottom = unionBox(valueWords)[3];
  const left = Math.min(unionBox(valueWords)[0], labelBox[0]);
  for (const line of lines) {
    if (result.length >= max || line.line.bbox[1] - bottom > unit * 1.2) break;
    const words = line.line.segments
      .filter((segment) => Math.abs(segment.bbox[0] - left) < unit * 2)
      .flatMap((segment) => segment.words);
    if (words.length === 0 || isKeyValueLine(words)) break;
    result.push(words);
    bottom = line.line.bbox[3];
  }
  return result;
}

/** Words that may stand between a label and its value below: a currency, a colon. */
function isFiller(text: string): boolean {
  return currencyInToken(text) !== null || /^[:#\-–=*]+$/.test(text);
}

function located(
  occurrence: LabelOccurrence,
  value: string | number | boolean,
  words: readonly OcrWord[],
  score: number,
): Located {
  const bbox = unionBox(words);
  return {
    value,
    page: occurrence.layout.page.number,
    bbox,
    score,
    order: occurrence.layout.page.number * 1e6 + occurrence.line.line.bbox[1],
  };
}
