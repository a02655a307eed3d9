import type { OcrPage, OcrWord, PageSource } from '@docsift/core/ocr';

/** Synthetic layout: a monospaced 10 pt grid on an A4 page that grows to fit, so layout code has boxes to read. */
const CHAR_WIDTH = 6;
const LINE_HEIGHT = 12;
const MARGIN = 36;
const A4 = { width: 595, height: 842 };
const CELL_SEPARATOR = ' | ';

/**
 * A page of lines given as cells (a paragraph is a line of one cell): a table row's cells are
 * joined by " | " in the text, and every word gets a box on a monospaced grid. Files without
 * geometry (DOCX, spreadsheets) read through the same layout code as PDFs this way.
 */
export function cellGridPage(
  number: number,
  source: PageSource,
  lines: readonly (readonly string[])[],
  tables: string[][][],
): OcrPage {
  const texts = lines.map((cells) => cells.join(CELL_SEPARATOR));
  const longest = texts.reduce((most, text) => Math.max(most, text.length), 0);
  return {
    number,
    width: Math.max(A4.width, 2 * MARGIN + longest * CHAR_WIDTH),
    height: Math.max(A4.height, 2 * MARGIN + lines.length * LINE_HEIGHT),
    text: texts.join('\n'),
    source,
    words: lines.flatMap((cells, index) => lineWords(cells, index)),
    ...(tables.length ? { tables } : {}),
  };
}

/** Words of one line placed at their character offsets in the line's text. */
function lineWords(cells: readonly string[], lineIndex: number): OcrWord[] {
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
