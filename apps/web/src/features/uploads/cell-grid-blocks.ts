import type { OcrPage } from '@docsift/core/ocr';

/** A paragraph or a table of a file without geometry (DOCX, spreadsheet), in document order. */
export type CellGridBlock = { kind: 'line'; text: string } | { kind: 'table'; rows: string[][] };

/** How the loaders write a table row into the page's text (packages/extract cell-grid-page.ts). */
const CELL_SEPARATOR = ' | ';

/**
 * A DOCX or spreadsheet page's paragraphs and tables, for showing it as a document. Its loader
 * writes paragraphs and table rows as lines in document order and keeps each table's rows beside
 * the text, so the tables are found again as the runs of lines that spell their rows, in order.
 */
export function cellGridBlocks(page: Pick<OcrPage, 'text' | 'tables'>): CellGridBlock[] {
  const lines = page.text === '' ? [] : page.text.split('\n');
  const tables = page.tables ?? [];
  const blocks: CellGridBlock[] = [];
  let nextTable = 0;
  for (let index = 0; index < lines.length;) {
    const rows = tables[nextTable];
    if (rows && rows.length > 0 && spellsRows(lines, index, rows)) {
      blocks.push({ kind: 'table', rows });
      index += rows.length;
      nextTable += 1;
    } else {
      blocks.push({ kind: 'line', text: lines[index]! });
      index += 1;
    }
  }
  return blocks;
}

function spellsRows(lines: string[], start: number, rows: string[][]): boolean {
  return rows.every((cells, offset) => lines[start + offset] === cells.join(CELL_SEPARATOR));
}
