/**
 * What a batch upload will cost, known before it starts (docs/credits.md: one credit per page).
 * Pages are counted in the browser as the server will count them: a PDF's pages by pdf.js, an
 * image, a DOCX or a CSV as one page (the server reads each as one page), an XLSX or ODS as its
 * sheets holding a value (sheet-page-count.ts). A file the server will refuse costs nothing:
 * neither PDF, image, DOCX, XLSX, ODS nor CSV, a PDF pdf.js cannot open (damaged,
 * password-protected), one over MAX_PDF_PAGES pages, a workbook without its parts or with more
 * sheets than that.
 *
 * Counting a PDF's pages waits for pdf.js to load and start, seconds on a busy machine. What the
 * dialog decides with the count, to send at once or to warn first, is known sooner for a batch
 * the balance covers at the most its files can be estimated at: a PDF at its object count.
 */
import { parseCost } from '@docsift/core/credits';
import { MAX_PDF_PAGES } from '@docsift/core/limits';
import { pdfObjectCount } from './pdf-object-count.ts';
import { sheetPageCount } from './sheet-page-count.ts';

const ONE_PAGE_TYPES = new Set([
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/csv',
]);
const ONE_PAGE_EXTENSIONS = /\.(docx|csv)$/;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ODS_TYPE = 'application/vnd.oasis.opendocument.spreadsheet';

type EstimateKind = 'pdf' | 'xlsx' | 'ods' | 'one-page' | 'refused';

/** By the browser's type and the name: an estimate need not sniff bytes as the server does. */
export function estimateKind({ name, type }: Pick<File, 'name' | 'type'>): EstimateKind {
  const lowerName = name.toLowerCase();
  if (type === 'application/pdf' || lowerName.endsWith('.pdf')) return 'pdf';
  if (type === XLSX_TYPE || lowerName.endsWith('.xlsx')) return 'xlsx';
  if (type === ODS_TYPE || lowerName.endsWith('.ods')) return 'ods';
  if (type.startsWith('image/') || ONE_PAGE_TYPES.has(type) || ONE_PAGE_EXTENSIONS.test(lowerName))
    return 'one-page';
  return 'refused';
}

async function chargedPages(file: File, signal: AbortSignal): Promise<number> {
  const kind = estimateKind(file);
  switch (kind) {
    case 'xlsx':
    case 'ods':
      // A workbook the browser cannot read (damaged, ZIP64) is guessed at one page.
      return (await sheetPageCount(file, kind)) ?? 1;
    case 'one-page':
      return 1;
    case 'refused':
      return 0;
    case 'pdf': {
      const { pdfPageCount } = await import('./pdf-reader.ts');
      const pages = await pdfPageCount(file, signal);
      return pages <= MAX_PDF_PAGES ? pages : 0;
    }
  }
}

/** The most `chargedPages` can say of the file, without pdf.js. */
async function mostChargedPages(file: File): Promise<number> {
  const kind = estimateKind(file);
  switch (kind) {
    case 'xlsx':
    case 'ods':
      // Read to its first value per sheet: a few kilobytes for each sheet that has one.
      return (await sheetPageCount(file, kind)) ?? 1;
    case 'one-page':
      return 1;
    case 'refused':
      return 0;
    case 'pdf':
      return Math.min((await pdfObjectCount(file)) ?? MAX_PDF_PAGES, MAX_PDF_PAGES);
  }
}

/** Whether the balance covers the batch whatever its pages are counted at: no warning to wait for. */
export async function isSurelyCovered(files: readonly File[], balance: number): Promise<boolean> {
  let pages = 0;
  for (const file of files) pages += await mostChargedPages(file);
  return parseCost(pages) <= balance;
}

/**
 * One file after the other, so one PDF at a time is held in memory. Stopped by `signal` (the
 * dialog closed, its batch sent before the count ended), it ends with the files counted so far.
 */
export async function countBatchPages(
  files: readonly File[],
  signal: AbortSignal,
): Promise<number[]> {
  const pages: number[] = [];
  for (const file of files) {
    if (signal.aborted) break;
    pages.push(await chargedPages(file, signal));
  }
  return pages;
}

export interface UploadEstimate {
  credits: number;
  balance: number;
  /** The balance does not cover the estimate: parses past it will be refused with credits/depleted. */
  isShort: boolean;
}

export function estimateUpload(pages: readonly number[], balance: number): UploadEstimate {
  const credits = parseCost(pages.reduce((sum, count) => sum + count, 0));
  return { credits, balance, isShort: credits > balance };
}
