import mammoth from 'mammoth';
import { AppError } from '@docsift/core/errors';
import type { OcrDocument, OcrWord } from '@docsift/core/ocr';
import { docxHtmlBlocks } from './docx-html-blocks.ts';
import type { ResolvedLoadOptions } from './load-options.ts';
import { assertSafeZip } from './zip-guard.ts';

/** Synthetic layout: a monospaced 10 pt grid on an A4 page that grows to fit, so layout code has boxes to read. */
const CHAR_WIDTH = 6;
const LINE_HEIGHT = 12;
const MARGIN = 36;
const A4 = { width: 595, height: 842 };
const CELL_SEPARATOR = ' | ';

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
  const words = lines.flatMap((cells, index) => lineWords(cells, index));
  const longest = Math.max(0, ...lines.map((cells) => cells.join(CELL_SEPARATOR).length));
  const tables = blocks.flatMap((block) => (block.kind === 'table' ? [block.rows] : []));
  options.onProgress(1, 1);
  return {
    pages: [
      {
        number: 1,
        width: Math.max(A4.width, 2 * MARGIN + longest * CHAR_WIDTH),
        height: Math.max(A4.height, 2 * MARGIN + lines.length * LINE_HEIGHT),
        text: lines.map((cells) => cells.join(CELL_SEPARATOR)).join('\n'),
        source: 'docx',
        words,
        ...(tables.length ? { tables } : {}),
      },
    ],
  };
}

/** Words of one line placed at their character offsets in the line's text. */
function lineWords(cells: string[], lineIndex: number): OcrWord[] {
  const words: OcrWord[] = [];
  const top = MARGIN + lineIndex * LINE_HEIGHT;
  let cellStart = 0;
  for (const cell of cells) {
    for (const match of cell.matchAll(/\S+/g)) {
      const x0 = MARGIN + (cellStart + match.index) * CHAR_WIDTH;
      words.push({
        text: match[0],
        bbox: [x0, top, x0 + match[0].length * CHAR_WIDTH, top + LINE_HEIGHT * 0.8],
        conf: 1,
      });
    }
    cellStart += cell.length + CELL_SEPARATOR.length;
  }
  return words;
}
