import { AppError } from '@docsift/core/errors';

/**
 * The cells and rows a spreadsheet file may still span. Each sheet spends its rows times its
 * widest row in cells, so a sheet of a few far-apart cells (A1 and XFD1048576) costs what its
 * grid would; and its rows but the first (the heading) in rows, each of which may become a record.
 */
export class SheetBudget {
  constructor(
    private cellsLeft: number,
    private rowsLeft: number,
  ) {}

  spend(rows: number, width: number): void {
    this.cellsLeft -= rows * width;
    if (this.cellsLeft < 0) throw new AppError('file/too-many-cells');
    this.rowsLeft -= Math.max(rows - 1, 0);
    if (this.rowsLeft < 0) throw new AppError('file/too-many-rows');
  }
}

/** A sheet's rows as read, with empty rows dropped and each row ending at its last non-empty cell. */
export function trimmedRows(rows: readonly (readonly string[])[], budget: SheetBudget): string[][] {
  const kept: string[][] = [];
  let width = 0;
  for (const row of rows) {
    let end = row.length;
    while (end > 0 && row[end - 1]!.trim() === '') end -= 1;
    if (end === 0) continue;
    kept.push(row.slice(0, end).map((cell) => cell.trim()));
    width = Math.max(width, end);
  }
  budget.spend(kept.length, width);
  return kept;
}
/** One cell of a sparse sheet (0-based row and column). */
export interface SheetCell {
  row: number;
  column: number;
  text: string;
}

/** Dense rows of a sparse sheet's cells, the budget checked before the grid is built. */
export function denseRows(cells: readonly SheetCell[], budget: SheetBudget): string[][] {
  const filled = cells.filter((cell) => cell.text.trim() !== '');
  const rowNumbers = [...new Set(filled.map((cell) => cell.row))].sort((a, b) => a - b);
  const width = filled.reduce((most, cell) => Math.max(most, cell.column + 1), 0);
  budget.spend(rowNumbers.length, width);
  const indexOf = new Map(rowNumbers.map((row, index) => [row, index]));
  const rows = rowNumbers.map(() => [] as string[]);
  for (const cell of filled) rows[indexOf.get(cell.row)!]![cell.column] = cell.text.trim();
  return rows.map((row) => Array.from(row, (cell) => cell ?? ''));
}
