/**
 * Counts a doctype's extracted and corrected values per field, per day of extraction and per
 * confidence band, one record at a time: the scan holds only the counts, never the records.
 */
import type { AccuracyTally, DoctypeAccuracy, FieldAccuracy } from '@docsift/core/accuracy';
import { ACCURACY_DAILY_SPAN_MS, CONFIDENCE_BAND_STARTS } from '@docsift/core/accuracy';
import type { DocRecord } from '@docsift/core/record';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the tally reads of a record. */
export type TalliedRecord = Pick<DocRecord, 'created' | 'data' | 'confidence' | 'edits'>;

interface FieldCounts extends AccuracyTally {
  bands: AccuracyTally[];
  /** UTC day start → counts of the values extracted that day. */
  days: Map<number, AccuracyTally>;
}

const empty = (): AccuracyTally => ({ values: 0, corrected: 0 });

function count(tally: AccuracyTally, corrected: boolean): void {
  tally.values += 1;
  if (corrected) tally.corrected += 1;
}

/** The band a confidence falls in: the last whose start it reaches (1 is in the last). */
function bandOf(confidence: number): number {
  let band = 0;
  CONFIDENCE_BAND_STARTS.forEach((start, i) => {
    if (confidence >= start) band = i;
  });
  return band;
}

/** Monday 00:00 UTC of the week holding `day` (1970-01-01 was a Thursday). */
function weekOf(day: number): number {
  const weekday = (Math.floor(day / DAY_MS) + 3) % 7;
  return day - weekday * DAY_MS;
}

export function createAccuracyTally(fieldKeys: readonly string[]) {
  const fields = new Map<string, FieldCounts>(
    fieldKeys.map((key) => [
      key,
      { ...empty(), bands: CONFIDENCE_BAND_STARTS.map(empty), days: new Map() },
    ]),
  );
  let oldest = Infinity;

  return {
    /**
     * Counts the record's values: a field it holds no value for (added after its parse) was
     * not extracted; a value is corrected when its edit left it other than extracted.
     */
    add(record: TalliedRecord): void {
      oldest = Math.min(oldest, record.created);
      const day = record.created - (record.created % DAY_MS);
      for (const [key, counts] of fields) {
        const edit = record.edits[key];
        if (!(key in record.data) && !edit) continue;
        const corrected = edit !== undefined && edit.extracted !== (record.data[key] ?? null);
        count(counts, corrected);
        const confidence = record.confidence[key];
        if (confidence !== undefined) count(counts.bands[bandOf(confidence)]!, corrected);
        let tally = counts.days.get(day);
        if (!tally) counts.days.set(day, (tally = empty()));
        count(tally, corrected);
      }
    },

    /** The counts, per day when the oldest record is younger than ACCURACY_DAILY_SPAN_MS at `now`, else per week. */
    result(now: number): DoctypeAccuracy {
      const period = now - oldest < ACCURACY_DAILY_SPAN_MS ? 'day' : 'week';
      return {
        period,
        fields: [...fields].map(([field, counts]): FieldAccuracy => {
          const periods = new Map<number, AccuracyTally>();
          for (const [day, tally] of counts.days) {
            const start = period === 'day' ? day : weekOf(day);
            const sum = periods.get(start) ?? empty();
            periods.set(start, {
              values: sum.values + tally.values,
              corrected: sum.corrected + tally.corrected,
            });
          }
          return {
            field,
            values: counts.values,
            corrected: counts.corrected,
            bands: counts.bands.map((tally, i) => ({
              from: CONFIDENCE_BAND_STARTS[i]!,
              to: CONFIDENCE_BAND_STARTS[i + 1] ?? 1,
              ...tally,
            })),
            periods: [...periods]
              .sort(([a], [b]) => a - b)
              .map(([start, tally]) => ({ start, ...tally })),
          };
        }),
      };
    },
  };
}
