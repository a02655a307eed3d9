/** The chart's rows from a doctype's accuracy: one per period, each field's corrected share in it. */
import type { DoctypeAccuracy } from '@docsift/core/accuracy';
import { correctedShare } from '@docsift/core/accuracy';

/** `start`: the period's start (epoch ms); each field key → its share 0..1, absent without values. */
export type AccuracyRow = { start: number } & Record<string, number>;

/** Every period any field has values in, oldest first; a field without values there has no point. */
export function accuracySeries(accuracy: DoctypeAccuracy): AccuracyRow[] {
  const rows = new Map<number, AccuracyRow>();
  for (const field of accuracy.fields)
    for (const period of field.periods) {
      const row = rows.get(period.start) ?? { start: period.start };
      const share = correctedShare(period);
      if (share !== null) row[field.field] = share;
      rows.set(period.start, row);
    }
  return [...rows.values()].sort((a, b) => a.start - b.start);
}

/** Whether people corrected any value yet: else the page shows its empty state, no chart. */
export function hasCorrections(accuracy: DoctypeAccuracy): boolean {
  return accuracy.fields.some((field) => field.corrected > 0);
}
