import type { OcrDocument, OcrPage } from '@docsift/core/ocr';

const CHAR_WIDTH = 6;
const LINE_HEIGHT = 20;

/** A text-layer page from lines of text: words laid out left to right, one line every 20 units. */
export function buildOcrPage(number: number, lines: readonly string[]): OcrPage {
  const words: OcrPage['words'] = [];
  lines.forEach((line, row) => {
    let x = 10;
    for (const text of line.split(/\s+/).filter(Boolean)) {
      const y = 10 + row * LINE_HEIGHT;
      words.push({
        text,
        bbox: [x, y, x + text.length * CHAR_WIDTH, y + LINE_HEIGHT - 4],
        conf: 1,
      });
      x += (text.length + 1) * CHAR_WIDTH;
    }
  });
  return { number, width: 600, height: 800, text: lines.join('\n'), source: 'text-layer', words };
}

/** A document with one page per entry, each entry the page's lines. */
export function buildOcrDocument(pages: readonly (readonly string[])[]): OcrDocument {
  return { pages: pages.map((lines, index) => buildOcrPage(index + 1, lines)) };
}
