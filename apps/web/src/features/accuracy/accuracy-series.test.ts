import type { DoctypeAccuracy } from '@docsift/core/accuracy';
import { describe, expect, it } from 'vitest';
import { accuracySeries, hasCorrections } from './accuracy-series.ts';

const bands = [0, 0.5, 0.7, 0.9].map((from, i, all) => ({
  from,
  to: all[i + 1] ?? 1,
  values: 0,
  corrected: 0,
}));

const accuracy: DoctypeAccuracy = {
  period: 'day',
  fields: [
    {
      field: 'field_a',
      values: 6,
      corrected: 2,
      bands,
      periods: [
        { start: 200, values: 2, corrected: 1 },
        { start: 100, values: 4, corrected: 1 },
      ],
    },
    {
      field: 'field_b',
      values: 2,
      corrected: 0,
      bands,
      periods: [{ start: 300, values: 2, corrected: 0 }],
    },
  ],
};

describe('accuracySeries', () => {
  it('gives one row per period, oldest first, with each field’s share where it has values', () => {
    expect(accuracySeries(accuracy)).toEqual([
      { start: 100, field_a: 0.25 },
      { start: 200, field_a: 0.5 },
      { start: 300, field_b: 0 },
    ]);
  });

  it('tells whether anything was corrected', () => {
    expect(hasCorrections(accuracy)).toBe(true);
    const none = { ...accuracy, fields: [accuracy.fields[1]!] };
    expect(hasCorrections(none)).toBe(false);
  });
});
