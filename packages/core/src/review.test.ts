import { describe, expect, it } from 'vitest';
import { reviewStateOf, valueIssues } from './review.ts';

const rules = {
  fields: [
    { key: 'field_no', type: 'string' as const, required: true },
    { key: 'field_total', type: 'number' as const },
  ],
  reviewThreshold: 0.7,
};

describe('valueIssues', () => {
  it('names values below the threshold and empty required fields, in field order', () => {
    const record = {
      data: { field_no: ' ', field_total: 12 },
      confidence: { field_total: 0.5 },
      edits: {},
    };
    expect(valueIssues(rules, record)).toEqual({
      field_no: [{ kind: 'required' }],
      field_total: [{ kind: 'low-confidence', confidence: 0.5 }],
    });
    expect(reviewStateOf(rules, record, false)).toBe('needs_review');
  });

  it('takes an edited value as checked, and the threshold itself as sure enough', () => {
    const record = {
      data: { field_no: 'A-1', field_total: 12 },
      confidence: { field_no: 0.7, field_total: 0.2 },
      edits: { field_total: { extracted: 11, at: 1 } },
    };
    expect(valueIssues(rules, record)).toEqual({});
    expect(reviewStateOf(rules, record, false)).toBe('auto');
  });

  it('flags the empty values of a record with an unread page until a person sets them', () => {
    const record = {
      data: { field_no: 'A-1', field_total: null },
      confidence: { field_no: 0.9, field_total: 0 },
      edits: {},
      unreadPages: [3],
    };
    expect(valueIssues(rules, record)).toEqual({
      field_total: [{ kind: 'unread', pages: [3] }],
    });
    expect(reviewStateOf(rules, record, false)).toBe('needs_review');
    const filled = {
      ...record,
      data: { field_no: 'A-1', field_total: 12 },
      edits: { field_total: { extracted: null, at: 1 } },
    };
    expect(reviewStateOf(rules, filled, false)).toBe('auto');
  });

  it('keeps an approved record reviewed', () => {
    const record = { data: {}, confidence: {}, edits: {} };
    expect(reviewStateOf(rules, record, true)).toBe('reviewed');
  });
});

describe('valueIssues with validation rules', () => {
  const ruled = {
    fields: [
      { key: 'field_no', caption: 'No', type: 'string' as const, rules: { pattern: '^INV-\\d+$' } },
      { key: 'field_net', caption: 'Net', type: 'number' as const, rules: { min: 0 } },
      { key: 'field_vat', caption: 'VAT', type: 'number' as const },
      { key: 'field_gross', caption: 'Gross', type: 'number' as const },
      { key: 'field_date', caption: 'Date', type: 'date' as const, rules: { max: '2030-12-31' } },
      { key: 'field_cur', caption: 'Currency', type: 'string' as const, rules: { oneOf: ['EUR'] } },
    ],
    reviewThreshold: 0.7,
    checks: [{ expression: 'Net + VAT = Gross within 0.01' }],
  };
  const good = {
    field_no: 'INV-7',
    field_net: 100,
    field_vat: 19,
    field_gross: 119,
    field_date: '2026-01-31',
    field_cur: 'EUR',
  };

  it('passes values that keep the rules, whoever set them', () => {
    const record = { data: good, confidence: {}, edits: { field_no: { extracted: 'x', at: 1 } } };
    expect(valueIssues(ruled, record)).toEqual({});
    expect(reviewStateOf(ruled, record, false)).toBe('auto');
  });

  it('marks each failing value, and every value a failing check reads, with why', () => {
    const data = {
      field_no: 'RE 7',
      field_net: -1,
      field_vat: 19,
      field_gross: 120,
      field_date: '2031-01-01',
      field_cur: 'USD',
    };
    const check = {
      kind: 'rule',
      rule: 'check',
      check: 'Net + VAT = Gross within 0.01',
      comparison: '=',
      left: 'Net + VAT',
      leftValue: '18',
      right: 'Gross',
      rightValue: '120',
    };
    const record = { data, confidence: {}, edits: { field_no: { extracted: 'x', at: 1 } } };
    expect(valueIssues(ruled, record)).toEqual({
      field_no: [{ kind: 'rule', rule: 'pattern', pattern: '^INV-\\d+$' }],
      field_net: [{ kind: 'rule', rule: 'min', min: 0 }, check],
      field_vat: [check],
      field_gross: [check],
      field_date: [{ kind: 'rule', rule: 'max', max: '2030-12-31' }],
      field_cur: [{ kind: 'rule', rule: 'one-of', oneOf: ['EUR'] }],
    });
    expect(reviewStateOf(ruled, record, false)).toBe('needs_review');
  });

  it('shows the sides to the decimals of the tolerance, and skips a check missing a value', () => {
    const record = { data: { ...good, field_net: 100.5 }, confidence: {}, edits: {} };
    expect(valueIssues(ruled, record).field_gross).toEqual([
      expect.objectContaining({ leftValue: '119.50', rightValue: '119.00' }),
    ]);
    const empty = { data: { ...good, field_vat: null, field_gross: 1 }, confidence: {}, edits: {} };
    expect(valueIssues(ruled, empty)).toEqual({});
  });

  it('fails a value longer than a pattern is ever run on, without running it', () => {
    const record = {
      data: { ...good, field_no: `INV-${'1'.repeat(600)}` },
      confidence: {},
      edits: {},
    };
    expect(valueIssues(ruled, record).field_no).toEqual([
      { kind: 'rule', rule: 'too-long', max: 500 },
    ]);
  });
});
