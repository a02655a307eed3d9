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
