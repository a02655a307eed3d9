/**
 * The ranker: one linear score per candidate (weights × features), turned into the chance that
 * each candidate of a field is the right one by a softmax over the field's candidates. The
 * weights are fitted on the fit part of the benchmark corpus (a conditional logit, by Newton's
 * method: deterministic, seconds on the whole corpus) and shipped in fitted-ranker.ts.
 */
import { dot, solve } from '../linear-system.ts';
import type { Features } from './candidate-features.ts';
import { FITTED_RANKER } from './fitted-ranker.ts';

export interface Ranker {
  /** Weight per feature name; a feature the weights lack counts nothing. */
  weights: Readonly<Record<string, number>>;
}

/** One field's candidates, and which of them hold the right value (training data). */
export interface RankingGroup {
  features: readonly Features[];
  correct: readonly boolean[];
}

/** Pulls every weight toward 0, so that a feature seen on a handful of fields claims little. */
const L2 = 1;
const NEWTON_STEPS = 40;

/** The chance that each candidate is the field's value, given that one of them is. */
export function candidateChances(
  features: readonly Features[],
  ranker: Ranker = FITTED_RANKER,
): number[] {
  return softmax(
    features.map((named) =>
      named.reduce((sum, [name, value]) => sum + (ranker.weights[name] ?? 0) * value, 0),
    ),
  );
}

/**
 * Maximum likelihood that a right candidate wins, with an L2 penalty. A field may have several
 * right candidates (two labels print the same total): their chances add up. Fields with no right
 * candidate, or only right ones, teach the ranking nothing and are left out.
 */
export function fitRanker(groups: readonly RankingGroup[]): Ranker {
  const names = [
    ...new Set(groups.flatMap((group) => group.features.flat().map(([name]) => name))),
  ].sort();
  const index = new Map(names.map((name, position) => [name, position]));
  const informative = groups
    .filter((group) => group.correct.some(Boolean) && !group.correct.every(Boolean))
    .map((group) => ({
      rows: group.features.map((named) => {
        const x = new Float64Array(names.length);
        for (const [name, value] of named) x[index.get(name)!]! += value;
        return x;
      }),
      correct: group.correct,
      // The features any candidate of the field has: the only ones its curvature touches.
      active: [
        ...new Set(
          group.features.flatMap((named) =>
            named.filter(([, value]) => value !== 0).map(([name]) => index.get(name)!),
          ),
        ),
      ],
    }));
  const loss = (w: Float64Array): number =>
    informative.reduce(
      (sum, { rows, correct }) => {
        const p = softmax(rows.map((x) => dot(w, x)));
        const right = p.reduce((total, chance, i) => total + (correct[i] ? chance : 0), 0);
        return sum - Math.log(Math.max(right, 1e-300));
      },
      (L2 / 2) * dot(w, w),
    );
  let w = new Float64Array(names.length);
  let current = loss(w);
  for (let step = 0; step < NEWTON_STEPS; step++) {
    const gradient = w.map((weight) => L2 * weight);
    const hessian = names.map((_, i) => {
      const row = new Float64Array(names.length);
      row[i] = L2;
      return row;
    });
    for (const { rows, correct, active } of informative) {
      const p = softmax(rows.map((x) => dot(w, x)));
      const right = p.reduce((total, chance, i) => total + (correct[i] ? chance : 0), 0);
      const expected = weightedMean(rows, p);
      const expectedRight = weightedMean(
        rows,
        p.map((chance, i) => (correct[i] ? chance / right : 0)),
      );
      for (const j of active) gradient[j]! += expected[j]! - expectedRight[j]!;
      // The softmax's curvature (the covariance of the features under p): the exact Hessian less
      // a term that is zero with one right candidate, so steps are never too long.
      rows.forEach((x, i) => {
        for (const a of active) {
          const da = x[a]! - expected[a]!;
          if (da === 0) continue;
          for (const b of active) hessian[a]![b]! += p[i]! * da * (x[b]! - expected[b]!);
        }
      });
    }
    const delta = solve(hessian, gradient);
    // Halve the step until the loss falls: several right candidates make the loss non-convex.
    let scale = 1;
    let next = w.map((weight, i) => weight - delta[i]!);
    let nextLoss = loss(next);
    while (nextLoss > current && scale > 1e-4) {
      scale /= 2;
      next = w.map((weight, i) => weight - scale * delta[i]!);
      nextLoss = loss(next);
    }
    if (nextLoss > current) break;
    const moved = Math.max(...delta.map((d) => Math.abs(d * scale)));
    w = next;
    current = nextLoss;
    if (moved < 1e-6) break;
  }
  return {
    weights: Object.fromEntries(
      names
        .map((name, i): [string, number] => [name, Math.round(w[i]! * 1e4) / 1e4])
        .filter(([, weight]) => weight !== 0),
    ),
  };
}

function softmax(scores: readonly number[]): number[] {
  const top = Math.max(...scores);
  const exps = scores.map((score) => Math.exp(score - top));
  const sum = exps.reduce((total, value) => total + value, 0);
  return exps.map((value) => value / sum);
}

function weightedMean(rows: readonly Float64Array[], weights: readonly number[]): Float64Array {
  const mean = new Float64Array(rows[0]?.length ?? 0);
  rows.forEach((x, i) => {
    const weight = weights[i]!;
    if (weight === 0) return;
    for (let j = 0; j < x.length; j++) mean[j]! += weight * x[j]!;
  });
  return mean;
}
