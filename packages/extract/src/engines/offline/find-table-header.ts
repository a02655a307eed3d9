/**
 * The header of a table: the band of up to five lines whose column headings match the most
 * fields (by caption, description phrases and vocabulary), each field to one column.
 */
import { headerColumns, type HeaderColumn } from '../../layout/header-columns.ts';
import { splitMergedHeadings } from '../../layout/merged-headings.ts';
import { joinSplitHeadings } from '../../layout/split-headings.ts';
import type { PageLayout } from './document-layout.ts';
import type { FieldProfile } from './field-profile.ts';
import { findRuns, matchTokens } from './match-tokens.ts';

export interface TableHeader {
  /** Index of the last header line on the page. */
  lastLine: number;
  columns: HeaderColumn[];
  /** Column index per profile, -1 where no heading matched. */
  columnOf: number[];
  /** How well each profile's heading names it (0 where none matched). */
  fieldScores: number[];
  score: number;
}

const MAX_BAND_LINES = 5;
/** Headings that name the fields at least this well, against a table's own, are the same table's. */
export const SAME_HEADINGS = 0.8;
const MIN_MATCH = 0.3;
/** Rows under a header band that show whether its headings are merged. */
const BODY_SAMPLE_LINES = 8;

export function findTableHeader(
  layout: PageLayout,
  profiles: readonly FieldProfile[],
  needed = Math.min(2, profiles.length),
): TableHeader | null {
  let best: TableHeader | null = null;
  const lines = layout.lines.map((line) => line.line);
  for (let start = 0; start < lines.length; start++) {
    for (let end = start + 1; end <= Math.min(lines.length, start + MAX_BAND_LINES); end++) {
      const previous = lines[end - 2];
      const current = lines[end - 1];
      if (
        previous &&
        current &&
        end - 1 > start &&
        current.bbox[1] - previous.bbox[3] > layout.unit * 1.2
      )
        break;
      const body = lines.slice(end, end + BODY_SAMPLE_LINES);
      const columns = joinSplitHeadings(
        splitMergedHeadings(headerColumns(lines.slice(start, end)), body),
        body,
      );
      const { columnOf, fieldScores, score, matched } = assignColumns(columns, profiles);
      if (matched < needed) continue;
      if (!best || score > best.score + 1e-6)
        best = { lastLine: end - 1, columns, columnOf, fieldScores, score };
    }
  }
  return best;
}

/**
 * One-to-one assignment of fields to headings, greedy by match strength; then a field left
 * without a heading takes one from a field that has another heading to go to ("Artikel" names
 * the item code as well as the description, and "Omschrijving" only the description).
 */
export function assignColumns(
  columns: readonly HeaderColumn[],
  profiles: readonly FieldProfile[],
): { columnOf: number[]; fieldScores: number[]; score: number; matched: number } {
  const pairs: { field: number; column: number; score: number }[] = [];
  const columnTokens = columns.map((column) => matchTokens(column.text));
  profiles.forEach((profile, field) => {
    columnTokens.forEach((tokens, column) => {
      const score = headingScore(tokens, profile);
      if (score >= MIN_MATCH) pairs.push({ field, column, score });
    });
  });
  pairs.sort((a, b) => b.score - a.score);
  const columnOf = profiles.map(() => -1);
  const fieldScores = profiles.map(() => 0);
  const ownerOf = (column: number): number => columnOf.indexOf(column);
  for (const pair of pairs) {
    if (columnOf[pair.field] !== -1 || ownerOf(pair.column) !== -1) continue;
    columnOf[pair.field] = pair.column;
    fieldScores[pair.field] = pair.score;
  }
  for (const pair of pairs) {
    const owner = ownerOf(pair.column);
    if (columnOf[pair.field] !== -1 || owner === -1) continue;
    const move = pairs.find((other) => other.field === owner && ownerOf(other.column) === -1);
    if (!move) continue;
    columnOf[owner] = move.column;
    fieldScores[owner] = move.score;
    columnOf[pair.field] = pair.column;
    fieldScores[pair.field] = pair.score;
  }
  const score = fieldScores.reduce((sum, value) => sum + value, 0);
  const matched = columnOf.filter((column) => column !== -1).length;
  return { columnOf, fieldScores, score, matched };
}

/** How well a heading names a field: the best label found in it, scaled by how much of the heading it is. */
export function headingScore(heading: readonly string[], profile: FieldProfile): number {
  if (heading.length === 0) return 0;
  let best = 0;
  for (const label of profile.labels) {
    if (label.tokens.length === 0 || findRuns(heading, label.tokens).length === 0) continue;
    best = Math.max(best, label.weight * (0.5 + (0.5 * label.tokens.length) / heading.length));
  }
  return best;
}
