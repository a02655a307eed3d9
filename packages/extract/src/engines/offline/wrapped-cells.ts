/**
 * Whether a line of text under a table row goes on with the row's cells: a cell wraps in its own
 * type, from the left edge one of its lines starts at or about its centre. A line set in further
 * is printed under the row (a note, a bundle's parts); a label set out further heads the rows below.
 */
import type { BBox, OcrWord } from '@docsift/core/ocr';
import type { PageLayout } from './document-layout.ts';
import type { TokenizedLine } from './line-tokens.ts';
import { median } from './median.ts';
import { cellsOf, zoneOf, type Cell } from './table-cells.ts';

/** Type this much smaller than a cell's is another text's. */
const SMALLER_TYPE = 0.9;
/** How far (in word heights) a wrapped line's left edge or centre may stray from its cell's. */
const INDENT = 0.5;

/** What the judgements need of a table: its page, its columns' zones and which hold text. */
export interface TableColumns {
  layout: PageLayout;
  zones: readonly number[];
  textZones: readonly number[];
  /** The zone of the first field's column: a row's label, or an item's name. */
  firstColumn: number;
  /** The first column holds items' names, whose detail lines start where they may. */
  itemNames: boolean;
}

/**
 * A line under a row's text in smaller type, or set in from where the row's lines start, is a
 * note or a part printed under the row (a delivery note, a bundle's parts), not more of its text.
 * Only a text layer's boxes tell type sizes; OCR's grow and shrink with the letters.
 */
export function isSubLine(
  table: TableColumns,
  line: TokenizedLine,
  rowLines: readonly TokenizedLine[],
): boolean {
  const { zones, textZones } = table;
  const cells = cellsOf(line, zones).filter((cell) => textZones.includes(zoneOf(zones, cell)));
  if (cells.length === 0) return false;
  const rowCells = rowLines.flatMap((other) => cellsOf(other, zones));
  return cells.every((cell) => {
    const own = rowCells.filter((other) => zoneOf(zones, other) === zoneOf(zones, cell));
    return own.length > 0 && isSetOff(table.layout, cell, own);
  });
}

/**
 * A label alone under a row's label that starts left of it, not centred on it, heads the rows
 * below ("Processes" over its indented indicators): a cell never wraps out of its own left edge.
 */
export function headsRowsBelow(
  table: TableColumns,
  line: TokenizedLine,
  rowLines: readonly TokenizedLine[],
): boolean {
  const { layout, zones, firstColumn } = table;
  if (table.itemNames || !table.textZones.includes(firstColumn)) return false;
  const [cell, ...others] = cellsOf(line, zones);
  if (!cell || others.length > 0 || zoneOf(zones, cell) !== firstColumn) return false;
  const own = rowLines
    .flatMap((other) => cellsOf(other, zones))
    .filter((other) => zoneOf(zones, other) === firstColumn);
  return (
    own.length > 0 &&
    own.every(
      (other) =>
        cell.bbox[0] < other.bbox[0] - layout.unit * INDENT &&
        Math.abs(centreOf(other.bbox) - centreOf(cell.bbox)) > layout.unit * INDENT,
    )
  );
}

function isSetOff(layout: PageLayout, cell: Cell, own: readonly Cell[]): boolean {
  const ownWords = own.flatMap((other) => other.words);
  const typeSize = (words: readonly OcrWord[]): number =>
    median(words.map((word) => word.bbox[3] - word.bbox[1]));
  if (
    layout.page.source === 'text-layer' &&
    typeSize(cell.words) < typeSize(ownWords) * SMALLER_TYPE
  )
    return true;
  const near = (a: number, b: number): boolean => Math.abs(a - b) <= layout.unit * INDENT;
  return (
    cell.bbox[0] > own[0]!.bbox[0] + layout.unit * INDENT &&
    !own.some((other) => near(other.bbox[0], cell.bbox[0])) &&
    !own.some((other) => near(centreOf(other.bbox), centreOf(cell.bbox)))
  );
}

function centreOf(box: BBox): number {
  return (box[0] + box[2]) / 2;
}
