import { describe, expect, it } from 'vitest';
import type { Pattern } from './safe-pattern.ts';
import { compilePattern, matchesPattern, MAX_PATTERN_LENGTH } from './safe-pattern.ts';

function compiled(source: string): Pattern {
  const result = compilePattern(source);
  if (!result.ok) throw new Error(`${source}: ${result.error.reason} at ${result.error.at}`);
  return result.pattern;
}

const matches = (source: string, text: string) => matchesPattern(compiled(source), text);

describe('matchesPattern', () => {
  it.each([
    ['^[A-Z]{2}\\d{2}[A-Z0-9]{11,30}$', 'DE89370400440532013000', true],
    ['^[A-Z]{2}\\d{2}[A-Z0-9]{11,30}$', 'de89370400440532013000', false],
    ['^INV-\\d+$', 'INV-2024', true],
    ['^INV-\\d+$', 'INV-', false],
    ['^INV-\\d+$', 'xINV-1', false],
    ['\\d', 'no 1 here', true],
    ['^(?:EUR|USD|CHF)$', 'USD', true],
    ['^(EUR|USD|CHF)$', 'EURO', false],
    ['^a.c$', 'abc', true],
    ['^a.c$', 'a\nc', false],
    ['^[^0-9]+$', 'abc', true],
    ['^[^0-9]+$', 'ab1', false],
    ['^\\w+@\\w+\\.de$', 'max@firma.de', true],
    ['^\\w+@\\w+\\.de$', 'max@firma.com', false],
    ['^colou?r$', 'color', true],
    ['^a{2,3}$', 'aaaa', false],
    ['^a{2,}$', 'aaaa', true],
    ['^a{2}$', 'a', false],
    ['^$', '', true],
    ['^Straße \\d+$', 'Straße 12', true],
    ['^[\\d.,-]+$', '1.234,56', true],
    ['^(a*)*b$', 'aaab', true],
    ['^x*?y$', 'xxy', true],
  ])('%s on %j is %s', (source, text, expected) => {
    expect(matches(source, text)).toBe(expected);
  });

  it('answers patterns that make a backtracking engine exponential in linear time', () => {
    const text = `${'a'.repeat(500)}!`;
    const started = performance.now();
    for (const source of ['^(a+)+$', '^(a|a)*$', '^(a|aa)+$', '^(\\w+\\s?)*$', '^a*a*a*a*a*a*$'])
      expect(matches(source, text), source).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('compilePattern', () => {
  it.each([
    ['(a)\\1', 'unsupported', 3],
    ['(?=a)b', 'unsupported', 0],
    ['(?<name>a)', 'unsupported', 0],
    ['\\bword', 'unsupported', 0],
    ['\\p{L}', 'unsupported', 0],
    ['(ab', 'unbalanced', 0],
    ['ab)', 'unbalanced', 2],
    ['[ab', 'unbalanced', 0],
    ['ab\\', 'unbalanced', 2],
    ['*a', 'nothing-to-repeat', 0],
    ['a**', 'nothing-to-repeat', 2],
    ['^*', 'nothing-to-repeat', 0],
    ['a{2,1}', 'bad-repeat', 1],
    ['a{1000}', 'bad-repeat', 1],
    ['a{', 'bad-repeat', 1],
    ['[z-a]', 'bad-range', 2],
  ])('refuses %s: %s at %i', (source, reason, at) => {
    expect(compilePattern(source)).toEqual({ ok: false, error: { reason, at } });
  });

  it('refuses a pattern longer than the bound, and one whose repeats multiply too far', () => {
    expect(compilePattern('a'.repeat(MAX_PATTERN_LENGTH + 1))).toEqual({
      ok: false,
      error: { reason: 'too-long', at: MAX_PATTERN_LENGTH },
    });
    expect(compilePattern('((a{100}){100}){100}')).toEqual({
      ok: false,
      error: { reason: 'too-complex', at: 0 },
    });
  });

  it('parses deep nesting up to the length bound without exhausting the stack', () => {
    const deep = `${'('.repeat(99)}a${')'.repeat(99)}`;
    expect(matches(deep, 'a')).toBe(true);
  });
});
