/**
 * Cells that span rows in a ruled table. Where the rules that part a table's rows stop short of a
 * column, that column's cell runs over the rows on both sides ("GMC" beside nine plans, each
 * parted from the next by rules in the other columns): its text belongs to each of those rows.
 */
import type { BBox } from '@docsift/core/ocr';
import type { Range } from '../../layout/data-columns.ts';

export interface SpannedCell {
  /** Indexes of the rows the cell spans, two or more, top down. */
  rows: number[];
  /** The rules above and below the cell. */
  top: number;
  bottom: number;
}

/**
 * The cells of the column at `x` that span two or more of the rows centred at `rowYs` (top down):
 * rows with no rule between them at `x`, but a rule between them elsewhere across `table`.
 */
export function spannedCells(
  rules: readonly BBox[],
  x: number,
  table: Range,
  rowYs: readonly number[],
): SpannedCell[] {
  const horizontal = rules.filter((rule) => rule[2] - rule[0] > rule[3] - rule[1]);
  const middle = (rule: BBox): number => (rule[1] + rule[3]) / 2;
  const atColumn = horizontal
    .filter((rule) => rule[0] <= x && x <= rule[2])
    .map(middle)
    .sort((a, b) => a - b);
  const inTable = horizontal.filter((rule) => rule[0] < table[1] && rule[2] > table[0]).map(middle);
  const parted = (above: number, below: number): boolean =>
    inTable.some((y) => above < y && y < below);
  const cellOf = (y: number): number => atColumn.filter((rule) => rule < y).length;

  const cells: SpannedCell[] = [];
  let start = 0;
  for (let row = 1; row <= rowYs.length; row++) {
    const sameCell =
      row < rowYs.length && cellOf(rowYs[row]!) === cellOf(rowYs[start]!) && atColumn.length > 0;
    if (sameCell) continue;
    const rows = Array.from({ length: row - start }, (_, index) => start + index);
    const cell = cellOf(rowYs[start]!);
    const partedElsewhere = rows
      .slice(1)
      .every((index) => parted(rowYs[index - 1]!, rowYs[index]!));
    if (rows.length > 1 && partedElsewhere && cell > 0 && cell < atColumn.length)
      cells.push({ rows, top: atColumn[cell - 1]!, bottom: atColumn[cell]! });
    start = row;
  }
  return cells;
}
