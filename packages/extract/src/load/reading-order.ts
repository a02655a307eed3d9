import type { OcrWord } from '@docsift/core/ocr';

/** Two words share a visual line when their vertical extents overlap by at least this share of the smaller one. */
const MIN_LINE_OVERLAP = 0.5;
/** A horizontal gap wider than this many line heights is a column gap, kept as two spaces. */
const COLUMN_GAP_IN_LINE_HEIGHTS = 1.2;

export interface ReadingOrder {
  /** Top to bottom by line, left to right within a line. */
  words: OcrWord[];
  /** One line per visual line; words joined by a space, column gaps by two. */
  text: string;
}

interface Line {
  top: number;
  bottom: number;
  words: OcrWord[];
}

/** Puts words into reading order and writes the page text from them. */
export function readingOrder(words: readonly OcrWord[]): ReadingOrder {
  const lines = groupIntoLines(words);
  return {
    words: lines.flatMap((line) => line.words),
    text: lines.map(lineText).join('\n'),
  };
}

function groupIntoLines(words: readonly OcrWord[]): Line[] {
  const byCentre = [...words].sort((a, b) => centreY(a) - centreY(b) || a.bbox[0] - b.bbox[0]);
  const lines: Line[] = [];
  for (const word of byCentre) {
    const line = lines.findLast((candidate) => belongsTo(word, candidate));
    // Fake bold draws a word twice a fraction of a point apart: keep one.
    if (line?.words.some((other) => isDuplicate(word, other))) continue;
    if (line) {
      line.words.push(word);
      // The band follows the line's words on average, so a slightly skewed scan line stays one line.
      const count = line.words.length;
      line.top += (word.bbox[1] - line.top) / count;
      line.bottom += (word.bbox[3] - line.bottom) / count;
    } else {
      lines.push({ top: word.bbox[1], bottom: word.bbox[3], words: [word] });
    }
  }
  for (const line of lines) line.words.sort((a, b) => a.bbox[0] - b.bbox[0]);
  return lines.sort((a, b) => a.top + a.bottom - (b.top + b.bottom));
}

function belongsTo(word: OcrWord, line: Line): boolean {
  const overlap = Math.min(word.bbox[3], line.bottom) - Math.max(word.bbox[1], line.top);
  const smaller = Math.min(word.bbox[3] - word.bbox[1], line.bottom - line.top);
  if (smaller <= 0 ? overlap < 0 : overlap < MIN_LINE_OVERLAP * smaller) return false;
  // A word overlapping one already on the line is stacked text (superscript, overprint), not the same line.
  return !line.words.some(
    (other) => overlapsHorizontally(word, other) && !isDuplicate(word, other),
  );
}

function overlapsHorizontally(a: OcrWord, b: OcrWord): boolean {
  const overlap = Math.min(a.bbox[2], b.bbox[2]) - Math.max(a.bbox[0], b.bbox[0]);
  return overlap > 0.3 * Math.min(a.bbox[2] - a.bbox[0], b.bbox[2] - b.bbox[0]);
}

function isDuplicate(a: OcrWord, b: OcrWord): boolean {
  const tolerance = 0.2 * (a.bbox[3] - a.bbox[1]);
  return (
    a.text === b.text && a.bbox.every((value, i) => Math.abs(value - (b.bbox[i] ?? 0)) <= tolerance)
  );
}

function lineText(line: Line): string {
  const height = Math.max(1, line.bottom - line.top);
  let text = '';
  let previousEnd: number | undefined;
  for (const word of line.words) {
    if (previousEnd !== undefined)
      text += word.bbox[0] - previousEnd > COLUMN_GAP_IN_LINE_HEIGHTS * height ? '  ' : ' ';
    text += word.text;
    previousEnd = word.bbox[2];
  }
  return text;
}

function centreY(word: OcrWord): number {
  return (word.bbox[1] + word.bbox[3]) / 2;
}
