/**
 * Columns printed without a heading of their own: a table's row labels often stand under an empty
 * corner cell, and a factor column beside them too. Fields the headings did not name take these
 * columns in the order the fields are listed: those listed before every named field take the
 * unheaded columns left of the table's headings, those listed after every named field the ones
 * to the right.
 */
import type { BBox } from '@docsift/core/ocr';
import { dataColumns, type Range } from '../../layout/data-columns.ts';
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
  const headings = header.columns.map((column) => column.bbox);
  const tableLeft = Math.min(...headings.map((bbox) => bbox[0]));
  const tableRight = Math.max(...headings.map((bbox) => bbox[2]));
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

  const top = Math.min(...headings.map((bbox) => bbox[1]));
  const bottom = Math.max(...headings.map((bbox) => bbox[3]));
  const unheaded = (range: Range): HeaderColumn => ({
    text: '',
    bbox: [range[0], top, range[1], bottom] satisfies BBox,
    words: [],
  });
  const columns = [...header.columns, ...added.map(({ range }) => unheaded(range))];
  const order = columns
    .map((_, index) => index)
    .sort((a, b) => columns[a]!.bbox[0] - columns[b]!.bbox[0]);
  const position = new Map(order.map((index, sorted) => [index, sorted]));
  const columnOf = header.columnOf.map((column) => (column >= 0 ? position.get(column)! : -1));
  added.forEach(({ field }, index) => {
    columnOf[field] = position.get(header.columns.length + index)!;
  });
  return { ...header, columns: order.map((index) => columns[index]!), columnOf };
}

/** Column x-ranges of words: runs of words with no gap wider than a cell's. */
function wordColumns(boxes: readonly BBox[], unit: number): Range[] {
  const pad = (unit * CELL_GAP) / 2;
  return dataColumns(boxes.map((bbox) => [bbox[0] - pad, bbox[1], bbox[2] + pad, bbox[3]])).map(
    ([start, end]): Range => [start + pad, end - pad],
  );
}
