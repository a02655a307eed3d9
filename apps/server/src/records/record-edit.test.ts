import type { Field } from '@docsift/core/doctype';
import { describe, expect, it } from 'vitest';
import { applyEdit } from './record-edit.ts';

const fields: Field[] = [
  { key: 'field_no', caption: 'No.', description: '', type: 'string' },
  { key: 'field_total', caption: 'Total', description: '', type: 'number' },
  { key: 'field_date', caption: 'Date', description: '', type: 'date' },
  { key: 'field_paid', caption: 'Paid', description: '', type: 'boolean' },
];
const extracted = {
  data: { field_no: 'A-1', field_total: 10, field_date: null, field_paid: false },
  edits: {},
};

function invalid(key: string, message: string) {
  return expect.objectContaining({ code: 'invalid-argument', field: `data.${key}`, message });
}

describe('applyEdit', () => {
  it('sets typed values and keeps what was extracted beside each edit', () => {
    const edited = applyEdit(
      extracted,
      fields,
      { field_total: 12.5, field_date: '2026-11-24', field_paid: true },
      100,
    );
    expect(edited).toEqual({
      data: { field_no: 'A-1', field_total: 12.5, field_date: '2026-11-24', field_paid: true },
      edits: {
        field_total: { extracted: 10, at: 100 },
        field_date: { extracted: null, at: 100 },
        field_paid: { extracted: false, at: 100 },
      },
    });
    expect(extracted.data.field_total).toBe(10);
  });

  it('keeps the first extracted value over several edits, also when it was null', () => {
    const once = applyEdit(extracted, fields, { field_total: 11, field_date: '2026-01-01' }, 100);
    const twice = applyEdit(once, fields, { field_total: 12, field_date: '2026-01-02' }, 200);
    expect(twice.edits).toEqual({
      field_total: { extracted: 10, at: 200 },
      field_date: { extracted: null, at: 200 },
    });
  });

  it('drops the edit when a value is set back to the extracted one', () => {
    const once = applyEdit(extracted, fields, { field_total: 11, field_date: '2026-01-01' }, 100);
    const back = applyEdit(once, fields, { field_total: 10, field_date: null }, 200);
    expect(back).toEqual(extracted);
  });

  it('refuses a value of the wrong type, naming the cell', () => {
    const cases = [
      ['field_total', '12', 'value_not_number'],
      ['field_date', '2026-02-30', 'value_not_date'],
      ['field_paid', 'yes', 'value_not_boolean'],
      ['field_no', 7, 'value_not_string'],
    ] as const;
    for (const [key, value, message] of cases)
      expect(() => applyEdit(extracted, fields, { [key]: value }, 1)).toThrow(
        invalid(key, message),
      );
  });

  it('refuses a key the doctype has no field for', () => {
    expect(() => applyEdit(extracted, fields, { field_gone: 'x' }, 1)).toThrow(
      invalid('field_gone', 'field_unknown'),
    );
  });
});
