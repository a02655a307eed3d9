import { describe, expect, it } from 'vitest';
import { AppError } from '@docsift/core/errors';
import type { Field } from '@docsift/core/doctype';
import type { OcrDocument } from '@docsift/core/ocr';
import { makeDocxWithTable } from '../../../test/fixtures/docx.ts';
import type { ExtractionDoctype, ExtractResult } from '../../extractor.ts';
import { loadDocument } from '../../load/load-document.ts';
import { createOfflineExtractor } from './offline-extractor.ts';
import { testDocument } from './test-pages.ts';

function doctype(
  mode: ExtractionDoctype['mode'],
  fields: [string, Field['type'], string?][],
): ExtractionDoctype {
  return {
    title: 'Test',
    mode,
    prompt: '',
    fields: fields.map(([caption, type, description = ''], index) => ({
      key: `field_${index + 1}`,
      caption,
      description,
      type,
    })),
  };
}

async function extract(ocr: OcrDocument, type: ExtractionDoctype): Promise<ExtractResult> {
  return createOfflineExtractor().extract({ ocr, doctype: type });
}

const invoiceFields: [string, Field['type'], string?][] = [
  ['Invoice number', 'string'],
  ['Invoice date', 'date'],
  ['Net amount', 'number'],
  ['VAT amount', 'number'],
  ['Total amount', 'number', 'Grand total including VAT'],
  ['Currency', 'string', 'ISO 4217 code'],
  ['IBAN', 'string'],
];

describe('offline extractor: one:single header fields', () => {
  it('reads English labels with values to the right and below, and tells net, VAT and gross apart', async () => {
    const ocr = testDocument([
      'ACME Widgets Ltd',
      '12 High Street, London',
      '',
      'Invoice No:    INV-2024-0042',
      'Date',
      '03/14/2024',
      '',
      'Widget    2    $10.00    $20.00',
      '',
      'Subtotal    $1,020.00',
      'VAT 20%    $204.00',
      'Total    $1,224.00',
      '',
      'IBAN: GB82 WEST 1234 5698 7654 32',
    ]);
    const { records } = await extract(ocr, doctype('one:single', invoiceFields));
    expect(records).toHaveLength(1);
    expect(records[0]?.values).toEqual({
      field_1: 'INV-2024-0042',
      field_2: '2024-03-14',
      field_3: 1020,
      field_4: 204,
      field_5: 1224,
      field_6: 'USD',
      field_7: 'GB82WEST12345698765432',
    });
  });

  it('reads German labels (Rechnungs-Nr., Datum, Summe netto, MwSt, Gesamtbetrag) with comma decimals', async () => {
    const ocr = testDocument([
      'Muster Handel GmbH',
      'Rechnungs-Nr.:    RE-881',
      'Rechnungsdatum:    3. März 2024',
      '',
      'Summe netto    1.000,00 €',
      'MwSt. 19 %    190,00 €',
      'Gesamtbetrag    1.190,00 €',
    ]);
    const { records } = await extract(ocr, doctype('one:single', invoiceFields.slice(0, 6)));
    expect(records[0]?.values).toEqual({
      field_1: 'RE-881',
      field_2: '2024-03-03',
      field_3: 1000,
      field_4: 190,
      field_5: 1190,
      field_6: 'EUR',
    });
  });

  it('fills sources with the value box and a confidence for found values only', async () => {
    const ocr = testDocument(['Invoice number:    4711']);
    const { records } = await extract(
      ocr,
      doctype('one:single', [
        ['Invoice number', 'string'],
        ['Due date', 'date'],
      ]),
    );
    const record = records[0];
    expect(record?.values).toEqual({ field_1: '4711', field_2: null });
    expect(record?.sources.field_1?.page).toBe(1);
    expect(record?.sources.field_1?.bbox[0]).toBe(19 * 6);
    expect(record?.confidence.field_1).toBeGreaterThan(0.5);
    expect(record?.sources.field_2).toBeUndefined();
  });

  it('finds an unlabelled company name (legal form at the top) and the address block under it', async () => {
    const ocr = testDocument([
      'RECEIPT',
      'GOLDEN BAKERY SDN BHD',
      '(123456-X)',
      'NO 5, JALAN MAWAR,',
      '43000 KAJANG, SELANGOR.',
      'TEL: 03-8736 1234',
      '',
      'TOTAL    RM 12.50',
    ]);
    const fields: [string, Field['type'], string?][] = [
      ['company', 'string', 'Name of the company/store that issued the receipt'],
      ['address', 'string', 'Address of the company as printed'],
      ['total', 'number'],
    ];
    const { records } = await extract(ocr, doctype('single', fields));
    expect(records[0]?.values).toEqual({
      field_1: 'GOLDEN BAKERY SDN BHD',
      field_2: 'NO 5, JALAN MAWAR, 43000 KAJANG, SELANGOR.',
      field_3: 12.5,
    });
  });
});

describe('offline extractor: single mode', () => {
  it('yields one record per page, empty pages included', async () => {
    const ocr = testDocument(['Total:    5.00'], [], ['Total:    7.25']);
    const { records } = await extract(ocr, doctype('single', [['Total', 'number']]));
    expect(records.map((record) => record.values.field_1)).toEqual([5, null, 7.25]);
    expect(records[2]?.sources.field_1?.page).toBe(3);
  });
});

const lineFields: [string, Field['type'], string?][] = [
  ['Description', 'string'],
  ['Quantity', 'number'],
  ['Unit price', 'number'],
  ['Amount', 'number'],
];

describe('offline extractor: tables', () => {
  it('multi: reads rows under a matched header, joins wrapped descriptions and skips summary rows, per page', async () => {
    const ocr = testDocument(
      [
        'Description              Qty     Unit price     Amount',
        'Blue widget              2       10.00          20.00',
        'Red widget with a        1       5.50           5.50',
        'long name',
        'Subtotal                                        25.50',
        'Green widget             3       1.00           3.00',
        '',
        '',
        '',
        'Thank you for your order',
      ],
      [
        'Description              Qty     Unit price     Amount',
        'Yellow widget            4       2.00           8.00',
      ],
    );
    const { records } = await extract(ocr, doctype('multi', lineFields));
    expect(records.map((record) => record.values)).toEqual([
      { field_1: 'Blue widget', field_2: 2, field_3: 10, field_4: 20 },
      { field_1: 'Red widget with a long name', field_2: 1, field_3: 5.5, field_4: 5.5 },
      { field_1: 'Green widget', field_2: 3, field_3: 1, field_4: 3 },
      { field_1: 'Yellow widget', field_2: 4, field_3: 2, field_4: 8 },
    ]);
    expect(records[3]?.sources.field_4?.page).toBe(2);
  });

  it('one:multi: continues a table across a page break without a repeated header', async () => {
    const ocr = testDocument(
      [
        'Invoice 17',
        '',
        'Bezeichnung          Menge     Einzelpreis     Gesamtpreis',
        'Schrauben            100       0,10            10,00',
        'Muttern              50        0,20            10,00',
      ],
      [
        'Seite 2',
        '',
        'Dübel                20        0,50            10,00',
        '',
        '',
        '',
        'Gesamtbetrag                                    30,00',
      ],
    );
    const { records } = await extract(ocr, doctype('one:multi', lineFields));
    expect(records.map((record) => record.values.field_1)).toEqual([
      'Schrauben',
      'Muttern',
      'Dübel',
    ]);
    expect(records.map((record) => record.values.field_4)).toEqual([10, 10, 10]);
  });

  it('reads DOCX cell tables, matching header cells and giving unnamed columns to unmatched fields', async () => {
    const ocr: OcrDocument = {
      pages: [
        {
          number: 1,
          width: 0,
          height: 0,
          text: '',
          source: 'docx',
          words: [],
          tables: [
            [
              ['Name', 'Age'],
              ['x', '1'],
            ],
            [
              ['', 'Food', 'Calories'],
              ['Leaves', 'Ash, Elm', '50'],
              ['Total', '', '50'],
            ],
          ],
        },
      ],
    };
    const { records } = await extract(
      ocr,
      doctype('multi', [
        ['Category', 'string', 'Row label'],
        ['Food', 'string'],
        ['Calories', 'number'],
      ]),
    );
    expect(records.map((record) => record.values)).toEqual([
      { field_1: 'Leaves', field_2: 'Ash, Elm', field_3: 50 },
    ]);
  });

  it('reads the line items of a DOCX whose layout table holds the item table in a cell', async () => {
    const items = [
      ['Description', 'Qty', 'Unit price', 'Amount'],
      ['Blue widget', '2', '10.00', '20.00'],
      ['Red widget', '1', '5.50', '5.50'],
    ];
    const ocr = await loadDocument(
      makeDocxWithTable([
        ['Order 5521', 'Date: 2024-03-01'],
        [items, 'Thank you for your order'],
      ]),
    );
    const { records } = await extract(ocr, doctype('multi', lineFields));
    expect(records.map((record) => record.values)).toEqual([
      { field_1: 'Blue widget', field_2: 2, field_3: 10, field_4: 20 },
      { field_1: 'Red widget', field_2: 1, field_3: 5.5, field_4: 5.5 },
    ]);
  });

  it('reads the items of a nested DOCX table whose headings stand under a title row', async () => {
    const items = [
      ['Your order', '', '', ''],
      ['Description', 'Qty', 'Unit price', 'Amount'],
      ['Blue widget', '2', '10.00', '20.00'],
    ];
    const ocr = await loadDocument(makeDocxWithTable([['Order 5521', items]]));
    const { records } = await extract(ocr, doctype('multi', lineFields));
    expect(records.map((record) => record.values)).toEqual([
      { field_1: 'Blue widget', field_2: 2, field_3: 10, field_4: 20 },
    ]);
  });

  it('reads header fields from a DOCX form whose cell holds a small table of headings over values', async () => {
    const ocr = await loadDocument(
      makeDocxWithTable([
        ['Supplier', 'Acme Supplies GmbH'],
        [
          'Invoice',
          [
            ['Invoice number', 'Invoice date'],
            ['INV-7731', '14.03.2024'],
          ],
        ],
      ]),
    );
    const { records } = await extract(
      ocr,
      doctype('one:single', [
        ['Invoice number', 'string'],
        ['Invoice date', 'date'],
      ]),
    );
    expect(records.map((record) => record.values)).toEqual([
      { field_1: 'INV-7731', field_2: '2024-03-14' },
    ]);
  });

  it('enforces the 10,000-record limit', async () => {
    const rows = Array.from({ length: 10_001 }, (_, index) => [`Item ${index}`, '1']);
    const ocr: OcrDocument = {
      pages: [
        {
          number: 1,
          width: 0,
          height: 0,
          text: '',
          source: 'docx',
          words: [],
          tables: [[['Item', 'Quantity'], ...rows]],
        },
      ],
    };
    await expect(
      extract(
        ocr,
        doctype('multi', [
          ['Item', 'string'],
          ['Quantity', 'number'],
        ]),
      ),
    ).rejects.toSatisfy(
      (error) => error instanceof AppError && error.code === 'parse/record-limit',
    );
  });

  it('rejects a doctype without fields', async () => {
    await expect(extract(testDocument(['x']), doctype('one:single', []))).rejects.toSatisfy(
      (error) => error instanceof AppError && error.code === 'doctype/no-fields',
    );
  });
});
