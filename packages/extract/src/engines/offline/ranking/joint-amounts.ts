/**
 * Joint decoding of the amounts that arithmetic ties together: an invoice's net total plus its
 * tax is its gross total. Each field's ranker gives its candidates' chances on their own; here
 * the few likeliest candidates of the three fields are combined, and a combination whose sums
 * hold gains what the fitted weights say such agreement is worth. One misread or misplaced
 * amount then loses to the reading that adds up, without a rule per way of being wrong.
 */
import type { Features } from './candidate-features.ts';
import type { Ranker } from './ranker.ts';

/** The concepts of the sum, in the order net + tax = gross. */
export const SUM_CONCEPTS = ['net-total', 'vat-total', 'gross-total'] as const;

/** Candidates per field that take part: the rest are too unlikely to matter. */
const TOP = 4;
/** Cents: amounts are printed to two places. */
const TOLERANCE = 0.005;

export interface RankedField {
  values: readonly unknown[];
  chances: readonly number[];
}

export interface Combination {
  /** The chosen candidate of each field (net, tax, gross). */
  picks: readonly [number, number, number];
  features: Features;
}

/** Every combination of the fields' likeliest candidates, with its features. */
export function combinations(
  fields: readonly [RankedField, RankedField, RankedField],
): Combination[] {
  const [net, tax, gross] = fields.map(likeliest) as [number[], number[], number[]];
  const result: Combination[] = [];
  for (const n of net)
    for (const t of tax)
      for (const g of gross) {
        const chance = fields[0].chances[n]! * fields[1].chances[t]! * fields[2].chances[g]!;
        const sum = [fields[0].values[n], fields[1].values[t], fields[2].values[g]];
        const holds =
          sum.every((value) => typeof value === 'number') &&
          Math.abs((sum[0] as number) + (sum[1] as number) - (sum[2] as number)) <= TOLERANCE;
        result.push({
          picks: [n, t, g],
          features: [
            ['joint:log-chance', Math.log(Math.max(chance, 1e-12))],
            ['joint:net+tax=gross', holds ? 1 : 0],
          ],
        });
      }
  return result;
}

/** The picks of the best-scoring combination, or null when the ranker has no joint weights. */
export function decodeJointly(
  fields: readonly [RankedField, RankedField, RankedField],
  ranker: Ranker,
): readonly [number, number, number] | null {
  if (!ranker.weights['joint:log-chance']) return null;
  let best: Combination | null = null;
  let bestScore = -Infinity;
  for (const combination of combinations(fields)) {
    const score = combination.features.reduce(
      (sum, [name, value]) => sum + (ranker.weights[name] ?? 0) * value,
      0,
    );
    if (score > bestScore) {
      best = combination;
      bestScore = score;
    }
  }
  return best?.picks ?? null;
}

function likeliest({ chances }: RankedField): number[] {
  return chances
    .map((chance, index) => ({ chance, index }))
    .sort((a, b) => b.chance - a.chance || a.index - b.index)
    .slice(0, TOP)
    .map(({ index }) => index);
}
