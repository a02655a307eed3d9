import { AppError } from '@docsift/core/errors';

/**
 * The cells a spreadsheet file may still span: each sheet spends its rows times its widest row,
 * so a sheet of a few far-apart cells (A1 and XFD1048576) costs what its grid would.
 */
export class CellBudget {
  constructor(private left: number) {}

  spend(rows: number, width: number): void {
    this.left -= rows * width;
    if (this.left < 0) throw new AppError('file/too-many-cells');
  }
}

/** A sheet's rows as read, with empty rows dropped and each row ending at its last non-empty cell. */
export function trimmedRows(rows: readonly (readonly string[])[], budget: CellBudget): string[][] {
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
