import { describe, expect, it } from 'vitest';
import { chooseProbes, isTrigramLong, probeTrigrams } from './search-probes.ts';

describe('probeTrigrams', () => {
  it('takes the trigrams inside runs of letters and digits, once each, in order', () => {
    expect(probeTrigrams('customer 4711')).toEqual([
      ...['cus', 'ust', 'sto', 'tom', 'ome', 'mer'],
      ...['471', '711'],
    ]);
    expect(probeTrigrams('aaaa-aaa')).toEqual(['aaa']);
  });

  it('offers none across a break or with a letter beyond ASCII', () => {
    expect(probeTrigrams('r 4 ab-cd')).toEqual([]);
    expect(probeTrigrams('東京都')).toEqual([]);
  });
});

describe('chooseProbes', () => {
  const needle = 'customer 4711';
  const common = ['cus', 'ust', 'sto', 'tom', 'ome', 'mer'].map((t) => [t, 1000] as const);

  it('looks a needle up by its rarest trigrams, at most three', () => {
    const hits = new Map([...common, ['471', 3], ['711', 1]]);
    expect(chooseProbes(needle, hits, 1000)).toEqual(['711', '471']);
    const allRare = new Map(probeTrigrams(needle).map((t, i) => [t, 9 - i]));
    expect(chooseProbes(needle, allRare, 1000)).toEqual(['711', '471', 'mer']);
  });

  it('gives the index the whole needle when no trigram is rare', () => {
    const hits = new Map([...common, ['471', 21], ['711', 500]]);
    expect(chooseProbes(needle, hits, 1000)).toEqual([needle]);
    expect(chooseProbes('a-b-c', new Map(), 1000)).toEqual(['a-b-c']);
  });

  it('counts a trigram the sample did not measure as common', () => {
    expect(chooseProbes('abcd', new Map([['abc', 0]]), 1000)).toEqual(['abc']);
  });
});

describe('isTrigramLong', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(isTrigramLong('ab')).toBe(false);
    expect(isTrigramLong('a😀')).toBe(false);
    expect(isTrigramLong('abc')).toBe(true);
  });
});
