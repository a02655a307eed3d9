import { describe, expect, it } from 'vitest';
import { isValueOfType } from '@docsift/core/field-value';
import { normalizeValue } from './normalize-value.ts';

describe('normalizeValue: numbers', () => {
  it.each([
    ['1,234.56', 1234.56],
    ['1.234,56', 1234.56],
    ['1 234,56', 1234.56],
    ['1\u00a0234,56', 1234.56],
    ["1'234.50", 1234.5],
    ['€ 12,50', 12.5],
    ['12.50 EUR', 12.5],
    ['$1,000.00', 1000],
    ['£7.20', 7.2],
    ['RM 31.00', 31],
    ['-12.00', -12],
    ['(12.00)', -12],
    ['12.50-', -12.5],
    ['−3,20 €', -3.2],
    ['1.234.567', 1234567],
    ['1,234,567.8', 1234567.8],
    ['0,5', 0.5],
    ['0.750', 0.75],
    ['42', 42],
    ['Total: 19,99 EUR', 19.99],
    [',50', 0.5],
  ])('parses %s', (raw, expected) => {
    expect(normalizeValue(raw, 'number')).toBeCloseTo(expected, 6);
  });

  it('reads a lone separator before three digits as thousands unless the document says otherwise', () => {
    expect(normalizeValue('1.234', 'number')).toBe(1234);
    expect(normalizeValue('1,234', 'number')).toBe(1234);
    expect(normalizeValue('1.234', 'number', { decimal: '.' })).toBe(1.234);
    expect(normalizeValue('20,000', 'number', { decimal: ',' })).toBe(20);
  });

  it('passes finite numbers and rejects everything else', () => {
    expect(normalizeValue(7.5, 'number')).toBe(7.5);
    expect(normalizeValue(Number.NaN, 'number')).toBeNull();
    expect(normalizeValue('n/a', 'number')).toBeNull();
    expect(normalizeValue('1.2.3,4,5', 'number')).toBeNull();
    expect(normalizeValue(true, 'number')).toBeNull();
    expect(normalizeValue({}, 'number')).toBeNull();
    expect(normalizeValue('', 'number')).toBeNull();
  });
});

describe('normalizeValue: dates', () => {
  it.each([
    ['12.03.2024', '2024-03-12'],
    ['12/03/2024', '2024-03-12'],
    ['13/03/2024', '2024-03-13'],
    ['03/13/2024', '2024-03-13'],
    ['12-03-2024', '2024-03-12'],
    ['12/03/24', '2024-03-12'],
    ['1.2.99', '1999-02-01'],
    ['3 March 2024', '2024-03-03'],
    ['3rd March, 2024', '2024-03-03'],
    ['3. März 2024', '2024-03-03'],
    ['3. Maerz 2024', '2024-03-03'],
    ['1. Okt. 2023', '2023-10-01'],
    ['Mar 3, 2024', '2024-03-03'],
    ['March 3 2024', '2024-03-03'],
    ['2024-03-12', '2024-03-12'],
    ['2024/3/5', '2024-03-05'],
    ['12-MAR-2024', '2024-03-12'],
    ['12-Mar-24', '2024-03-12'],
    ['12 décembre 2023', '2023-12-12'],
    ['5 mei 2022', '2022-05-05'],
    ['Tuesday, 12 March 2024 10:15', '2024-03-12'],
    ['Datum: 31.01.2024 14:02', '2024-01-31'],
    ['20240312', '2024-03-12'],
  ])('parses %s', (raw, expected) => {
    expect(normalizeValue(raw, 'date')).toBe(expected);
  });

  it('reads ambiguous slashed dates day first unless the document is month first; dots stay day first', () => {
    expect(normalizeValue('04/03/2024', 'date')).toBe('2024-03-04');
    expect(normalizeValue('04/03/2024', 'date', { dateOrder: 'mdy' })).toBe('2024-04-03');
    expect(normalizeValue('04.03.2024', 'date', { dateOrder: 'mdy' })).toBe('2024-03-04');
    expect(normalizeValue('25/03/2024', 'date', { dateOrder: 'mdy' })).toBe('2024-03-25');
  });

  it('rejects impossible days and non-dates', () => {
    expect(normalizeValue('31.02.2024', 'date')).toBeNull();
    expect(normalizeValue('March 2024', 'date')).toBeNull();
    expect(normalizeValue('12.50', 'date')).toBeNull();
    expect(normalizeValue('Invoice 4711', 'date')).toBeNull();
    expect(normalizeValue(20240312, 'date')).toBeNull();
  });

  it('accepts Date objects', () => {
    expect(normalizeValue(new Date(Date.UTC(2024, 2, 12)), 'date')).toBe('2024-03-12');
  });
});

describe('normalizeValue: booleans and strings', () => {
  it.each([
    ['yes', true],
    ['Ja', true],
    ['TRUE', true],
    ['x', true],
    ['✓', true],
    ['no', false],
    ['Nein', false],
    ['false', false],
  ])('parses %s', (raw, expected) => {
    expect(normalizeValue(raw, 'boolean')).toBe(expected);
  });

  it('keeps booleans, maps 1/0 and rejects other text', () => {
    expect(normalizeValue(false, 'boolean')).toBe(false);
    expect(normalizeValue(1, 'boolean')).toBe(true);
    expect(normalizeValue('maybe', 'boolean')).toBeNull();
  });

  it('trims and collapses strings, keeps numbers as text, drops empties and objects', () => {
    expect(normalizeValue('  ACME \n GmbH ', 'string')).toBe('ACME GmbH');
    expect(normalizeValue(4711, 'string')).toBe('4711');
    expect(normalizeValue('   ', 'string')).toBeNull();
    expect(normalizeValue(['a'], 'string')).toBeNull();
    expect(normalizeValue(undefined, 'string')).toBeNull();
  });

  it('always returns a value of the field type', () => {
    const samples: unknown[] = ['12,50', '2024-01-01', 'ja', 'x', 3, null, {}, [], true];
    for (const type of ['string', 'number', 'date', 'boolean'] as const) {
      for (const raw of samples) expect(isValueOfType(normalizeValue(raw, type), type)).toBe(true);
    }
  });
});
