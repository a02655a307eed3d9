import { AppError } from '@docsift/core/errors';
import type { OcrDocument, OcrPage } from '@docsift/core/ocr';
import { cellGridPage } from './cell-grid-page.ts';
import type { ResolvedLoadOptions } from './load-options.ts';
import { readOdsSheets } from './read-ods-sheets.ts';
import { SheetBudget, denseRows } from './sheet-grid.ts';
import { readSafeZip } from './zip-guard.ts';

/**
 * An ODS (OpenDocument spreadsheet) as one page per non-empty table, each page's one table the
 * sheet's rows, read from content.xml as XLSX is from its sheets.
 */
export function loadOds(bytes: Uint8Array, options: ResolvedLoadOptions): OcrDocument {
  const content = readSafeZip(
    bytes,
    options.limits.maxDecompressedBytes,
    (name) => name === 'content.xml',
  ).get('content.xml');
  if (content === undefined) throw new AppError('file/corrupt');
  options.onProgress(0, 1);
  const sheets = readOdsSheets(content.toString('utf8'), options.limits.maxCells);
  if (sheets.length > options.limits.maxPages) throw new AppError('file/too-many-pages');
  const budget = new SheetBudget(options.limits.maxCells, options.limits.maxSheetRows);
  const pages: OcrPage[] = [];
  for (const cells of sheets) {
    const rows = denseRows(cells, budget);
    if (rows.length) pages.push(cellGridPage(pages.length + 1, 'sheet', rows, [rows]));
  }
  options.onProgress(1, 1);
  return { pages: pages.length ? pages : [cellGridPage(1, 'sheet', [], [])] };
}
