import { describe, expect, it } from 'vitest';
import { cellInput, cellText, parseCellInput } from './cell-value.ts';

describe('cell values', () => {
  it('shows booleans as marks and nothing for a missing value', () => {
    expect([true, false, null, undefined, 3, 'x'].map(cellText)).toEqual([
      '✓',
      '✗',
      '',
      '',
      '3',
      'x',
    ]);
    expect(cellInput(false)).toBe('false');
  });

  it('reads the editor input by field type', () => {
    expect(parseCellInput('number', '12,5')).toBe(12.5);
    expect(parseCellInput('number', 'abc')).toBeUndefined();
    expect(parseCellInput('boolean', 'true')).toBe(true);
    expect(parseCellInput('boolean', 'false')).toBe(false);
    expect(parseCellInput('date', ' 2026-11-24 ')).toBe('2026-11-24');
    expect(parseCellInput('string', ' Acme ')).toBe(' Acme ');
  });

  it('clears the value when the input is emptied', () => {
    expect(parseCellInput('string', '  ')).toBeNull();
    expect(parseCellInput('number', '')).toBeNull();
  });
});
