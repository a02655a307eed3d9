import { describe, expect, it } from 'vitest';
import { cellInput, cellText } from './cell-value.ts';

describe('cell values', () => {
  it('shows booleans as marks and nothing for a missing value', () => {
    expect(
      [true, false, null, undefined, 3, 'x'].map((value) => cellText(value, 'string', 'en')),
    ).toEqual(['✓', '✗', '', '', '3', 'x']);
    expect(cellInput(false, 'en')).toBe('false');
  });

  it('shows numbers and dates in the format of the language, every digit kept', () => {
    expect(cellText(165.07, 'number', 'de')).toBe('165,07');
    expect(cellText(12345.678, 'number', 'de')).toBe('12.345,678');
    expect(cellText(12345.678, 'number', 'en')).toBe('12,345.678');
    expect(cellText(2024, 'number', 'de')).toBe('2024');
    expect(cellText('2026-11-24', 'date', 'de')).toBe('24.11.2026');
    expect(cellText('2026-11-24', 'date', 'en')).toBe('Nov 24, 2026');
    // A date field's value that is no calendar day, and a date-like text, stay as they are.
    expect(cellText('24/11', 'date', 'de')).toBe('24/11');
    expect(cellText('2026-11-24', 'string', 'de')).toBe('2026-11-24');
  });

  it('gives the editor a number with the decimal mark of the language', () => {
    expect(cellInput(12345.5, 'de')).toBe('12345,5');
    expect(cellInput(12345.5, 'en')).toBe('12345.5');
  });
});
