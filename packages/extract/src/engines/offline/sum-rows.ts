/**
 * A table's sum row is not a record, whatever its first cell says ("All", "Both sexes", nothing at
 * all): each of its numbers is the sum of its column over the rows above it. Two columns summing
 * at once do not happen by chance, and a priced item can never pass for one: its quantity and
 * price being sums would make its amount more than the sum of the amounts.
 */
import type { FoundRecord } from './confidence.ts';
import type { FieldProfile } from './field-profile.ts';

/** Fewer summed columns than this could agree by chance. */
const MIN_SUMMED_COLUMNS = 2;
/** A sum over one row is that row again. */
const MIN_SUMMED_ROWS = 2;
/** Printed sums of rounded figures may be off by a unit of their last digit. */
const RELATIVE_SLACK = 0.001;

/** The records without the rows that sum the rows above them (since the previous sum row). */
export function withoutSumRows(
  records: readonly FoundRecord[],
  profiles: readonly FieldProfile[],
): FoundRecord[] {
  const numbers = profiles
    .filter((profile) => profile.field.type === 'number')
    .map((profile) => profile.field.key);
  if (numbers.length < MIN_SUMMED_COLUMNS) return [...records];
  const kept: FoundRecord[] = [];
  let summed: FoundRecord[] = [];
  for (const record of records) {
    if (sumsUp(record, summed, numbers)) summed = [];
    else {
      kept.push(record);
      summed.push(record);
    }
  }
  return kept;
}

function sumsUp(
  record: FoundRecord,
  above: readonly FoundRecord[],
  keys: readonly string[],
): boolean {
  if (above.length < MIN_SUMMED_ROWS) return false;
  const present = keys.filter((key) => typeof record.values[key] === 'number');
  if (present.length < MIN_SUMMED_COLUMNS) return false;
  return present.every((key) => {
    const value = record.values[key] as number;
    const sum = above.reduce((whole, row) => whole + numberOr0(row.values[key]), 0);
    return Math.abs(sum - value) <= Math.max(0.01, Math.abs(value) * RELATIVE_SLACK);
  });
}

function numberOr0(value: unknown): number {
  return typeof value === 'number' ? value : 0;
}
