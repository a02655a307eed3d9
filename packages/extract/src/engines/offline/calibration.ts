/**
 * Calibration of the offline engine's confidence. A value is right when it was found right and
 * its text was read right: the first is the share of right values of the most specific evidence
 * group (the doctype's mode, how the value was found, what supports it, its kind) that had enough
 * values behind it; the second is the words' own recognition confidence, 1 on text layers. Few,
 * coarse groups, so that a calibration fitted on some document families holds on others.
 */
import type { DoctypeMode } from '@docsift/core/doctype';
import type { Evidence } from './confidence.ts';
import { FITTED_CALIBRATION } from './fitted-calibration.ts';

export interface Calibration {
  /** Smoothed share of right values per evidence group. */
  rates: Readonly<Record<string, number>>;
  /** For evidence of a kind the fit never saw. */
  fallback: number;
}

export interface CalibrationSample {
  evidence: Evidence;
  mode: DoctypeMode;
  correct: boolean;
}

/**
 * Groups smaller than this say more about their few documents than about the kind of finding
 * (leave-one-source-out, 20 ranked best of 8, 12, 20 and 30: AUROC 0.796, 0.796, 0.806, 0.800).
 */
const MIN_GROUP_VALUES = 20;
/** Even the best-supported kind of finding is sometimes wrong. */
const MAX_RATE = 0.99;

/** The confidence of a value found by this evidence; by default with the calibration the engine ships. */
export function calibratedConfidence(
  evidence: Evidence,
  mode: DoctypeMode,
  calibration: Calibration = FITTED_CALIBRATION,
): number {
  const rate =
    evidenceGroups(evidence, mode)
      .map((group) => calibration.rates[group])
      .find((found) => found !== undefined) ?? calibration.fallback;
  // A found value is never certainly wrong; 0 would read as "no confidence given".
  return Math.max(0.01, round(rate * evidence.recognition));
}

/**
 * Per group, right values over the values' summed recognition, smoothed as (right + 1) /
 * (recognition + 2) so that a group that was always right or always wrong does not claim certainty.
 */
export function fitCalibration(samples: readonly CalibrationSample[]): Calibration {
  const tally = new Map<string, { values: number; recognition: number; right: number }>();
  for (const { evidence, mode, correct } of samples)
    for (const group of evidenceGroups(evidence, mode)) {
      const counts = tally.get(group) ?? { values: 0, recognition: 0, right: 0 };
      counts.values++;
      counts.recognition += evidence.recognition;
      if (correct) counts.right++;
      tally.set(group, counts);
    }
  const rates = Object.fromEntries(
    [...tally.entries()]
      .filter(([, { values }]) => values >= MIN_GROUP_VALUES)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([group, { recognition, right }]) => [group, smoothedRate(right, recognition)]),
  );
  const right = samples.filter(({ correct }) => correct).length;
  const recognition = samples.reduce((sum, { evidence }) => sum + evidence.recognition, 0);
  return { rates, fallback: smoothedRate(right, recognition) };
}

function smoothedRate(right: number, recognition: number): number {
  return round(Math.min(MAX_RATE, (right + 1) / (recognition + 2)));
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The groups a value falls into, the most specific first. */
export function evidenceGroups(evidence: Evidence, mode: DoctypeMode): string[] {
  const found = `${mode}|${evidence.origin}`;
  const [support, broadSupport] = supportOf(evidence);
  return [
    `${found}|${support}|${kindClass(evidence.kind)}`,
    `${found}|${support}`,
    `${found}|${broadSupport}`,
    found,
    // A mode the fit never saw (one record per scanned page) still tells strong findings from
    // weak ones, and numbers from text.
    `${evidence.origin}|${broadSupport}|${kindClass(evidence.kind)}`,
    `${evidence.origin}|${broadSupport}`,
    evidence.origin,
  ];
}

/** What supports the value, in detail and broadly. */
function supportOf(evidence: Evidence): [string, string] {
  if (evidence.origin === 'row') {
    const filled = evidence.complete ? 'complete' : 'gaps';
    return [
      `${evidence.arithmetic}|${filled}`,
      evidence.arithmetic === 'unknown' ? filled : evidence.arithmetic,
    ];
  }
  return [`${evidence.strength}|${evidence.contested ? 'contested' : 'clear'}`, evidence.strength];
}

function kindClass(kind: Evidence['kind']): string {
  switch (kind) {
    case 'amount':
    case 'quantity':
    case 'percent':
      return 'number';
    case 'identifier':
    case 'iban':
    case 'vat-id':
    case 'email':
    case 'phone':
      return 'code';
    case 'name':
    case 'address':
    case 'text':
      return 'text';
    default:
      return kind;
  }
}
