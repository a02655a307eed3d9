import { readFile, stat } from 'node:fs/promises';
import { AppError } from '@docsift/core/errors';
import type { OcrDocument } from '@docsift/core/ocr';
import { throwIfAborted } from './abort.ts';
import { type LoadOptions, resolveLoadOptions } from './load-options.ts';
import { sniffFileKind } from './sniff.ts';

export type { LoadBackends, LoadOptions, PageSlice } from './load-options.ts';
export { pdfTextBackend, type PdfTextBackend } from './poppler-text-layer.ts';

/**
 * A document (a path or its bytes) as OCR JSON: PDF text layer or OCR per page, images OCR'd,
 * DOCX as text and tables, an XLSX or ODS as a page per sheet and a CSV as one page, each sheet one table. The type comes from the bytes, never the file name. Every failure is
 * an AppError of the catalogue ('file/*', 'cancelled', 'deadline-exceeded', 'scan/failed').
 */
export async function loadDocument(
  input: string | Uint8Array,
  options?: LoadOptions,
): Promise<OcrDocument> {
  const resolved = resolveLoadOptions(options);
  try {
    throwIfAborted(resolved.signal);
    const bytes =
      typeof input === 'string' ? await readInput(input, resolved.limits.maxBytes) : input;
    if (bytes.length > resolved.limits.maxBytes) throw new AppError('file/too-large');
    const kind = sniffFileKind(bytes);
    // Each loader is imported when its kind first arrives: pdfjs, mammoth and sharp cost tens of
    // MB each, and an extraction process that only ever sees text PDFs should not carry the others.
    if (kind === 'pdf') return await (await import('./load-pdf.ts')).loadPdf(bytes, resolved);
    if (kind === 'docx') return await (await import('./load-docx.ts')).loadDocx(bytes, resolved);
    if (kind === 'xlsx') return (await import('./load-xlsx.ts')).loadXlsx(bytes, resolved);
    if (kind === 'ods') return (await import('./load-ods.ts')).loadOds(bytes, resolved);
    if (kind === 'csv') return (await import('./load-csv.ts')).loadCsv(bytes, resolved);
    return await (await import('./load-image.ts')).loadImage(bytes, kind, resolved);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('scan/failed', { cause: error });
  }
}

/** Reads a file after checking its size, so an oversized file is never read into memory. */
async function readInput(file: string, maxBytes: number): Promise<Uint8Array> {
  const info = await stat(file).catch((cause: unknown) => {
    throw new AppError('not-found', { message: `File not found: ${file}`, cause });
  });
  if (!info.isFile()) throw new AppError('not-found', { message: `Not a file: ${file}` });
  if (info.size > maxBytes) throw new AppError('file/too-large');
  return readFile(file);
}
