import { describe, expect, it } from 'vitest';
import { toNewRecord } from './extracted-record.ts';

const fields = [{ key: 'field_no' }, { key: 'field_total' }, { key: 'field_date' }];

describe('toNewRecord', () => {
  it('gives every field a value and keeps the sources and confidence of the found ones', () => {
    const record = toNewRecord(
      {
        values: { field_no: 'A-1', field_total: 12.5, field_gone: 'x' },
        sources: { field_no: { page: 1, bbox: [10, 20, 60, 32] } },
        confidence: { field_no: 0.9, field_total: 0.4 },
      },
      fields,
    );
    expect(record).toEqual({
      data: { field_no: 'A-1', field_total: 12.5, field_date: null },
      sources: { field_no: { page: 1, bbox: [10, 20, 60, 32] } },
      confidence: { field_no: 0.9, field_total: 0.4 },
    });
  });

  it('drops a source or confidence outside what the records API promises, keeping the value', () => {
    const record = toNewRecord(
      {
        values: { field_no: 'A-1', field_total: 3 },
        sources: {
          field_no: { page: 0, bbox: [10, 20, 60, 32] },
          field_total: { page: 2, bbox: [1, 2, 3, 4] },
          field_gone: { page: 1, bbox: [1, 2, 3, 4] },
        },
        confidence: { field_no: 1.2, field_total: Number.NaN, field_date: 0 },
      },
      fields,
    );
    expect(record).toEqual({
      data: { field_no: 'A-1', field_total: 3, field_date: null },
      sources: { field_total: { page: 2, bbox: [1, 2, 3, 4] } },
      confidence: { field_date: 0 },
    });
  });

  it('keeps the pages the extractor could not read', () => {
    const record = toNewRecord(
      { values: {}, sources: {}, confidence: {}, unreadPages: [3] },
      fields,
    );
    expect(record).toEqual({
      data: { field_no: null, field_total: null, field_date: null },
      sources: {},
      confidence: {},
      unreadPages: [3],
    });
  });
});
