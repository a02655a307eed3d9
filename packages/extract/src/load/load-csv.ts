import { AppError } from '@docsift/core/errors';
import type { OcrDocument } from '@docsift/core/ocr';
import { cellGridPage } from './cell-grid-page.ts';
import type { ResolvedLoadOptions } from './load-options.ts';
import { CSV_SAMPLE_BYTES, csvDelimiter, parseCsv } from './parse-csv.ts';
import { SheetBudget, trimmedRows } from './sheet-grid.ts';

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * A CSV as one page whose one table is its rows (the first row names the columns). UTF-8 with
 * or without a BOM; text that is not UTF-8 is read as Windows-1252, what Excel writes for
 * "CSV" on Western systems.
 */
export function loadCsv(bytes: Uint8Array, options: ResolvedLoadOptions): OcrDocument {
  options.onProgress(0, 1);
  const text = decodeText(bytes);
  const delimiter = csvDelimiter(text.slice(0, CSV_SAMPLE_BYTES), text.length < CSV_SAMPLE_BYTES);
  if (!delimiter) throw new AppError('file/unsupported-type');
  const budget = new SheetBudget(options.limits.maxCells, options.limits.maxSheetRows);
  const rows = trimmedRows(parseCsv(text, delimiter, options.limits.maxCells), budget);
  options.onProgress(1, 1);
  return { pages: [cellGridPage(1, 'sheet', rows, rows.length ? [rows] : [])] };
}

function decodeText(bytes: Uint8Array): string {
  const hasBom = UTF8_BOM.every((byte, index) => bytes[index] === byte);
  const body = hasBom ? bytes.subarray(UTF8_BOM.length) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('windows-1252').decode(body);
  }
}
