/**
 * Headings printed so close together that they read as one ("BTW Prijs incl. BTW", "MwSt-%
 * Nettowert"): where the rows below keep an empty gutter between two word groups of a heading,
 * with cells on both sides, the heading is two columns.
 */
import type { HeaderColumn } from './header-columns.ts';
import { joinWords, unionBox, type TextLine } from './text-line.ts';

/** Rows that must show cells on both sides of a gutter before a heading is split there. */
const MIN_SPLIT_ROWS = 2;

export function splitMergedHeadings(
  columns: readonly HeaderColumn[],
  body: readonly TextLine[],
): HeaderColumn[] {
  return columns.flatMap((column) => splitColumn(column, body));
}

function splitColumn(column: HeaderColumn, body: readonly TextLine[]): HeaderColumn[] {
  const words = [...column.words].sort((a, b) => a.bbox[0] - b.bbox[0]);
  for (let index = 1; index < words.length; index++) {
    const left = words.slice(0, index);
    const right = words.slice(index);
    const gapStart = Math.max(...left.map((word) => word.bbox[2]));
    const gapEnd = Math.min(...right.map((word) => word.bbox[0]));
    if (gapEnd <= gapStart || !isGutter(gapStart, gapEnd, column, body)) continue;
    return [...splitColumn(part(left), body), ...splitColumn(part(right), body)];
  }
  return [column];
}

/** Enough rows have cells on both sides of the gap within the heading, and few run across it. */
function isGutter(
  gapStart: number,
  gapEnd: number,
  column: HeaderColumn,
  body: readonly TextLine[],
): boolean {
  let both = 0;
  let across = 0;
  let firstRowSplits = false;
  for (const [index, line] of body.entries()) {
    const cells = line.segments.filter(
      (segment) => segment.bbox[2] > column.bbox[0] && segment.bbox[0] < column.bbox[2],
    );
    // Only figures across the gap join the columns: words there are a note or another table's headings.
    if (
      cells.some((cell) => cell.bbox[0] < gapStart && cell.bbox[2] > gapEnd && /\d/.test(cell.text))
    )
      across++;
    else if (
      cells.some((cell) => cell.bbox[2] <= gapEnd) &&
      cells.some((cell) => cell.bbox[0] >= gapStart)
    ) {
      both++;
      if (index === 0) firstRowSplits = true;
    }
  }
  // A table of one row shows its gutter in that row, right under the headings, and nowhere else.
  if (both === 1 && firstRowSplits && across === 0) return true;
  return both >= MIN_SPLIT_ROWS && across * 3 <= both;
}

function part(words: HeaderColumn['words']): HeaderColumn {
  const ordered = [...words].sort((a, b) => a.bbox[1] - b.bbox[1] || a.bbox[0] - b.bbox[0]);
  return { text: joinWords(ordered), bbox: unionBox(ordered), words: ordered };
}
