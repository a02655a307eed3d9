import { describe, expect, it } from 'vitest';
import { foldLookalikes, isOcrSpelling } from './ocr-spelling.ts';

/** A small deterministic generator, so a failure names its seed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** Letters that fold to none other and make no "rn"; q is kept for edits. */
const LETTERS = 'abcdefghijkmoptuvwxyz';

function word(next: () => number, length: number): string {
  return Array.from({ length }, () => LETTERS[Math.floor(next() * LETTERS.length)]).join('');
}

describe('OCR spellings of a word', () => {
  it('folds glyphs OCR takes for one another', () => {
    expect(foldLookalikes('g5t')).toBe('gst');
    expect(foldLookalikes('ltem')).toBe('item');
    expect(foldLookalikes('surn')).toBe('sum');
  });

  it('takes one dropped, added, changed or swapped letter in words of five letters or more', () => {
    const next = random(7);
    for (let run = 0; run < 200; run++) {
      const meant = word(next, 5 + Math.floor(next() * 6));
      const at = 1 + Math.floor(next() * (meant.length - 2));
      const variants = [
        meant.slice(0, at) + meant.slice(at + 1),
        meant.slice(0, at) + 'q' + meant.slice(at),
        meant.slice(0, at) + 'q' + meant.slice(at + 1),
        meant.slice(0, at) + (meant[at + 1] ?? '') + (meant[at] ?? '') + meant.slice(at + 2),
      ];
      for (const variant of variants) expect(isOcrSpelling(variant, meant), variant).toBe(true);
    }
  });

  it('refuses two edits, and any edit but a look-alike in short words', () => {
    const next = random(11);
    for (let run = 0; run < 200; run++) {
      const meant = word(next, 6 + Math.floor(next() * 4));
      const twice = `${meant.slice(0, 1)}qq${meant.slice(3)}`;
      expect(isOcrSpelling(twice, meant), twice).toBe(false);
    }
    expect(isOcrSpelling('cast', 'cash')).toBe(false);
    expect(isOcrSpelling('itern', 'item')).toBe(true);
    expect(isOcrSpelling('ltemis', 'items')).toBe(true);
    expect(isOcrSpelling('susmary', 'summary')).toBe(true);
  });
});
