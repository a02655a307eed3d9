/**
 * Column headings of a table from word geometry: the segments of a band of header lines,
 * merged top to bottom where they overlap horizontally ("Prix" over "unitaire").
 */
import type { BBox, OcrWord } from '@docsift/core/ocr';
import type { TextLine } from './text-line.ts';
import { splitSegments, unionBox } from './text-line.ts';

/** Headings sit closer together than table cells: anything wider than a normal space separates them. */
const HEADING_GAP = 0.4;

export interface HeaderColumn {
  text: string;
  bbox: BBox;
  words: OcrWord[];
}

/** Columns of the header band made of `lines` (consecutive, top to bottom), left to right. */
export function headerColumns(lines: readonly TextLine[]): HeaderColumn[] {
  const columns: {
    boxes: BBox[];
    parts: { y: number; x: number; text: string; words: OcrWord[] }[];
  }[] = [];
  for (const line of lines) {
    for (const segment of splitSegments(line.words, HEADING_GAP)) {
      const overlapping = columns.filter((column) =>
        overlapsHorizontally(unionBox(column.boxes.map((bbox) => ({ bbox }))), segment.bbox),
      );
      const part = {
        y: segment.bbox[1],
        x: segment.bbox[0],
        text: segment.text,
        words: segment.words,
      };
      if (overlapping.length === 0) {
        columns.push({ boxes: [segment.bbox], parts: [part] });
        continue;
      }
      // A wide segment can bridge two earlier columns; they become one.
      const [target, ...others] = overlapping;
      if (!target) continue;
      for (const other of others) {
        target.boxes.push(...other.boxes);
        target.parts.push(...other.parts);
        columns.splice(columns.indexOf(other), 1);
      }
      target.boxes.push(segment.bbox);
      target.parts.push(part);
    }
  }
  return columns
    .map((column) => {
      const parts = [...column.parts].sort((a, b) => a.y - b.y || a.x - b.x);
      return {
        text: joinHyphenated(parts.map((part) => part.text)),
        bbox: unionBox(column.boxes.map((bbox) => ({ bbox }))),
        words: parts.flatMap((part) => part.words),
      };
    })
    .sort((a, b) => a.bbox[0] - b.bbox[0]);
}

export function overlapsHorizontally(a: BBox, b: BBox): boolean {
  return a[0] < b[2] && b[0] < a[2];
}

/** "Positions-" + "betrag" → "Positionsbetrag": words hyphenated over two header lines. */
function joinHyphenated(parts: readonly string[]): string {
  let text = '';
  for (const part of parts) {
    if (text === '') text = part;
    else if (/\p{L}-$/u.test(text) && /^\p{Ll}/u.test(part)) text = text.slice(0, -1) + part;
    else text = `${text} ${part}`;
  }
  return text;
}
