/**
 * The offline engine's confidence: a logistic model over what the rules know of each value (its
 * evidence), fitted on the fit part of the benchmark corpus. Each evidence fact is one feature
 * (the doctype's mode, how the value was found, what supports it, its kind, how surely its words
 * were read), so a kind of finding the fit saw rarely borrows from the broader facts it shares
 * with others, and a finding of a mode the fit never saw still tells strong from weak.
 */
import type { DoctypeMode } from '@docsift/core/doctype';
import type { Evidence } from './confidence.ts';
import { FITTED_CALIBRATION } from './fitted-calibration.ts';
import { dot, solve } from './linear-system.ts';

export interface Calibration {
  /** Weight per feature name; a feature the weights lack counts nothing. */
  weights: Readonly<Record<string, number>>;
}

export interface CalibrationSample {
  evidence: Evidence;
  mode: DoctypeMode;
  correct: boolean;
}

/**
 * Pulls every weight toward 0, the more so the fewer values speak for it, so that a fact seen on
 * a handful of documents does not claim certainty for them.
 */
const L2 = 1;
const NEWTON_STEPS = 25;
/** Even the best-supported kind of finding is sometimes wrong; and a found value is never surely wrong. */
const MAX_CONFIDENCE = 0.99;
const MIN_CONFIDENCE = 0.01;

/** The confidence of a value found by this evidence; by default with the model the engine ships. */
export function calibratedConfidence(
  evidence: Evidence,
  mode: DoctypeMode,
  calibration: Calibration = FITTED_CALIBRATION,
): number {
  const z = features(evidence, mode).reduce(
    (sum, [name, value]) => sum + (calibration.weights[name] ?? 0) * value,
    0,
  );
  const confidence = 1 / (1 + Math.exp(-z));
  return Math.min(MAX_CONFIDENCE, Math.max(MIN_CONFIDENCE, round(confidence)));
}

/**
 * Maximum-likelihood logistic regression with an L2 penalty, by Newton's method: deterministic,
 * and a second on the whole corpus.
 */
export function fitCalibration(samples: readonly CalibrationSample[]): Calibration {
  const rows = samples.map(({ evidence, mode }) => features(evidence, mode));
  const names = [...new Set(rows.flatMap((row) => row.map(([name]) => name)))].sort();
  const index = new Map(names.map((name, position) => [name, position]));
  const dense = rows.map((row) => {
    const x = new Float64Array(names.length);
    for (const [name, value] of row) x[index.get(name)!]! += value;
    return x;
  });
  const y = samples.map(({ correct }) => (correct ? 1 : 0));
  let w = new Float64Array(names.length);
  for (let step = 0; step < NEWTON_STEPS; step++) {
    const gradient = new Float64Array(names.length);
    const hessian = names.map(() => new Float64Array(names.length));
    dense.forEach((x, sample) => {
      const p = 1 / (1 + Math.exp(-dot(w, x)));
      const error = p - y[sample]!;
      const curvature = p * (1 - p);
      for (let i = 0; i < x.length; i++) {
        if (x[i] === 0) continue;
        gradient[i]! += error * x[i]!;
        for (let j = 0; j < x.length; j++)
          if (x[j] !== 0) hessian[i]![j]! += curvature * x[i]! * x[j]!;
      }
    });
    for (let i = 0; i < names.length; i++) {
      gradient[i]! += L2 * w[i]!;
      hessian[i]![i]! += L2;
    }
    const delta = solve(hessian, gradient);
    w = w.map((weight, i) => weight - delta[i]!);
    if (Math.max(...delta.map(Math.abs)) < 1e-6) break;
  }
  return {
    weights: Object.fromEntries(names.map((name, i) => [name, Math.round(w[i]! * 1e4) / 1e4])),
  };
}

/** The evidence as named features: facts count 1, measures their value. */
export function features(evidence: Evidence, mode: DoctypeMode): [string, number][] {
  const found = evidence.origin;
  const facts = [
    'bias',
    `mode:${mode}`,
    `origin:${found}`,
    `origin:${found}|kind:${kindClass(evidence.kind)}`,
    `mode:${mode}|origin:${found}`,
  ];
  if (evidence.origin === 'row') {
    facts.push(
      `row:arithmetic:${evidence.arithmetic}`,
      `row:${evidence.complete ? 'complete' : 'gaps'}`,
      `row:heading:${evidence.heading}`,
    );
    if (evidence.partial) facts.push('row:partial');
    if (evidence.atypicalRow) facts.push('row:atypical-row');
    if (evidence.sparse) facts.push('row:sparse');
  } else {
    facts.push(
      `${found}:${evidence.strength}`,
      `${found}:${evidence.strength}|kind:${kindClass(evidence.kind)}`,
    );
    if (evidence.contested) facts.push(`${found}:contested`);
  }
  // Words OCR doubted are often misread; text layers (1) say nothing here.
  const doubt = 1 - evidence.recognition;
  const measures: [string, number][] = [
    ['doubt', doubt],
    ['doubt²', doubt * doubt],
  ];
  return [...facts.map((fact): [string, number] => [fact, 1]), ...measures];
}

export function kindClass(kind: Evidence['kind']): string {
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

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
