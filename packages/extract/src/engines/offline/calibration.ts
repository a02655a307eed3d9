/**
 * Calibration of the offline engine's confidence: evidence falls into nested groups (from the
 * most specific to how the value was found), and a value takes the share of right values of its
 * most specific group that had enough values behind it when the calibration was fitted.
 */
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
  correct: boolean;
}

/** Groups smaller than this say more about their few documents than about the kind of finding. */
const MIN_GROUP_VALUES = 12;

/** The confidence of a value found by this evidence; by default with the calibration the engine ships. */
export function calibratedConfidence(
  evidence: Evidence,
  calibration: Calibration = FITTED_CALIBRATION,
): number {
  for (const group of evidenceGroups(evidence)) {
    const rate = calibration.rates[group];
    if (rate !== undefined) return rate;
  }
  return calibration.fallback;
}

/**
 * Share of right values per group, (right + 1) / (values + 2) so that a group that was always
 * right or always wrong does not claim certainty.
 */
export function fitCalibration(samples: readonly CalibrationSample[]): Calibration {
  const tally = new Map<string, { right: number; values: number }>();
  for (const { evidence, correct } of samples)
    for (const group of evidenceGroups(evidence)) {
      const counts = tally.get(group) ?? { right: 0, values: 0 };
      counts.values++;
      if (correct) counts.right++;
      tally.set(group, counts);
    }
  const rates = Object.fromEntries(
    [...tally.entries()]
      .filter(([, { values }]) => values >= MIN_GROUP_VALUES)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([group, { right, values }]) => [group, smoothedShare(right, values)]),
  );
  const right = samples.filter(({ correct }) => correct).length;
  return { rates, fallback: smoothedShare(right, samples.length) };
}

function smoothedShare(right: number, values: number): number {
  return Math.round(((right + 1) / (values + 2)) * 100) / 100;
}

/** The groups a value falls into, the most specific first. */
export function evidenceGroups(evidence: Evidence): string[] {
  const kind = kindClass(evidence.kind);
  const base = `${evidence.origin}|${kind}|${evidence.page}`;
  return [
    `${base}|${evidence.strength}|${evidence.contested ? 'contested' : 'clear'}`,
    `${base}|${evidence.strength}`,
    base,
    `${evidence.origin}|${evidence.page}`,
    evidence.origin,
  ];
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
