import { describe, expect, it } from 'vitest';
import type { ParsedCheck } from './check-expression.ts';
import {
  evaluateCheck,
  MAX_CHECK_DEPTH,
  MAX_CHECK_LENGTH,
  parseCheck,
} from './check-expression.ts';

const fields = [
  { key: 'field_net', caption: 'Net amount', type: 'number' },
  { key: 'field_vat', caption: 'VAT', type: 'number' },
  { key: 'field_gross', caption: 'Gross', type: 'number' },
  { key: 'field_no', caption: 'Invoice number', type: 'string' },
  { key: 'field_a', caption: 'Total (EUR)', type: 'number' },
];

function parsed(source: string): ParsedCheck {
  const result = parseCheck(source, fields);
  if (!result.ok) throw new Error(`${source}: ${JSON.stringify(result.error)}`);
  return result.check;
}

const values = { field_net: 100, field_vat: 19, field_gross: 119.005, field_a: 2 };

describe('parseCheck', () => {
  it('reads captions of several words ignoring case, keys, quoted captions and a tolerance', () => {
    const check = parsed('net  AMOUNT + vat = "Total (EUR)" * 59.5025 within 0.01');
    expect(check).toMatchObject({
      leftText: 'net  AMOUNT + vat',
      rightText: '"Total (EUR)" * 59.5025',
      comparison: '=',
      tolerance: 0.01,
      toleranceDecimals: 2,
      keys: ['field_net', 'field_vat', 'field_a'],
    });
    expect(parsed('field_net + field_vat = field_gross').keys).toEqual([
      'field_net',
      'field_vat',
      'field_gross',
    ]);
  });

  it.each([
    ['Net amount + VAT', 'expected-comparison', 16, undefined],
    ['Net amount + = Gross', 'expected-value', 13, '='],
    ['Net amount + VATT = Gross', 'unknown-field', 13, 'VATT'],
    ['Invoice number = 1', 'not-a-number-field', 0, 'Invoice number'],
    ['(VAT + 1 = Gross', 'unclosed', 0, undefined],
    ['VAT = "Gross', 'unclosed', 6, undefined],
    ['VAT = Gross ) ', 'unexpected', 12, ')'],
    ['VAT # Gross', 'unexpected', 4, '#'],
    ['VAT < Gross within 1', 'tolerance-needs-equals', 12, undefined],
    ['VAT = Gross within', 'expected-value', 18, undefined],
    ['VAT = Gross within x', 'expected-value', 19, 'x'],
    ['', 'expected-value', 0, undefined],
  ])('refuses %j: %s at %i', (source, reason, at, text) => {
    expect(parseCheck(source, fields)).toEqual({
      ok: false,
      error: text === undefined ? { reason, at } : { reason, at, text },
    });
  });

  it('refuses a caption two fields share, unless named by key', () => {
    const twins = [...fields, { key: 'field_vat2', caption: 'vat', type: 'number' }];
    expect(parseCheck('VAT = 1', twins)).toEqual({
      ok: false,
      error: { reason: 'ambiguous-field', at: 0, text: 'VAT' },
    });
    expect(parseCheck('field_vat2 = 1', twins).ok).toBe(true);
  });

  it('bounds nesting and length, so hostile checks end in an error, not a stack overflow', () => {
    const deep = (n: number) => `${'('.repeat(n)}1${')'.repeat(n)} = 1`;
    expect(parseCheck(deep(MAX_CHECK_DEPTH - 1), fields).ok).toBe(true);
    expect(parseCheck(deep(MAX_CHECK_DEPTH), fields)).toEqual({
      ok: false,
      error: { reason: 'too-deep', at: MAX_CHECK_DEPTH },
    });
    expect(parseCheck('-'.repeat(MAX_CHECK_LENGTH - 4) + '1 = 1', fields)).toMatchObject({
      ok: false,
      error: { reason: 'too-long' },
    });
    expect(parseCheck(`${'-'.repeat(100)}1 = 1`, fields)).toMatchObject({
      ok: false,
      error: { reason: 'too-deep' },
    });
    expect(parseCheck(`${'VAT + '.repeat(45)}1 = Gross`, fields).ok).toBe(true);
  });
});

describe('evaluateCheck', () => {
  it('compares within the tolerance, and without one up to float noise', () => {
    expect(evaluateCheck(parsed('Net amount + VAT = Gross within 0.01'), values)).toEqual({
      holds: true,
      left: 119,
      right: 119.005,
    });
    expect(evaluateCheck(parsed('Net amount + VAT = Gross'), values)?.holds).toBe(false);
    expect(evaluateCheck(parsed('0.1 + 0.2 = 0.3'), {})?.holds).toBe(true);
  });

  it('follows precedence, parentheses and signs', () => {
    expect(evaluateCheck(parsed('2 + 3 * 4 = 14'), {})?.holds).toBe(true);
    expect(evaluateCheck(parsed('(2 + 3) * 4 = 20'), {})?.holds).toBe(true);
    expect(evaluateCheck(parsed('10 - 4 - 3 = 3'), {})?.holds).toBe(true);
    expect(evaluateCheck(parsed('12 / 3 / 2 = 2'), {})?.holds).toBe(true);
    expect(evaluateCheck(parsed('--2 = 2'), {})?.holds).toBe(true);
    expect(evaluateCheck(parsed('VAT / Net amount < 0.2'), values)?.holds).toBe(true);
    expect(evaluateCheck(parsed('VAT >= Gross'), values)?.holds).toBe(false);
    expect(evaluateCheck(parsed('VAT != 19'), values)?.holds).toBe(false);
  });

  it('has nothing to compare when a value is empty or a side divides by zero', () => {
    expect(evaluateCheck(parsed('Net amount + VAT = Gross'), { ...values, field_vat: null })).toBe(
      null,
    );
    expect(evaluateCheck(parsed('VAT / 0 = 1'), values)).toBe(null);
  });
});
