import { describe, expect, it } from 'vitest';
import { isValueOfType } from './field-value.ts';

describe('isValueOfType', () => {
  it('accepts null for every type and each type its own JSON form', () => {
    for (const type of ['string', 'number', 'date', 'boolean'] as const)
      expect(isValueOfType(null, type)).toBe(true);
    expect(isValueOfType('Ä 1', 'string')).toBe(true);
    expect(isValueOfType(-12.5, 'number')).toBe(true);
    expect(isValueOfType('2024-02-29', 'date')).toBe(true);
    expect(isValueOfType(false, 'boolean')).toBe(true);
  });

  it('refuses other JSON types, non-finite numbers and dates that do not exist', () => {
    expect(isValueOfType(12, 'string')).toBe(false);
    expect(isValueOfType('12', 'number')).toBe(false);
    expect(isValueOfType(Number.POSITIVE_INFINITY, 'number')).toBe(false);
    expect(isValueOfType('true', 'boolean')).toBe(false);
    for (const text of ['2023-02-29', '2024-13-01', '2024-04-31', '24.11.2026', '2024-1-01'])
      expect(isValueOfType(text, 'date')).toBe(false);
  });
});
