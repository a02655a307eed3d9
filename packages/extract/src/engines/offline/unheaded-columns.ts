/**
 * Columns printed without a heading of their own: a table's row labels often stand under an empty
 * corner cell, and a factor column beside them too. Fields the headings did not name take these
 * columns in the order the fields are listed: those listed before every named field take the
 * unheaded columns left of the table's headings, those listed after every named field the ones
 * to the right.
 */
import type { BBox } from '@docsift/core/ocr';
import { dataColumns, overlap, type Range } from '../../layout/data-columns.ts';
import type { HeaderColumn } from '../../layout/header-columns.ts';
import { medianHeight } from '../../layout/text-line.ts';
import type { PageLayout } from './document-layout.ts';
import type { TableHeader } from './find-table-header.ts';

/** Rows under the header that show where its unheaded columns are. */
const BODY_SAMPLE_LINES = 8;
/**
 * Words this close (in letter heights) are one cell. Wider than a word space, narrower than a
 * gutter: a row label and the level beside it may sit too close to be segments of their own.
 */
const CELL_GAP = 0.6;

export function withUnheadedColumns(header: TableHeader, layout: PageLayout): TableHeader {
  const named = header.columnOf.flatMap((column, field) => (column >= 0 ? [field] : []));
  const firstNamed = named[0];
  const lastNamed = named.at(-1);
  if (
    firstNamed === undefined ||
    lastNamed === undefined ||
    named.length === header.columnOf.length
  )
    return header;
  // A title line caught in the header band names no field and may stand over the row labels.
  const namedHeadings = header.columnOf.flatMap((column) =>
    column >= 0 ? [header.columns[column]!.bbox] : [],
  );
  const tableLeft = Math.min(...namedHeadings.map((bbox) => bbox[0]));
  const tableRight = Math.max(...namedHeadings.map((bbox) => bbox[2]));
  const body = layout.lines.slice(header.lastLine + 1, header.lastLine + 1 + BODY_SAMPLE_LINES);
  const words = body.flatMap(({ line }) => line.words);
  // A table is often printed smaller than the page's text: its own letters measure its gaps.
  const unit = medianHeight(words);
  const boxes = words.map((word) => word.bbox);
  const left = wordColumns(
    boxes.filter((bbox) => bbox[2] < tableLeft),
    unit,
  );
  const right = wordColumns(
    boxes.filter((bbox) => bbox[0] > tableRight),
    unit,
  );

  const before = header.columnOf.slice(0, firstNamed).map((_, field) => field);
  const after = header.columnOf.flatMap((column, field) =>
    field > lastNamed && column < 0 ? [field] : [],
  );
  const added: { field: number; range: Range }[] = [
    ...before.slice(0, left.length).map((field, index) => ({ field, range: left[index]! })),
    ...after
      .reverse()
      .slice(0, right.length)
      .map((field, index) => ({ field, range: right[right.length - 1 - index]! })),
  ];
  if (added.length === 0) return header;

  // A heading that names no field over the unheaded columns' words is that title line.
  const kept = header.columns.flatMap((column, was) =>
    header.columnOf.includes(was) ||
    !added.some(({ range }) => overlap(range, [column.bbox[0], column.bbox[2]]) > 0)
      ? [{ column, was }]
      : [],
  );
  const top = Math.min(...namedHeadings.map((bbox) => bbox[1]));
  const bottom = Math.max(...namedHeadings.map((bbox) => bbox[3]));
  const columns = [
    ...kept,
    ...added.map(({ range, field }) => ({
      column: { text: '', bbox: [range[0], top, range[1], bottom], words: [] } as HeaderColumn,
      field,
    })),
  ].sort((a, b) => a.column.bbox[0] - b.column.bbox[0]);
  const columnOf = header.columnOf.map((column) =>
    column >= 0 ? columns.findIndex((entry) => 'was' in entry && entry.was === column) : -1,
  );
  columns.forEach((entry, index) => {
    if ('field' in entry) columnOf[entry.field] = index;
  });
  return { ...header, columns: columns.map((entry) => entry.column), columnOf };
}

/** Column x-ranges of words: runs of words with no gap wider than a cell's. */
function wordColumns(boxes: readonly BBox[], unit: number): Range[] {
  const pad = (unit * CELL_GAP) / 2;
  return dataColumns(boxes.map((bbox) => [bbox[0] - pad, bbox[1], bbox[2] + pad, bbox[3]])).map(
    ([start, end]): Range => [start + pad, end - pad],
  );
}
