import mammoth from 'mammoth';
import { AppError } from '@docsift/core/errors';
import type { OcrDocument } from '@docsift/core/ocr';
import { cellGridPage } from './cell-grid-page.ts';
import { docxHtmlBlocks } from './docx-html-blocks.ts';
import type { ResolvedLoadOptions } from './load-options.ts';
import { assertSafeZip } from './zip-guard.ts';

/**
 * A DOCX as one page: paragraphs are lines, table rows are lines with cells joined by " | ", and
 * the tables are also kept as rows of cell texts. DOCX has no fixed pagination, so there is one page.
 */
export async function loadDocx(
  bytes: Uint8Array,
  options: ResolvedLoadOptions,
): Promise<OcrDocument> {
  assertSafeZip(bytes, options.limits.maxDecompressedBytes);
  options.onProgress(0, 1);
  const { value: html } = await mammoth
    .convertToHtml({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) })
    .catch((cause: unknown) => {
      throw new AppError('file/corrupt', { cause });
    });
  const blocks = docxHtmlBlocks(html);
  const lines: string[][] = blocks.flatMap((block) =>
    block.kind === 'line' ? [[block.text]] : block.rows,
  );
  const tables = blocks.flatMap((block) => (block.kind === 'table' ? [block.rows] : []));
  options.onProgress(1, 1);
  return { pages: [cellGridPage(1, 'docx', lines, tables)] };
}
