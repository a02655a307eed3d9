import type { OcrWord } from '@docsift/core/ocr';

/** TSV level of a word row (1 page, 2 block, 3 paragraph, 4 line, 5 word). */
const WORD_LEVEL = '5';

/**
 * Words from tesseract's TSV output (the same format from the native binary and tesseract.js),
 * with boxes in the recognised image's pixels and confidence scaled to 0..1.
 */
export function parseTesseractTsv(tsv: string): OcrWord[] {
  const words: OcrWord[] = [];
  for (const line of tsv.split('\n')) {
    const columns = line.split('\t');
    if (columns.length < 12 || columns[0] !== WORD_LEVEL) continue;
    const text = columns.slice(11).join('\t').trim();
    if (!text) continue;
    const [left, top, width, height, conf] = columns.slice(6, 11).map(Number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    words.push({
      text,
      bbox: [left, top, left + width, top + height],
      conf: Math.min(1, Math.max(0, conf / 100)),
    });
  }
  return words;
}
