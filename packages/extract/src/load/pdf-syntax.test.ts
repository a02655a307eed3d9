import { describe, expect, it } from 'vitest';
import { type ParseBudget, parseValue } from './pdf-syntax.ts';

const budget = (): ParseBudget => ({ steps: 1_000_000 });

describe('parseValue', () => {
  it('reads dictionaries with references, names, arrays, numbers and strings', () => {
    const text =
      '<< /Type /XObject /Width 40000 /Height 7 0 R /Filter [/Fl /A#38#35] /T (a (b) \\)\\101) /N null /H <4142 3> >>';
    const { value, end } = parseValue(text, 0, budget());
    expect(end).toBe(text.length);
    expect(value).toEqual(
      new Map<string, unknown>([
        ['Type', { name: 'XObject' }],
        ['Width', 40000],
        ['Height', { ref: 7 * 65_536 }],
        ['Filter', [{ name: 'Fl' }, { name: 'A85' }]],
        ['T', { bytes: Buffer.from('a (b) )A', 'latin1') }],
        ['N', null],
        ['H', { bytes: Buffer.from([0x41, 0x42, 0x30]) }],
      ]),
    );
  });

  it('gives up on nesting deeper than any real file, without exhausting the stack', () => {
    const deep = '['.repeat(100_000);
    expect(parseValue(deep, 0, budget())).toEqual({ value: undefined, end: deep.length });
  });

  it('steps over stray delimiters and unterminated dictionaries', () => {
    expect(parseValue('<< /A ) /B 2 >>', 0, budget()).value).toEqual(new Map([['B', 2]]));
    expect(parseValue('<< /A 1', 0, budget()).value).toBeUndefined();
  });
});
