/** The cells of a table's lines, told apart by the zones under the table's headings. */
import type { BBox, OcrWord } from '@docsift/core/ocr';
import { unionBox } from '../../layout/text-line.ts';
import type { TableHeader } from './find-table-header.ts';
import type { TokenizedLine } from './line-tokens.ts';

export interface Cell {
  words: OcrWord[];
  bbox: BBox;
}

const NUMBER_WORD = /^[-+(]?[\d.,]*\d[\d.,]*%?\)?$/;
/** Wider than a word space (about a third of a letter height), narrower than a gutter (1.5). */
const COLUMN_GAP = 1;

/**
 * The cells of a line: its segments, except that a segment made only of numbers is one cell per
 * number, since numeric cells of neighbouring columns run together where the gutter is narrow.
 * A number inside text ("Teil A § 2 62.000") stays part of its text cell. For the same reason a
 * segment also parts at a space wider than a word space between words under two headings'
 * zones ("3,533,692  40 years" under "Total population" and "Age").
 */
export function cellsOf(line: TokenizedLine, zones: readonly number[]): Cell[] {
  return line.line.segments.flatMap((segment) =>
    segment.words.length > 1 && segment.words.every((word) => NUMBER_WORD.test(word.text))
      ? segment.words.map((word) => ({ words: [word], bbox: word.bbox }))
      : partedAtZones(segment.words, zones).map((words) => ({ words, bbox: unionBox(words) })),
  );
}

function partedAtZones(words: readonly OcrWord[], zones: readonly number[]): OcrWord[][] {
  const parts: OcrWord[][] = [];
  let current: OcrWord[] = [];
  for (const word of words) {
    const previous = current.at(-1);
    if (previous && isColumnGap(previous, word, zones)) {
      parts.push(current);
      current = [];
    }
    current.push(word);
  }
  if (current.length > 0) parts.push(current);
  return parts;
}

function isColumnGap(before: OcrWord, after: OcrWord, zones: readonly number[]): boolean {
  const height = Math.min(before.bbox[3] - before.bbox[1], after.bbox[3] - after.bbox[1]);
  return (
    after.bbox[0] - before.bbox[2] > height * COLUMN_GAP &&
    zoneOf(zones, before) !== zoneOf(zones, after)
  );
}

/** Zone boundaries halfway between neighbouring headings; a cell belongs to the zone of its centre. */
export function headerZones(header: TableHeader): number[] {
  const boundaries: number[] = [];
  for (let index = 1; index < header.columns.length; index++) {
    const left = header.columns[index - 1];
    const right = header.columns[index];
    if (left && right) boundaries.push((left.bbox[2] + right.bbox[0]) / 2);
  }
  return boundaries;
}

export function zoneOf(boundaries: readonly number[], cell: { bbox: BBox }): number {
  const center = (cell.bbox[0] + cell.bbox[2]) / 2;
  const index = boundaries.findIndex((boundary) => center < boundary);
  return index === -1 ? boundaries.length : index;
}
