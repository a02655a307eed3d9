/**
 * The header fields' decision: candidates (header-candidates.ts) → features → the ranker's
 * chances per field → joint decoding of the amounts arithmetic ties together.
 */
import type { NormalizeOptions } from '../../../normalize/normalize-value.ts';
import type { PageLayout } from '../document-layout.ts';
import type { FieldProfile } from '../field-profile.ts';
import type { FindValues } from '../receipt-payment.ts';
import { candidateFeatures, type Features } from './candidate-features.ts';
import { headerCandidates, type HeaderCandidate } from './header-candidates.ts';
import { decodeJointly, SUM_CONCEPTS, type RankedField } from './joint-amounts.ts';
import { candidateChances, type Ranker } from './ranker.ts';
import { FITTED_RANKER } from './fitted-ranker.ts';

export interface RankedCandidates {
  candidates: readonly HeaderCandidate[];
  features: readonly Features[];
  chances: readonly number[];
  /** The chosen candidate's index; -1 without candidates. */
  pick: number;
}

export function rankHeaderFields(
  layouts: readonly PageLayout[],
  profiles: readonly FieldProfile[],
  options: NormalizeOptions,
  find: FindValues,
  ranker: Ranker = FITTED_RANKER,
): RankedCandidates[] {
  const ranked = headerCandidates(layouts, profiles, options, find).map((candidates, index) => {
    const features = candidateFeatures(candidates, profiles[index]!, layouts);
    const chances = candidateChances(features, ranker);
    return { candidates, features, chances, pick: likeliestValue(candidates, chances) };
  });
  const sum = sumFields(profiles, ranked);
  if (sum) {
    const picks = decodeJointly(
      sum.map((index) => rankedField(ranked[index]!)) as [RankedField, RankedField, RankedField],
      ranker,
    );
    if (picks) sum.forEach((field, k) => (ranked[field]!.pick = picks[k]!));
  }
  return ranked;
}

/** The fields of net + tax = gross, where the doctype has all three and each has a candidate. */
export function sumFields(
  profiles: readonly FieldProfile[],
  ranked: readonly { candidates: readonly unknown[] }[],
): [number, number, number] | null {
  const indices = SUM_CONCEPTS.map((id) => profiles.findIndex((p) => p.concept?.id === id));
  return indices.every((index) => index >= 0 && (ranked[index]?.candidates.length ?? 0) > 0)
    ? (indices as [number, number, number])
    : null;
}

/**
 * The strongest candidate of the likeliest value: candidates that read the same value share
 * its chance, as the ranker was fitted (any right candidate counts).
 */
function likeliestValue(
  candidates: readonly HeaderCandidate[],
  chances: readonly number[],
): number {
  const byValue = new Map<unknown, number>();
  candidates.forEach(({ normalized }, index) =>
    byValue.set(normalized, (byValue.get(normalized) ?? 0) + chances[index]!),
  );
  let pick = -1;
  candidates.forEach(({ normalized }, index) => {
    const best = candidates[pick];
    const [value, bestValue] = [
      byValue.get(normalized)!,
      best ? byValue.get(best.normalized)! : -1,
    ];
    if (value > bestValue || (value === bestValue && chances[index]! > chances[pick]!))
      pick = index;
  });
  return pick;
}

export function rankedField({ candidates, chances }: RankedCandidates): RankedField {
  return { values: candidates.map(({ normalized }) => normalized), chances };
}
