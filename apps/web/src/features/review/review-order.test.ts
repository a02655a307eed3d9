import type { Field } from '@docsift/core/doctype';
import { describe, expect, it } from 'vitest';
import { doubtfulFirst, nextDoubtful, nextInQueue } from './review-order.ts';

const field = (key: string): Field => ({ key, caption: key, type: 'string' }) as Field;
const fields = ['field_a', 'field_b', 'field_c', 'field_d'].map(field);
const issues = {
  field_b: [{ kind: 'low-confidence' as const, confidence: 0.4 }],
  field_d: [{ kind: 'required' as const }],
};

describe('doubtfulFirst', () => {
  it('puts the doubtful fields first, each group in field order', () => {
    expect(doubtfulFirst(fields, issues).map((row) => row.field.key)).toEqual([
      'field_b',
      'field_d',
      'field_a',
      'field_c',
    ]);
  });
});

describe('nextDoubtful', () => {
  const rows = doubtfulFirst(fields, issues);
  it('walks the doubtful fields and then leaves Tab to the page', () => {
    expect(nextDoubtful(rows, null, new Set())).toBe('field_b');
    expect(nextDoubtful(rows, 'field_b', new Set())).toBe('field_d');
    expect(nextDoubtful(rows, 'field_d', new Set())).toBeNull();
    expect(nextDoubtful(rows, 'field_a', new Set())).toBeNull();
  });
  it('skips the values already accepted', () => {
    expect(nextDoubtful(rows, null, new Set(['field_b']))).toBe('field_d');
    expect(nextDoubtful(rows, null, new Set(['field_b', 'field_d']))).toBeNull();
  });
});

describe('nextInQueue', () => {
  it('takes the record after the approved one, else the one before', () => {
    expect(nextInQueue(['r1', 'r2', 'r3'], 'r2')).toBe('r3');
    expect(nextInQueue(['r1', 'r2', 'r3'], 'r3')).toBe('r1');
    expect(nextInQueue(['r1'], 'r1')).toBeNull();
    expect(nextInQueue([], 'r1')).toBeNull();
  });
  it('takes the first of the queue when the approved record was not in it', () => {
    expect(nextInQueue(['r1', 'r2'], 'r9')).toBe('r1');
  });
});
