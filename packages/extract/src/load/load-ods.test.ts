import { describe, expect, it } from 'vitest';
import { AppError } from '@docsift/core/errors';
import { makeOds, odsTable } from '../../test/fixtures/ods.ts';
import { createOfflineExtractor } from '../engines/offline/offline-extractor.ts';
import { loadDocument } from './load-document.ts';
import type { LoadOptions } from './load-options.ts';
import { sniffFileKind } from './sniff.ts';

async function codeOf(input: Uint8Array, options?: LoadOptions): Promise<string | undefined> {
  try {
    await loadDocument(input, options);
  } catch (error) {
    return error instanceof AppError ? error.code : `not an AppError: ${String(error)}`;
  }
  return undefined;
}

describe('loadDocument on ODS', () => {
  it('is sniffed from its mimetype entry', () => {
    expect(sniffFileKind(makeOds(''))).toBe('ods');
  });

  it('reads values by type, formulas by their cached value, repeats, spaces and a page per sheet', async () => {
    const ods = makeOds(
      `<table:table table:name="Orders"><table:table-column table:number-columns-repeated="5"/>
<table:table-row><table:table-cell office:value-type="string"><text:p>Customer</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Amount</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Date</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Paid</text:p></table:table-cell><table:table-cell table:number-columns-repeated="16379"/></table:table-row>
<table:table-row><table:table-cell office:value-type="string"><text:p>Acme<text:s text:c="2"/>&amp; <text:span>Co</text:span></text:p><office:annotation><text:p>a note</text:p></office:annotation></table:table-cell><table:table-cell table:formula="of:=[.B9]*2" office:value-type="currency" office:value="1234.5"><text:p>1.234,50 €</text:p></table:table-cell><table:table-cell office:value-type="date" office:date-value="2024-03-01"><text:p>01.03.24</text:p></table:table-cell><table:table-cell office:value-type="boolean" office:boolean-value="true"><text:p>WAHR</text:p></table:table-cell></table:table-row>
<table:table-row table:number-rows-repeated="2"><table:table-cell office:value-type="string"><text:p>Same</text:p></table:table-cell><table:covered-table-cell/><table:table-cell office:value-type="date" office:date-value="2024-03-02T14:30:00"/></table:table-row>
<table:table-row table:number-rows-repeated="1048570"><table:table-cell table:number-columns-repeated="16384"/></table:table-row>
</table:table>
<table:table table:name="Empty"><table:table-row><table:table-cell/></table:table-row></table:table>
${odsTable('Second', [
  ['Item', 'Qty'],
  ['Bolt', 3],
])}`,
    );
    const { pages } = await loadDocument(ods);
    expect(pages.map((page) => [page.number, page.source, page.tables])).toEqual([
      [
        1,
        'sheet',
        [
          [
            ['Customer', 'Amount', 'Date', 'Paid'],
            ['Acme  & Co', '1234.5', '2024-03-01', 'TRUE'],
            ['Same', '', '2024-03-02 14:30'],
            ['Same', '', '2024-03-02 14:30'],
          ],
        ],
      ],
      [
        2,
        'sheet',
        [
          [
            ['Item', 'Qty'],
            ['Bolt', '3'],
          ],
        ],
      ],
    ]);
  });

  it('gives one record per row in multi mode', async () => {
    const ods = makeOds(
      odsTable('Items', [
        ['Description', 'Qty'],
        ['Blue widget', 2],
        ['Red widget', 1],
      ]),
    );
    const { records } = await createOfflineExtractor().extract({
      ocr: await loadDocument(ods),
      doctype: {
        title: 'Items',
        mode: 'multi',
        prompt: '',
        fields: [
          { key: 'description', caption: 'Description', description: '', type: 'string' },
          { key: 'quantity', caption: 'Quantity', description: '', type: 'number' },
        ],
      },
    });
    expect(records.map((record) => record.values)).toEqual([
      { description: 'Blue widget', quantity: 2 },
      { description: 'Red widget', quantity: 1 },
    ]);
  });

  it('counts repeated filled cells and rows against the cell limit before repeating them', async () => {
    const wide = makeOds(
      `<table:table table:name="W"><table:table-row><table:table-cell table:number-columns-repeated="1000000" office:value-type="float" office:value="1"/></table:table-row></table:table>`,
    );
    expect(await codeOf(wide, { limits: { maxCells: 10_000 } })).toBe('file/too-many-cells');
    const tall = makeOds(
      `<table:table table:name="T"><table:table-row table:number-rows-repeated="2000000"><table:table-cell office:value-type="string"><text:p>x</text:p></table:table-cell></table:table-row></table:table>`,
    );
    expect(await codeOf(tall)).toBe('file/too-many-cells');
  });

  it('counts repeated rows under the heading against the row limit', async () => {
    const table = (repeat: number) =>
      makeOds(
        `<table:table table:name="T"><table:table-row><table:table-cell office:value-type="string"><text:p>Item</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Qty</text:p></table:table-cell></table:table-row>` +
          `<table:table-row table:number-rows-repeated="${repeat}"><table:table-cell office:value-type="string"><text:p>x</text:p></table:table-cell><table:table-cell office:value-type="float" office:value="1"/></table:table-row></table:table>`,
      );
    expect(await codeOf(table(10_000))).toBeUndefined();
    expect(await codeOf(table(10_001))).toBe('file/too-many-rows');
  });

  it('refuses broken XML as file/corrupt', async () => {
    expect(await codeOf(makeOds('<table:table><table:table-row></table:table>'))).toBe(
      'file/corrupt',
    );
  });
});
