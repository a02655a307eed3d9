/**
 * One heading printed with wide word spacing ("Signed   TA" over "(EURm)") reads as two
 * headings, and the cells under it then belong to neither. Where the rows below never keep the
 * gap between two neighbouring headings (their cells run across it, and no row has a cell on
 * each side), the two are one column. The mirror of merged-headings.ts, which splits a heading
 * where the rows keep a gutter.
 */
import type { HeaderColumn } from './header-columns.ts';
import { joinWords, unionBox, type TextLine } from './text-line.ts';

/** Rows whose cells must run across the gap before two headings are joined. */
const MIN_JOIN_ROWS = 2;
/** A gap wider than this many letter heights is a column gap whatever the rows show. */
const MAX_JOIN_GAP = 1.5;

export function joinSplitHeadings(
  columns: readonly HeaderColumn[],
  body: readonly TextLine[],
): HeaderColumn[] {
  const joined: HeaderColumn[] = [];
  for (const column of columns) {
    const previous = joined.at(-1);
    if (previous && isOneHeading(previous, column, body))
      joined[joined.length - 1] = join(previous, column);
    else joined.push(column);
  }
  return joined;
}

function isOneHeading(left: HeaderColumn, right: HeaderColumn, body: readonly TextLine[]): boolean {
  const gapStart = left.bbox[2];
  const gapEnd = right.bbox[0];
  const height = Math.min(
    ...[...left.words, ...right.words].map((word) => word.bbox[3] - word.bbox[1]),
  );
  if (gapEnd <= gapStart || gapEnd - gapStart > MAX_JOIN_GAP * height) return false;
  let across = 0;
  for (const line of body) {
    // Words, not segments: a row's cells can stand closer together than a segment gap.
    const words = line.words.filter(
      (word) => word.bbox[2] > left.bbox[0] && word.bbox[0] < right.bbox[2],
    );
    if (
      words.some((word) => word.bbox[2] <= gapEnd) &&
      words.some((word) => word.bbox[0] >= gapStart)
    )
      return false;
    if (words.some((word) => word.bbox[0] < gapEnd && word.bbox[2] > gapStart)) across++;
  }
  return across >= MIN_JOIN_ROWS;
}

function join(left: HeaderColumn, right: HeaderColumn): HeaderColumn {
  const words = [...left.words, ...right.words].sort(
    (a, b) => a.bbox[1] - b.bbox[1] || a.bbox[0] - b.bbox[0],
  );
  return { text: joinWords(words), bbox: unionBox([left, right]), words };
}
