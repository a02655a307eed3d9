import { describe, expect, it } from 'vitest';
import { AppError } from '@docsift/core/errors';
import { makeXlsx, xlsxRows } from '../../test/fixtures/xlsx.ts';
import { deflatedMember, writeZip } from '../../test/fixtures/zip-writer.ts';
import { createOfflineExtractor } from '../engines/offline/offline-extractor.ts';
import type { ExtractionDoctype } from '../extractor.ts';
import { loadDocument } from './load-document.ts';
import type { LoadOptions } from './load-options.ts';

/** Style 0 General, 1 the built-in date (14), 2 a custom dd.mm.yyyy hh:mm, 3 a percentage. */
const STYLES = `<numFmts count="1"><numFmt numFmtId="164" formatCode="dd\\.mm\\.yyyy\\ hh:mm"/></numFmts>
<cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/><xf numFmtId="164" applyNumberFormat="1"/><xf numFmtId="10"/></cellXfs>`;

async function codeOf(input: Uint8Array, options?: LoadOptions): Promise<string | undefined> {
  try {
    await loadDocument(input, options);
  } catch (error) {
    return error instanceof AppError ? error.code : `not an AppError: ${String(error)}`;
  }
  return undefined;
}

describe('loadDocument on XLSX', () => {
  it('reads shared and inline strings, numbers, dates, booleans and cached formula values', async () => {
    const xlsx = makeXlsx({
      sharedStrings: ['Customer', 'Amount', 'Ordered', 'Paid', 'Acme &amp; Co'],
      styles: STYLES,
      sheets: [
        {
          name: 'Orders',
          sheetData:
            '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>3</v></c><c r="E1" t="inlineStr"><is><r><t>Sh</t></r><r><t>are</t></r></is></c></row>' +
            '<row r="2"><c r="A2" t="s"><v>4</v></c><c r="B2"><f>SUM(X1:X9)</f><v>1234.5</v></c><c r="C2" s="1"><v>45352</v></c><c r="D2" t="b"><v>1</v></c><c r="E2" s="3"><v>0.30000000000000004</v></c></row>' +
            // Row 3 is missing and row 4 skips column B: places come from the references.
            '<row r="4"><c r="A4" t="str"><f>"Be"&amp;"ta"</f><v>Beta</v></c><c r="C4" s="2"><v>45352.75</v></c><c r="D4" t="e"><v>#DIV/0!</v></c><c r="E4"><f>1/0</f></c></row>',
        },
      ],
    });
    const { pages } = await loadDocument(xlsx);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ number: 1, source: 'sheet' });
    expect(pages[0]!.tables).toEqual([
      [
        ['Customer', 'Amount', 'Ordered', 'Paid', 'Share'],
        ['Acme & Co', '1234.5', '2024-03-01', 'TRUE', '0.3'],
        // The error and the formula without a cached value are empty, so the row ends before them.
        ['Beta', '', '2024-03-01 18:00'],
      ],
    ]);
    expect(pages[0]!.text.split('\n')[1]).toBe('Acme & Co | 1234.5 | 2024-03-01 | TRUE | 0.3');
  });

  it('reads each non-empty sheet as a page, in the workbook order, with 1904 dates', async () => {
    const xlsx = makeXlsx({
      is1904: true,
      styles: STYLES,
      sheets: [
        {
          name: 'March',
          sheetData: xlsxRows([
            ['Item', 'Qty'],
            ['Bolt', 3],
          ]),
        },
        { name: 'Empty', sheetData: '' },
        {
          name: 'April',
          sheetData: `${xlsxRows([['Item', 'Date']])}<row r="2"><c r="A2" t="inlineStr"><is><t>Nut</t></is></c><c r="B2" s="1"><v>0</v></c></row>`,
        },
      ],
    });
    const { pages } = await loadDocument(xlsx);
    expect(pages.map((page) => [page.number, page.tables])).toEqual([
      [
        1,
        [
          [
            ['Item', 'Qty'],
            ['Bolt', '3'],
          ],
        ],
      ],
      [
        2,
        [
          [
            ['Item', 'Date'],
            ['Nut', '1904-01-01'],
          ],
        ],
      ],
    ]);
  });

  it('gives one record per row in multi mode, the columns matched by caption', async () => {
    const xlsx = makeXlsx({
      sheets: [
        {
          name: 'Items',
          sheetData: xlsxRows([
            ['Qty', 'Description', 'Unit price'],
            [2, 'Blue widget', 10],
            [1, 'Red widget', 5.5],
          ]),
        },
      ],
    });
    const doctype: ExtractionDoctype = {
      title: 'Items',
      mode: 'multi',
      prompt: '',
      fields: [
        { key: 'description', caption: 'Description', description: '', type: 'string' },
        { key: 'price', caption: 'Unit price', description: '', type: 'number' },
        { key: 'quantity', caption: 'Quantity', description: '', type: 'number' },
      ],
    };
    const { records } = await createOfflineExtractor().extract({
      ocr: await loadDocument(xlsx),
      doctype,
    });
    expect(records.map((record) => record.values)).toEqual([
      { description: 'Blue widget', price: 10, quantity: 2 },
      { description: 'Red widget', price: 5.5, quantity: 1 },
    ]);
  });
});

describe('loadDocument on hostile XLSX', () => {
  it('refuses a sheet whose far cell spans more than the cell limit, without building its grid', async () => {
    const far = makeXlsx({
      sheets: [
        {
          name: 'Far',
          sheetData:
            '<row r="1"><c r="A1"><v>1</v></c></row><row r="1048576"><c r="XFD1048576"><v>2</v></c></row>',
        },
      ],
    });
    // Two rows of 16,384 columns: 32,768 cells, past a limit of 10,000.
    expect(await codeOf(far, { limits: { maxCells: 10_000 } })).toBe('file/too-many-cells');
    expect(await codeOf(far)).toBeUndefined();
  });

  it('counts cells over all sheets, and sheets against the page limit', async () => {
    const sheet = {
      name: 'S',
      sheetData: xlsxRows([
        ['a', 'b'],
        [1, 2],
      ]),
    };
    const three = makeXlsx({ sheets: [sheet, sheet, sheet] });
    expect(await codeOf(three, { limits: { maxCells: 10 } })).toBe('file/too-many-cells');
    expect(await codeOf(three, { limits: { maxCells: 12 } })).toBeUndefined();
    expect(await codeOf(three, { limits: { maxPages: 2 } })).toBe('file/too-many-pages');
  });

  it('counts the rows under each sheet heading, over all sheets, against the row limit', async () => {
    const sheet = (rows: number) => ({
      name: 'S',
      sheetData: xlsxRows([
        ['Customer', 'Amount'],
        ...Array.from({ length: rows }, (_, i) => [`C${i}`, i]),
      ]),
    });
    const empty = { name: 'Empty', sheetData: '' };
    expect(await codeOf(makeXlsx({ sheets: [sheet(6_000), empty, sheet(4_000)] }))).toBeUndefined();
    expect(await codeOf(makeXlsx({ sheets: [sheet(6_000), sheet(4_001)] }))).toBe(
      'file/too-many-rows',
    );
  });

  it.each([
    ['an unclosed element', '<row r="1"><c r="A1"><v>1</v></row>'],
    ['a tag that does not parse', '<row r="1"><c r="A1" <v>1</v></c></row>'],
    ['a bad cell reference', '<row r="1"><c r="1A"><v>1</v></c></row>'],
  ])('refuses %s as file/corrupt', async (_, sheetData) => {
    expect(await codeOf(makeXlsx({ sheets: [{ name: 'Bad', sheetData }] }))).toBe('file/corrupt');
  });

  it('refuses a DOCTYPE (entity expansion) and a workbook without its workbook part', async () => {
    const doctypeSheet = writeZip([
      deflatedMember(
        'xl/workbook.xml',
        '<!DOCTYPE lolz [<!ENTITY lol "lol">]><workbook><sheets/></workbook>',
      ),
    ]);
    expect(await codeOf(doctypeSheet)).toBe('file/corrupt');
    const noWorkbook = writeZip([deflatedMember('xl/workbook.xml.bak', '<workbook/>')]);
    expect(await codeOf(noWorkbook)).toBe('file/corrupt');
  });

  it('refuses a zip bomb in a sheet as file/too-large, also when the directory lies', async () => {
    const zeros = Buffer.alloc(2_000_000);
    const bomb = deflatedMember('xl/worksheets/sheet1.xml', zeros);
    const honest = writeZip([deflatedMember('xl/workbook.xml', '<workbook/>'), bomb]);
    expect(await codeOf(honest, { limits: { maxDecompressedBytes: 1_000_000 } })).toBe(
      'file/too-large',
    );
    const lying = writeZip([
      deflatedMember('xl/workbook.xml', '<workbook/>'),
      { ...bomb, declaredSize: 1000 },
    ]);
    expect(await codeOf(lying)).toBe('file/too-large');
  });
});
