/**
 * The main table of a sample document, read without knowing its fields: DOCX tables as their
 * cell rows, other pages by word geometry (a band of text-only heading lines over rows whose
 * segments line up in columns). The wizard suggests its columns as fields.
 */
import { headerColumns } from '../../layout/header-columns.ts';
import { dataColumns, overlap, type Range } from '../../layout/data-columns.ts';
import type { TextLine } from '../../layout/text-line.ts';
import { parseNumberToken } from '../../normalize/parse-number.ts';
import type { PageLayout } from './document-layout.ts';
import { isSummaryRow } from './summary-row.ts';

export interface SampleTable {
  /** Column headings as printed, left to right; '' for a column without one. */
  headings: string[];
  /** Body rows as cell texts, one per heading ('' for an empty cell). */
  rows: string[][];
}

const MIN_BODY_ROWS = 3;
const MIN_COLUMNS = 2;
/** A heading names its column when it has a word of two letters or more. */
const WORD = /\p{L}{2}/u;
const MAX_HEADING_LINES = 4;
/** One-segment lines (wrapped cells) allowed in a row between two table rows. */
const MAX_WRAPPED_LINES = 1;
/** Rows further apart than this many line heights belong to different blocks of the page. */
const MAX_ROW_GAP = 2.5;

/** The table with the most body rows in the document, or null when there is none. */
export function sampleTable(layouts: readonly PageLayout[]): SampleTable | null {
  const tables = layouts.flatMap((layout) =>
    layout.page.tables?.length
      ? layout.page.tables.flatMap((rows) => cellTable(rows))
      : geometryTables(layout),
  );
  return tables.reduce<SampleTable | null>(
    (best, table) => (!best || table.rows.length > best.rows.length ? table : best),
    null,
  );
}

/** Cell rows (DOCX): the first row names the columns. */
function cellTable(rows: readonly (readonly string[])[]): SampleTable[] {
  const [header = [], ...body] = rows;
  const width = header.length;
  const filled = body.filter((row) => row.filter((cell) => cell.trim() !== '').length >= 2);
  if (width < MIN_COLUMNS || filled.length < MIN_BODY_ROWS - 1) return [];
  return [
    {
      headings: header.map((cell) => cell.trim()),
      rows: filled.map((row) => header.map((_, column) => row[column]?.trim() ?? '')),
    },
  ];
}

function geometryTables(layout: PageLayout): SampleTable[] {
  const lines = layout.lines.map((line) => line.line);
  return bodyRuns(lines, layout.unit).flatMap((run) => tableOfRun(lines, run, layout.unit));
}

interface Run {
  /** Line indexes of the rows: lines split into two or more segments. */
  rows: number[];
}

/**
 * Runs of rows close to each other. A line of one segment between rows is a cell wrapped onto
 * a second line and does not end the run; two in a row do.
 */
function bodyRuns(lines: readonly TextLine[], unit: number): Run[] {
  const runs: Run[] = [];
  let current: number[] = [];
  let singles = 0;
  const flush = () => {
    if (current.length > 0) runs.push({ rows: current });
    current = [];
    singles = 0;
  };
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    if (previous && line.bbox[1] - previous.bbox[3] > unit * MAX_ROW_GAP) flush();
    if (line.segments.length >= MIN_COLUMNS) {
      current.push(index);
      singles = 0;
    } else if (current.length > 0 && ++singles > MAX_WRAPPED_LINES) flush();
  });
  if (current.length > 0) runs.push({ rows: current });
  return runs.filter((run) => run.rows.length > MIN_BODY_ROWS);
}

/**
 * The heading band is the text-only lines at the top of the run and right above it; the rows
 * below give the column ranges, and each heading names the column it overlaps most.
 */
function tableOfRun(lines: readonly TextLine[], run: Run, unit: number): SampleTable[] {
  const firstData = run.rows.find((index) => !isTextOnly(lines[index]!));
  if (firstData === undefined) return [];
  const band: TextLine[] = [];
  for (let index = firstData - 1; index >= 0 && band.length < MAX_HEADING_LINES; index--) {
    const line = lines[index]!;
    const below = lines[index + 1]!;
    if (!isTextOnly(line) || below.bbox[1] - line.bbox[3] > unit * MAX_ROW_GAP) break;
    band.unshift(line);
  }
  const body = run.rows
    .filter((index) => index >= firstData)
    .map((index) => lines[index]!)
    .filter((line) => !isSummaryRow(line.segments[0]?.text ?? ''));
  if (band.length === 0 || body.length < MIN_BODY_ROWS) return [];
  const data = dataColumns(body.flatMap((line) => line.segments.map((segment) => segment.bbox)));
  // A heading over several columns ("Literacy Status") groups them; it names none of them.
  const headings = headerColumns(band).filter(
    (heading) => data.filter((range) => overlap(range, xRange(heading.bbox)) > 0).length < 2,
  );
  const columns = mergeColumns(
    data,
    headings.map((heading) => xRange(heading.bbox)),
  );
  const named = columns.map((range) =>
    headings
      .filter((heading) => bestColumn(columns, xRange(heading.bbox)) === range)
      .map((heading) => heading.text)
      .join(' '),
  );
  // Most columns are named by words: OCR noise in a receipt makes columns of stray marks.
  const wordCount = named.filter((text) => WORD.test(text)).length;
  if (wordCount < MIN_COLUMNS || wordCount * 2 < columns.length) return [];
  return [{ headings: named, rows: body.map((line) => cellsOf(line, columns)) }];
}

/** The data columns, plus a column for each heading over no data (a column empty in the sample). */
function mergeColumns(data: readonly Range[], headings: readonly Range[]): Range[] {
  const extra = headings.filter((heading) => data.every((range) => overlap(range, heading) === 0));
  return [...data, ...extra].sort((a, b) => a[0] - b[0]);
}

function bestColumn(columns: readonly Range[], range: Range): Range | undefined {
  let best: Range | undefined;
  for (const column of columns)
    if (overlap(column, range) > (best ? overlap(best, range) : 0)) best = column;
  return best;
}

function xRange(bbox: readonly number[]): Range {
  return [bbox[0]!, bbox[2]!];
}

function isTextOnly(line: TextLine): boolean {
  return line.words.every((word) => parseNumberToken(word.text) === null);
}

function cellsOf(line: TextLine, columns: readonly Range[]): string[] {
  return columns.map((range) =>
    line.words
      .filter((word) => bestColumn(columns, xRange(word.bbox)) === range)
      .map((word) => word.text)
      .join(' '),
  );
}
