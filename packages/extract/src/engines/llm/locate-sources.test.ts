import type { Field } from '@docsift/core/doctype';
import { describe, expect, it } from 'vitest';
import { buildOcrDocument } from '../../../test/build-ocr-document.ts';
import { locateSources } from './locate-sources.ts';

const fields: Field[] = [
  { key: 'field_vendor', caption: 'Vendor', description: '', type: 'string' },
  { key: 'field_total', caption: 'Total', description: '', type: 'number' },
  { key: 'field_date', caption: 'Date', description: '', type: 'date' },
  { key: 'field_paid', caption: 'Paid', description: '', type: 'boolean' },
];

const invoice = buildOcrDocument([
  ['Rechnung Nr. 4711', 'ACME GmbH & Co. KG', 'Datum: 3. März 2024'],
  ['Positionen', 'Summe EUR 1.234,50'],
]);

describe('locateSources', () => {
  it('finds text, amounts and dates however the document writes them', () => {
    const [record] = locateSources(invoice, fields, [
      {
        pages: [1, 2],
        values: {
          field_vendor: 'Acme GmbH & Co KG',
          field_total: 1234.5,
          field_date: '2024-03-03',
          field_paid: true,
        },
      },
    ]);
    expect(record?.sources.field_vendor).toEqual({ page: 1, bbox: [10, 30, 118, 46] });
    expect(record?.sources.field_total?.page).toBe(2);
    // "1.234,50" starts after "Summe EUR " on the second line of page 2.
    expect(record?.sources.field_total?.bbox).toEqual([70, 30, 118, 46]);
    expect(record?.sources.field_date).toEqual({ page: 1, bbox: [52, 50, 124, 66] });
    expect(record?.confidence).toEqual({
      field_vendor: 0.9,
      field_total: 0.9,
      field_date: 0.9,
      field_paid: 0.5,
    });
    expect(record?.sources.field_paid).toBeUndefined();
  });

  it('marks values missing from the document as doubtful and nulls as zero', () => {
    const [record] = locateSources(invoice, fields, [
      {
        pages: [1],
        values: { field_vendor: 'Globex', field_total: 99, field_date: null, field_paid: null },
      },
    ]);
    expect(record?.sources).toEqual({});
    expect(record?.confidence).toEqual({
      field_vendor: 0.3,
      field_total: 0.3,
      field_date: 0,
      field_paid: 0,
    });
  });

  it('searches only the pages of the window the record came from', () => {
    const [record] = locateSources(invoice, fields, [
      {
        pages: [1],
        values: { field_vendor: null, field_total: 1234.5, field_date: null, field_paid: null },
      },
    ]);
    expect(record?.sources.field_total).toBeUndefined();
  });

  it('matches words the OCR split or hyphenated with lower confidence', () => {
    const doc = buildOcrDocument([['Kunden- nummer: 12 34 56']]);
    const [record] = locateSources(
      doc,
      [{ key: 'field_c', caption: 'C', description: '', type: 'string' }],
      [{ pages: [1], values: { field_c: 'Kundennummer' } }],
    );
    expect(record?.confidence.field_c).toBe(0.7);
    expect(record?.sources.field_c?.bbox).toEqual([10, 10, 100, 26]);
  });

  it('scales confidence by how sure the OCR was of the matched words', () => {
    const doc = buildOcrDocument([['Total 12.50']]);
    doc.pages[0]!.words[1]!.conf = 0.5;
    const [record] = locateSources(
      doc,
      [{ key: 'field_t', caption: 'T', description: '', type: 'number' }],
      [{ pages: [1], values: { field_t: 12.5 } }],
    );
    expect(record?.confidence.field_t).toBeCloseTo(0.45);
  });

  it('places repeated values row by row in reading order', () => {
    const doc = buildOcrDocument([['Widget 1 5.00', 'Gadget 1 7.00', 'Widget 2 5.00']]);
    const rowFields: Field[] = [
      { key: 'field_item', caption: 'Item', description: '', type: 'string' },
      { key: 'field_qty', caption: 'Qty', description: '', type: 'number' },
      { key: 'field_price', caption: 'Price', description: '', type: 'number' },
    ];
    const rows = locateSources(doc, rowFields, [
      { pages: [1], values: { field_item: 'Widget', field_qty: 1, field_price: 5 } },
      { pages: [1], values: { field_item: 'Gadget', field_qty: 1, field_price: 7 } },
      { pages: [1], values: { field_item: 'Widget', field_qty: 2, field_price: 5 } },
    ]);
    expect(rows.map((row) => row.sources.field_item?.bbox[1])).toEqual([10, 30, 50]);
    expect(rows.map((row) => row.sources.field_qty?.bbox[1])).toEqual([10, 30, 50]);
    expect(rows.map((row) => row.sources.field_price?.bbox[1])).toEqual([10, 30, 50]);
  });
});
