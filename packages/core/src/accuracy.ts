/**
 * Accuracy you can see (issue 28, item 4): per field of a doctype, how many of the values the
 * extractor gave people corrected — in all, per period of extraction, and per confidence band,
 * so a team sees whether the extractor improves and whether its confidence tells the truth.
 * Measured from the extracted value each edit keeps (record.ts `edits`): a value counts as
 * corrected when its edit left it different from what was extracted (set back: not corrected).
 */
import { z } from 'zod';
import { epochMs } from './timestamps.ts';

/** The confidence bands' lower bounds; each band runs to the next bound, the last to 1 inclusive. */
export const CONFIDENCE_BAND_STARTS = [0, 0.5, 0.7, 0.9] as const;

/** A doctype whose first record is younger than this is measured per day, else per week. */
export const ACCURACY_DAILY_SPAN_MS = 28 * 24 * 60 * 60 * 1000;

const tallySchema = z.object({
  /** Values the extractor gave. */
  values: z.number().int().nonnegative(),
  /** Of those, the values a person changed to something else. */
  corrected: z.number().int().nonnegative(),
});
export type AccuracyTally = z.infer<typeof tallySchema>;

export const confidenceBandSchema = tallySchema.extend({
  from: z.number().min(0).max(1),
  to: z.number().min(0).max(1),
});
export type ConfidenceBand = z.infer<typeof confidenceBandSchema>;

export const accuracyPeriodSchema = tallySchema.extend({
  start: epochMs(
    'Start of the period (UTC midnight; a week starts on Monday) the values were extracted in',
  ),
});
export type AccuracyPeriod = z.infer<typeof accuracyPeriodSchema>;

export const fieldAccuracySchema = tallySchema.extend({
  field: z.string(),
  /** The four bands of CONFIDENCE_BAND_STARTS, in order; values without a confidence are in none. */
  bands: z.array(confidenceBandSchema),
  /** Periods that extracted values of the field, oldest first. */
  periods: z.array(accuracyPeriodSchema),
});
export type FieldAccuracy = z.infer<typeof fieldAccuracySchema>;

/** `GET /api/doctypes/:id/accuracy`: one entry per field of the doctype, in its order. */
export const doctypeAccuracySchema = z.object({
  period: z.enum(['day', 'week']),
  fields: z.array(fieldAccuracySchema),
});
export type DoctypeAccuracy = z.infer<typeof doctypeAccuracySchema>;

/** The share of the tally's values people corrected, 0..1; null when it counts no values. */
export function correctedShare(tally: AccuracyTally): number | null {
  return tally.values === 0 ? null : tally.corrected / tally.values;
}
