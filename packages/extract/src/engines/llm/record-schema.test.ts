import type { Field } from '@docsift/core/doctype';
import { describe, expect, it } from 'vitest';
import { outputJsonSchema, readModelOutput } from './record-schema.ts';

const fields: Field[] = [
  {
    key: 'field_number',
    caption: 'Invoice number',
    description: 'Top right, after "No."',
    type: 'string',
  },
  { key: 'field_total', caption: 'Total', description: '', type: 'number' },
  { key: 'field_date', caption: 'Date', description: 'Issue date', type: 'date' },
  { key: 'field_paid', caption: 'Paid', description: '', type: 'boolean' },
];

describe('outputJsonSchema', () => {
  it('types every field, nullable and required, with caption as title and description', () => {
    const schema = outputJsonSchema(fields, 'one:single');
    expect(schema).toEqual({
      type: 'object',
      properties: {
        field_number: {
          type: ['string', 'null'],
          title: 'Invoice number',
          description: 'Top right, after "No."',
        },
        field_total: { type: ['number', 'null'], title: 'Total' },
        field_date: {
          type: ['string', 'null'],
          title: 'Date',
          description: 'Issue date',
          format: 'date',
        },
        field_paid: { type: ['boolean', 'null'], title: 'Paid' },
      },
      required: ['field_number', 'field_total', 'field_date', 'field_paid'],
      additionalProperties: false,
    });
  });

  it('wraps records in {records: [...]} for the multi modes', () => {
    for (const mode of ['multi', 'one:multi'] as const) {
      const schema = outputJsonSchema(fields, mode);
      expect(schema.required).toEqual(['records']);
      expect(schema.properties?.records).toMatchObject({
        type: 'array',
        items: { required: fields.map((f) => f.key) },
      });
    }
    expect(outputJsonSchema(fields, 'single').required).toEqual(fields.map((f) => f.key));
  });
});

describe('readModelOutput', () => {
  it('accepts scalars of any type (normalised later) and reads missing keys as null', () => {
    const reading = readModelOutput(
      { field_number: 'A-1', field_total: '1.234,50' },
      fields,
      'single',
    );
    expect(reading).toEqual({
      success: true,
      value: [{ field_number: 'A-1', field_total: '1.234,50', field_date: null, field_paid: null }],
    });
  });

  it('names what is wrong so the repair prompt can say it', () => {
    const notRecords = readModelOutput([{ field_number: 'x' }], fields, 'multi');
    expect(notRecords.success).toBe(false);
    if (!notRecords.success)
      expect(notRecords.error.message).toBe('expected an object with a "records" array');

    const nested = readModelOutput(
      { records: [{ field_total: { amount: 3 } }, 'row'] },
      fields,
      'one:multi',
    );
    expect(nested.success).toBe(false);
    if (!nested.success) {
      expect(nested.error.message).toContain('records[0].field_total must be a number or null');
      expect(nested.error.message).toContain('records[1] must be an object');
    }

    const foreign = readModelOutput({ invoice: 'A-1' }, fields, 'one:single');
    expect(foreign.success).toBe(false);
    if (!foreign.success) expect(foreign.error.message).toContain('has none of the field keys');
  });

  it('accepts an empty record list', () => {
    expect(readModelOutput({ records: [] }, fields, 'multi')).toEqual({ success: true, value: [] });
  });
});
