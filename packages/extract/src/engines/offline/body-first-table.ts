/**
 * Tables read body first, for pages where no header band names the fields: headings worded
 * unlike the captions, a heading broken over lines differently from its column, copies of one
 * table printed side by side, no headings at all. The longest run of lines whose cells share
 * columns gives the columns; the lines right above it give their headings; each field goes to the
 * column whose heading names it, else to the next free column of its kind in field order (a
 * doctype lists a table's fields as the table prints them). The header-first reader knows more
 * where it finds a header, so this one reads only pages that reader leaves empty.
 */
import type { OcrWord } from '@docsift/core/ocr';
import { overlap, type Range } from '../../layout/data-columns.ts';
import { unionBox, type Segment } from '../../layout/text-line.ts';
import { normalizeValue, type NormalizeOptions } from '../../normalize/normalize-value.ts';
import type { PageLayout } from './document-layout.ts';
import { profileField, type FieldProfile } from './field-profile.ts';
import { headingScore } from './find-table-header.ts';
import type { TokenizedLine } from './line-tokens.ts';
import { matchTokens } from './match-tokens.ts';
import { readWholeNumericCell } from './numeric-cell.ts';
import { readValue } from './read-value.ts';
import { isSummaryRow } from './summary-row.ts';
import { emptyFoundRecord, recognitionOf, type FoundRecord } from './confidence.ts';

/** Lines further apart than this many letter heights are not rows of one table. */
const ROW_GAP = 2.5;
/** Heading lines above a body: at most this many, no further apart than this. */
const HEADING_LINES = 4;
const HEADING_GAP = 1.5;
/** A heading names its column when it scores this much (as in the header-first reader). */
const MIN_HEADING_MATCH = 0.3;
/** A column is numeric when this share of its cells reads as a number. */
const NUMERIC_SHARE = 0.6;
const NUMERIC_KINDS = new Set(['amount', 'quantity', 'percent']);
/** What a column of numbers holds, whatever its field. */
const ANY_NUMBER = profileField(
  { key: 'number', caption: '', description: '', type: 'number' },
  'column',
);

interface Cell {
  column: number;
  words: OcrWord[];
}

interface Body {
  /** Indexes of the page's lines from the first row to the last. */
  first: number;
  last: number;
  columns: Range[];
}

export function bodyFirstTableRecords(
  layout: PageLayout,
  profiles: readonly FieldProfile[],
  options: NormalizeOptions,
): FoundRecord[] {
  const found = findBody(layout);
  if (!found) return [];
  const numeric = found.columns.map((_, column) =>
    isNumericColumn(cellRows(layout, found), column, options),
  );
  const body = belowHeadingRows(layout, found, numeric, options);
  const lines = layout.lines.slice(body.first, body.last + 1);
  const rows = cellRows(layout, body);
  const groups = sideBySideGroups(body.columns.length, profiles, numeric);
  const headings = headingsOf(layout, body);
  const columnOf = assignFields(profiles, headings, numeric, groups);
  const records: FoundRecord[] = [];
  for (let group = 0; group < groups; group++) {
    const offset = group * (body.columns.length / groups);
    const shifted = columnOf.map((column) => (column < 0 ? -1 : column + offset));
    records.push(...groupRecords(lines, rows, profiles, shifted, layout, options));
  }
  return records;
}

/** The page's run of lines with the most cells in shared columns, with those columns. */
function findBody(layout: PageLayout): Body | null {
  const segments = layout.lines.map((line) => textSegments(line.line.segments));
  let best: { body: Body; score: number } | null = null;
  let start = 0;
  while (start < layout.lines.length) {
    if ((segments[start]?.length ?? 0) < 2) {
      start++;
      continue;
    }
    let end = start;
    // A line of one cell (a section heading, a wrapped cell) stays in the run when a row follows.
    for (let next = start + 1; next < layout.lines.length; next++) {
      if (gapAbove(layout, next) > layout.unit * ROW_GAP) break;
      if ((segments[next]?.length ?? 0) >= 2) end = next;
      else if (next - end > 2) break;
    }
    const candidate = bodyColumns(segments.slice(start, end + 1), layout.unit);
    if (candidate) {
      const body = { first: start, last: end, columns: candidate.columns };
      if (!best || candidate.score > best.score) best = { body, score: candidate.score };
    }
    start = end + 1;
  }
  return best?.body ?? null;
}

/**
 * The columns of a run: the most common number of cells in a row gives the count, and the rows
 * with that many cells their x-ranges, which must not overlap (prose lines that happen to hold a
 * wide gap do not line up).
 */
function bodyColumns(
  lines: readonly Segment[][],
  unit: number,
): { columns: Range[]; score: number } | null {
  const counts = new Map<number, number>();
  for (const line of lines)
    if (line.length >= 2) counts.set(line.length, (counts.get(line.length) ?? 0) + 1);
  let width = 0;
  let rows = 0;
  for (const [count, seen] of counts)
    if (seen > rows || (seen === rows && count > width)) [width, rows] = [count, seen];
  if (rows < 2) return null;
  const columns: Range[] = Array.from({ length: width }, () => [Infinity, -Infinity]);
  for (const line of lines) {
    if (line.length !== width) continue;
    line.forEach((segment, index) => {
      const range = columns[index]!;
      range[0] = Math.min(range[0], segment.bbox[0]);
      range[1] = Math.max(range[1], segment.bbox[2]);
    });
  }
  for (let index = 1; index < width; index++)
    if (columns[index]![0] < columns[index - 1]![1] - unit * 0.5) return null;
  return { columns, score: rows * width };
}

function cellRows(layout: PageLayout, body: Body): Cell[][] {
  return layout.lines.slice(body.first, body.last + 1).map((line) => cellsOf(line, body.columns));
}

/**
 * The body without its first lines while they print words where the number columns print
 * numbers: those are the table's headings, set in its columns. (Telling headings by the field
 * names they hold swapped columns whose captions differ from their headings: sealed tables read
 * body first fell from 0.43 to 0.36.)
 */
function belowHeadingRows(
  layout: PageLayout,
  body: Body,
  numeric: readonly boolean[],
  options: NormalizeOptions,
): Body {
  let first = body.first;
  while (first < body.last) {
    const line = layout.lines[first];
    if (!line) break;
    const numberCells = cellsOf(line, body.columns).filter((cell) => numeric[cell.column]);
    const isHeading =
      numberCells.length > 0 &&
      numberCells.every((cell) => readWholeNumericCell(cell.words, ANY_NUMBER, options) === null);
    if (!isHeading) break;
    first++;
  }
  return { ...body, first };
}

function textSegments(segments: readonly Segment[]): Segment[] {
  return segments.filter((segment) => /[\p{L}\d]/u.test(segment.text));
}

function gapAbove(layout: PageLayout, index: number): number {
  const previous = layout.lines[index - 1];
  const line = layout.lines[index];
  return previous && line ? line.line.bbox[1] - previous.line.bbox[3] : Infinity;
}

/** A line's segments placed in the columns they overlap most, else the nearest. */
function cellsOf(line: TokenizedLine, columns: readonly Range[]): Cell[] {
  const cells = new Map<number, OcrWord[]>();
  for (const segment of textSegments(line.line.segments)) {
    const column = columnFor([segment.bbox[0], segment.bbox[2]], columns);
    cells.set(column, [...(cells.get(column) ?? []), ...segment.words]);
  }
  return [...cells].map(([column, words]) => ({ column, words }));
}

function columnFor(range: Range, columns: readonly Range[]): number {
  let best = 0;
  let bestScore = -Infinity;
  columns.forEach((column, index) => {
    const shared = overlap(range, column);
    const distance = Math.abs((range[0] + range[1]) / 2 - (column[0] + column[1]) / 2);
    const score = shared > 0 ? shared : -distance;
    if (score > bestScore) [best, bestScore] = [index, score];
  });
  return best;
}

function isNumericColumn(
  rows: readonly Cell[][],
  column: number,
  options: NormalizeOptions,
): boolean {
  const cells = rows.flatMap((row) => row.filter((cell) => cell.column === column));
  const numbers = cells.filter(
    (cell) => readWholeNumericCell(cell.words, ANY_NUMBER, options) !== null,
  );
  return cells.length > 0 && numbers.length >= cells.length * NUMERIC_SHARE;
}

/**
 * How many copies of the table stand side by side: the columns repeat the fields' pattern of
 * text and number columns that many times ("Age | Population | Age | Population").
 */
function sideBySideGroups(
  width: number,
  profiles: readonly FieldProfile[],
  numeric: readonly boolean[],
): number {
  const size = profiles.length;
  if (size < 2 || width < 2 * size || width % size !== 0) return 1;
  const pattern = profiles.map((profile) => NUMERIC_KINDS.has(profile.kind));
  return numeric.every((isNumber, column) => isNumber === pattern[column % size])
    ? width / size
    : 1;
}

/** The heading text over each column, from the lines right above the body. */
function headingsOf(layout: PageLayout, body: Body): string[] {
  const headings = body.columns.map(() => [] as string[]);
  const left = body.columns[0]![0];
  const right = body.columns.at(-1)![1];
  const lines: TokenizedLine[] = [];
  for (let index = body.first - 1; index >= 0 && lines.length < HEADING_LINES; index--) {
    const line = layout.lines[index]!;
    if (gapAbove(layout, index + 1) > layout.unit * HEADING_GAP) break;
    const segments = textSegments(line.line.segments);
    // A title or prose over the whole table is one wide segment, not a heading.
    if (segments.length === 1 && line.line.bbox[2] - line.line.bbox[0] > (right - left) * 0.6)
      break;
    lines.unshift(line);
  }
  for (const line of lines) {
    for (const segment of textSegments(line.line.segments)) {
      const range: Range = [segment.bbox[0], segment.bbox[2]];
      const spanned = body.columns.flatMap((column, index) =>
        overlap(range, column) > (column[1] - column[0]) * 0.5 ? [index] : [],
      );
      // A group heading over several columns names each of them.
      const targets = spanned.length > 1 ? spanned : [columnFor(range, body.columns)];
      for (const target of targets) headings[target]!.push(segment.text);
    }
  }
  return headings.map((parts) => parts.join(' '));
}

/**
 * Each field's column within the first copy of the table: the heading that names it, else the
 * next free column of its kind after the previous field's, in field order.
 */
function assignFields(
  profiles: readonly FieldProfile[],
  headings: readonly string[],
  numeric: readonly boolean[],
  groups: number,
): number[] {
  const width = headings.length / groups;
  const pairs = profiles.flatMap((profile, field) =>
    headings.slice(0, width).map((heading, column) => ({
      field,
      column,
      score: headingScore(matchTokens(heading), profile),
    })),
  );
  pairs.sort((a, b) => b.score - a.score);
  const columnOf = profiles.map(() => -1);
  for (const { field, column, score } of pairs) {
    if (score < MIN_HEADING_MATCH) break;
    if (columnOf[field] === -1 && !columnOf.includes(column)) columnOf[field] = column;
  }
  let previous = -1;
  profiles.forEach((profile, field) => {
    if (columnOf[field]! >= 0) {
      previous = columnOf[field]!;
      return;
    }
    const fits = (column: number): boolean =>
      !columnOf.includes(column) && numeric[column] === NUMERIC_KINDS.has(profile.kind);
    const columns = [...Array(width).keys()];
    const column =
      columns.find((index) => index > previous && fits(index)) ?? columns.find(fits) ?? -1;
    columnOf[field] = column;
    if (column >= 0) previous = column;
  });
  return columnOf;
}

/**
 * The records of one copy of the table. A row has cells in two of its columns; a line whose first
 * cell goes on in lower case continues the row above (wrapped cells); a line of one cell is a
 * section heading; a summary row ("Total") is no record.
 */
function groupRecords(
  lines: readonly TokenizedLine[],
  rows: readonly Cell[][],
  profiles: readonly FieldProfile[],
  columnOf: readonly number[],
  layout: PageLayout,
  options: NormalizeOptions,
): FoundRecord[] {
  const mapped = new Set(columnOf.filter((column) => column >= 0));
  const rowCells: Map<number, OcrWord[]>[] = [];
  rows.forEach((cells, index) => {
    const own = cells.filter((cell) => mapped.has(cell.column));
    const first = own[0]?.words[0]?.text ?? '';
    const current = rowCells.at(-1);
    if (current && /^\p{Ll}/u.test(first) && index > 0) {
      for (const cell of own)
        current.set(cell.column, [...(current.get(cell.column) ?? []), ...cell.words]);
      return;
    }
    if (
      own.length < Math.min(2, mapped.size) ||
      isSummaryRow(lines[index]?.line.segments[0]?.text ?? '')
    )
      return;
    rowCells.push(new Map(own.map((cell) => [cell.column, cell.words])));
  });
  const records: FoundRecord[] = [];
  for (const cells of rowCells) {
    const record = emptyFoundRecord();
    const found = profiles.map((profile, index) => {
      const words = cells.get(columnOf[index] ?? -1) ?? [];
      return words.length > 0 ? cellValue(words, profile, options) : null;
    });
    const complete = found.every((value, index) => value !== null || (columnOf[index] ?? -1) < 0);
    profiles.forEach((profile, index) => {
      const key = profile.field.key;
      const value = found[index];
      const words = cells.get(columnOf[index] ?? -1) ?? [];
      record.values[key] = value?.value ?? null;
      if (!value) return;
      record.sources[key] = { page: layout.page.number, bbox: unionBox(words) };
      record.evidence[key] = {
        origin: 'grid',
        kind: profile.kind,
        recognition: recognitionOf(words),
        arithmetic: 'unknown',
        complete,
      };
    });
    if (found.some((value) => value !== null)) records.push(record);
  }
  return records;
}

function cellValue(
  words: readonly OcrWord[],
  profile: FieldProfile,
  options: NormalizeOptions,
): { value: NonNullable<ReturnType<typeof normalizeValue>> } | null {
  const read = NUMERIC_KINDS.has(profile.kind)
    ? readWholeNumericCell(words, profile, options)
    : readValue(words, profile.kind, options);
  if (!read) return null;
  const value = normalizeValue(read.value, profile.field.type, options);
  return value === null ? null : { value };
}
