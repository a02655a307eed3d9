import { describe, expect, it } from 'vitest';
import type { Features } from './candidate-features.ts';
import { candidateChances, fitRanker, type RankingGroup } from './ranker.ts';

/** A field whose right candidate is printed last, among `wrong` others printed before it. */
function lastIsRight(wrong: number, noise: number): RankingGroup {
  const features: Features[] = [];
  for (let i = 0; i < wrong; i++) features.push([['score', 0.5 + ((i * noise) % 0.4)]]);
  features.push([
    ['score', 0.6],
    ['last', 1],
  ]);
  return { features, correct: features.map((_, i) => i === wrong) };
}

describe('the ranker', () => {
  it('learns which feature marks the right candidate, and ranks unseen fields by it', () => {
    const training = Array.from({ length: 40 }, (_, i) => lastIsRight(1 + (i % 4), 0.13 * i));
    const ranker = fitRanker(training);
    expect(ranker.weights.last).toBeGreaterThan(1);
    const unseen = lastIsRight(5, 0.37);
    const chances = candidateChances(unseen.features, ranker);
    expect(chances.indexOf(Math.max(...chances))).toBe(5);
    expect(chances.reduce((sum, chance) => sum + chance, 0)).toBeCloseTo(1, 9);
  });

  it('counts every right candidate of a field, so agreeing readings do not compete', () => {
    // The two right readings share the "label" feature; the wrong one has "meaning".
    const group: RankingGroup = {
      features: [[['label', 1]], [['label', 1]], [['meaning', 1]]],
      correct: [true, true, false],
    };
    const ranker = fitRanker(Array.from({ length: 10 }, () => group));
    const [first, second, third] = candidateChances(group.features, ranker);
    expect(first).toBeCloseTo(second!, 9);
    expect(third).toBeLessThan(first!);
  });

  it('learns nothing from fields with no right candidate or only right ones', () => {
    const ranker = fitRanker([
      { features: [[['a', 1]], [['b', 1]]], correct: [false, false] },
      { features: [[['a', 1]], [['b', 1]]], correct: [true, true] },
    ]);
    expect(ranker.weights).toEqual({});
  });

  it('gives the same weights on every run', () => {
    const training = Array.from({ length: 20 }, (_, i) => lastIsRight(2, 0.07 * i));
    expect(fitRanker(training)).toEqual(fitRanker(training));
  });

  it('gives equal chances without weights, and ignores features it has no weight for', () => {
    expect(candidateChances([[['x', 3]], [['y', 1]]], { weights: {} })).toEqual([0.5, 0.5]);
  });
});
