/**
 * A table whose headings name none of the fields, or that prints none (a price list, a header
 * drawn as an image, headings in words the doctype does not use): the fields take the columns
 * of its body in the order they are listed, a number field only a column of figures and a text
 * field only a column of words, as a person would read the doctype against the page. Read only
 * where no header matched, so that a table on the page gives rows rather than none.
 */
import { dataColumns, type Range } from '../../layout/data-columns.ts';
import type { Segment } from '../../layout/text-line.ts';
import type { PageLayout } from './document-layout.ts';
import type { FieldProfile } from './field-profile.ts';
import type { TableHeader } from './find-table-header.ts';
import type { TokenizedLine } from './line-tokens.ts';

/** Lines of one cell (a section heading, a wrapped text) that may stand between two rows. */
const MAX_LINES_BETWEEN = 3;
/** Lines further apart than this many letter heights are not rows of one table. */
const MAX_LINE_GAP = 3;
/** Fewer rows than this are a few label–value lines, not a table. */
const MIN_ROWS = 3;
const FIGURE_KINDS = new Set(['amount', 'quantity', 'percent']);
/** A cell that is a figure: digits with separators, a sign, a percent or a currency mark. */
const FIGURE = /^[-+(]?(?:[$€£]\s?)?\d[\d.,' ]*%?\)?(?:\s?[$€£]|\s?[A-Z]{3})?$/;

type ColumnKind = 'figures' | 'words';

/** A header made of the body's columns, the fields assigned to them in order; null without a table body. */
export function headerlessHeader(
  layout: PageLayout,
  profiles: readonly FieldProfile[],
): TableHeader | null {
  const body = tableBody(layout);
  if (!body) return null;
  const width = modalWidth(body);
  const rows = body.filter((line) => line.line.segments.length === width);
  const columns = dataColumns(rows.flatMap((line) => line.line.segments.map(({ bbox }) => bbox)));
  if (columns.length < 2) return null;
  const kinds = columns.map((range) => columnKind(range, rows));
  const columnOf = fieldsInOrder(profiles, kinds);
  if (columnOf.filter((column) => column >= 0).length < Math.min(2, profiles.length)) return null;
  const first = body[0]!.line;
  const top = first.bbox[1];
  return {
    lastLine: first.index - 1,
    columns: columns.map(([left, right]) => ({
      text: '',
      bbox: [left, top, right, top],
      words: [],
    })),
    columnOf,
    fieldScores: profiles.map(() => 0),
    score: 0,
  };
}

/**
 * The longest run of lines of several cells on the page, allowing a few lines of one cell
 * between them; from its first line of several cells.
 */
function tableBody(layout: PageLayout): TokenizedLine[] | null {
  let best: TokenizedLine[] = [];
  let current: TokenizedLine[] = [];
  let between = 0;
  let previousBottom = -Infinity;
  const rowCount = (lines: readonly TokenizedLine[]): number => lines.filter(isRow).length;
  for (const line of layout.lines) {
    const near = line.line.bbox[1] - previousBottom <= layout.unit * MAX_LINE_GAP;
    previousBottom = line.line.bbox[3];
    const row = isRow(line);
    if (row && (near || current.length === 0)) {
      current.push(line);
      between = 0;
      continue;
    }
    if (!row && near && current.length > 0 && between < MAX_LINES_BETWEEN) {
      current.push(line);
      between++;
      continue;
    }
    if (rowCount(current) > rowCount(best)) best = current;
    current = row ? [line] : [];
    between = 0;
  }
  if (rowCount(current) > rowCount(best)) best = current;
  // Lines of one cell after the last row are what follows the table, not part of it.
  while (best.length > 0 && !isRow(best.at(-1)!)) best.pop();
  return rowCount(best) >= MIN_ROWS ? best : null;
}

/** A line of several cells, the first of which is no label ("Due date:  Jan 31, 2022"). */
function isRow(line: TokenizedLine): boolean {
  const [first] = line.line.segments;
  return line.line.segments.length > 1 && !first!.text.trim().endsWith(':');
}

/** The number of cells most rows of the body have. */
function modalWidth(body: readonly TokenizedLine[]): number {
  const counts = new Map<number, number>();
  for (const { line } of body) {
    if (line.segments.length < 2) continue;
    counts.set(line.segments.length, (counts.get(line.segments.length) ?? 0) + 1);
  }
  let width = 2;
  let most = 0;
  for (const [count, rows] of counts) {
    if (rows > most || (rows === most && count > width)) [width, most] = [count, rows];
  }
  return width;
}

/** Figures where most of the column's cells are figures, else words. */
function columnKind(range: Range, rows: readonly TokenizedLine[]): ColumnKind {
  const cells: Segment[] = rows.flatMap(({ line }) =>
    line.segments.filter(({ bbox }) => bbox[0] < range[1] && bbox[2] > range[0]),
  );
  const figures = cells.filter((cell) => FIGURE.test(cell.text.trim())).length;
  return figures * 2 > cells.length ? 'figures' : 'words';
}

/**
 * Each field's column: the fields in their listed order take columns left to right, each only a
 * column of its kind, as many fields as can be placed and each as far left as it can be (a table's
 * first column holds its row labels); a field left over reads nothing.
 */
function fieldsInOrder(profiles: readonly FieldProfile[], kinds: readonly ColumnKind[]): number[] {
  const fits = (i: number, j: number): boolean =>
    profiles[i]!.kind === 'date' ||
    FIGURE_KINDS.has(profiles[i]!.kind) === (kinds[j] === 'figures');
  // rest[i][j]: most of the fields from i on placed in the columns from j on, in order.
  const rest = [...profiles, null].map(() => [...kinds, null].map(() => 0));
  const at = (i: number, j: number): number => rest[i]![j]!;
  for (let i = profiles.length - 1; i >= 0; i--) {
    for (let j = kinds.length - 1; j >= 0; j--) {
      rest[i]![j] = Math.max(at(i + 1, j), at(i, j + 1), fits(i, j) ? at(i + 1, j + 1) + 1 : 0);
    }
  }
  const columnOf = profiles.map(() => -1);
  for (let i = 0, j = 0; i < profiles.length && j < kinds.length;) {
    if (fits(i, j) && at(i, j) === at(i + 1, j + 1) + 1) columnOf[i++] = j++;
    else if (at(i, j) === at(i, j + 1)) j++;
    else i++;
  }
  return columnOf;
}
