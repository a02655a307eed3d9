import { describe, expect, it } from 'vitest';
import { MAX_KEY_LENGTH, boundedKey, compareCodePoints, foldText, naturalKey } from './text-key.ts';

describe('foldText', () => {
  it('folds case and the accents NFD splits off, and nothing else', () => {
    expect(foldText('Müller CAFÉ Ñandú')).toBe('muller cafe nandu');
    // Letters that are not a base letter with an accent stay what they are.
    expect(foldText('Ørsted Straße Æ')).toBe('ørsted straße æ');
  });

  it('reads absent values as empty and other values as their text', () => {
    expect([foldText(null), foldText(undefined), foldText(12.5), foldText(true)]).toEqual([
      '',
      '',
      '12.5',
      'true',
    ]);
  });
});

describe('naturalKey', () => {
  it('pads digit runs so text order is natural order', () => {
    expect(naturalKey('Item 2') < naturalKey('item 10')).toBe(true);
    expect(naturalKey('Item 007')).toBe(naturalKey('item 7'));
  });

  it('orders plain numbers written as text by their value, negatives and decimals too', () => {
    const ordered = ['-10', '-2.55', '-2.5', '-2', '-0.5', '0', '0.25', '2', '2.25', '2.5', '10'];
    const shuffled = [...ordered].reverse();
    expect(shuffled.sort((a, b) => compareCodePoints(naturalKey(a), naturalKey(b)))).toEqual(
      ordered,
    );
  });

  it('keys a plain number by its value, whatever zeros do not change it', () => {
    expect(naturalKey('2.50')).toBe(naturalKey('2.5'));
    expect(naturalKey('002')).toBe(naturalKey('2.0'));
    expect(naturalKey('-0')).toBe(naturalKey('0.00'));
    expect(naturalKey('-1.10')).toBe(naturalKey('-1.1'));
  });

  it('keys text that is no plain number by its digit runs, as before', () => {
    expect(naturalKey('v1.10') > naturalKey('v1.9')).toBe(true);
    expect(naturalKey(' 2.5')).toBe(` ${'2'.padStart(20, '0')}.${'5'.padStart(20, '0')}`);
    expect(naturalKey('-')).toBe('-');
  });
});

describe('compareCodePoints', () => {
  it('orders characters beyond U+FFFF after U+E000–U+FFFF, as UTF-8 bytes do', () => {
    // '\uFF41' < '\u{1F600}' by code point, though its UTF-16 unit is larger than a surrogate.
    expect(compareCodePoints('\uFF41', '\u{1F600}')).toBeLessThan(0);
    expect(compareCodePoints('\u{1F600}', '\uFF41')).toBeGreaterThan(0);
    expect(compareCodePoints('a', 'ab')).toBeLessThan(0);
    expect(compareCodePoints('b', 'ab')).toBeGreaterThan(0);
    expect(compareCodePoints('\u{1F600}', '\u{1F600}')).toBe(0);
  });
});

describe('boundedKey', () => {
  it('keeps a long key’s first MAX_KEY_LENGTH code points, a pair of surrogates counting as one', () => {
    const astral = '\u{1F600}';
    expect(boundedKey('a'.repeat(MAX_KEY_LENGTH))).toBe('a'.repeat(MAX_KEY_LENGTH));
    expect(boundedKey('b'.repeat(MAX_KEY_LENGTH + 1))).toBe('b'.repeat(MAX_KEY_LENGTH));
    expect(boundedKey(astral.repeat(MAX_KEY_LENGTH + 3))).toBe(astral.repeat(MAX_KEY_LENGTH));
  });
});
