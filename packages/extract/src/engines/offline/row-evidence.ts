/**
 * What a table cell's confidence knows beyond the cell itself: how well its column's heading
 * names the field, and whether its row holds a value unlike the rest of its column.
 */
import type { FieldProfile } from './field-profile.ts';
import { strengthOf, type FoundRecord } from './confidence.ts';
import { headingScore, type TableHeader } from './find-table-header.ts';
import { matchTokens } from './match-tokens.ts';
import { median } from './median.ts';

/** Orders of magnitude between a figure and its column's median that make it unlike the others. */
const ATYPICAL_MAGNITUDE = 2;
/** A text this many times as long as its column's median one is unlike the others. */
const ATYPICAL_LENGTH = 3;
/** Dots or dashes led from a label to its figure ("Proportion ........"): a table's cells hold none. */
const LEADERS = /[.\-_…]{4,}/;

/**
 * Marks the rows with a value unlike the rest of its column (a figure orders of magnitude from
 * the others, a text far longer than the others or with leader dots in it): such a row is often
 * a line of another text or table read as a row, and all its values are in doubt.
 */
export function markAtypicalRows(
  records: readonly FoundRecord[],
  profiles: readonly FieldProfile[],
): void {
  const atypical = profiles.map(({ field: { key } }) => {
    const values = records.map((record) => record.values[key]);
    const magnitude = median(values.filter((value) => typeof value === 'number').map(magnitudeOf));
    const length = median(values.filter((value) => typeof value === 'string').map(wordCount));
    return values.map((value) =>
      typeof value === 'number'
        ? Math.abs(magnitudeOf(value) - magnitude) >= ATYPICAL_MAGNITUDE
        : typeof value === 'string' &&
          (LEADERS.test(value) || wordCount(value) > length * ATYPICAL_LENGTH + 1),
    );
  });
  records.forEach((record, row) => {
    if (!atypical.some((column) => column[row])) return;
    for (const evidence of Object.values(record.evidence))
      if (evidence.origin === 'row') evidence.atypicalRow = true;
  });
}

function magnitudeOf(value: number): number {
  return Math.floor(Math.log10(Math.abs(value) || 1));
}

function wordCount(text: string): number {
  return text.split(/\s+/).length;
}

/** How well the heading of a field's column names it (weak where it does not name it at all). */
export function headingStrength(
  header: TableHeader,
  column: number,
  profile: FieldProfile,
): 'strong' | 'fair' | 'weak' | 'none' {
  const heading = header.columns[column];
  return heading ? strengthOf(headingScore(matchTokens(heading.text), profile)) : 'none';
}
