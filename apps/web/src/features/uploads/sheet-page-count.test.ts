import { describe, expect, it } from 'vitest';
import { MAX_PDF_PAGES } from '@docsift/core/limits';
import { sheetPageCount } from './sheet-page-count.ts';
import { countBatchPages, isSurelyCovered } from './upload-estimate.ts';

const encoder = new TextEncoder();

async function deflated(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A zip of text members, deflated unless named in `stored` (the reader checks no CRC). */
async function zip(
  members: Record<string, string>,
  stored: string[] = [],
): Promise<Uint8Array<ArrayBuffer>> {
  const locals: Uint8Array<ArrayBuffer>[] = [];
  const directory: Uint8Array<ArrayBuffer>[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(members)) {
    const isStored = stored.includes(name);
    const raw = encoder.encode(text);
    const data = isStored ? raw : await deflated(raw);
    const nameBytes = encoder.encode(name);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(8, isStored ? 0 : 8, true);
    local.setUint32(18, data.length, true);
    local.setUint32(22, raw.length, true);
    local.setUint16(26, nameBytes.length, true);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(10, isStored ? 0 : 8, true);
    central.setUint32(20, data.length, true);
    central.setUint32(24, raw.length, true);
    central.setUint16(28, nameBytes.length, true);
    central.setUint32(42, offset, true);
    locals.push(new Uint8Array(local.buffer), nameBytes, data);
    directory.push(new Uint8Array(central.buffer), nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const size = directory.reduce((sum, part) => sum + part.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(10, Object.keys(members).length, true);
  end.setUint32(12, size, true);
  end.setUint32(16, offset, true);
  const parts = [...locals, ...directory, new Uint8Array(end.buffer)];
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** An XLSX of worksheets given as their <sheetData> XML, plus a chart sheet, which is no page. */
async function xlsx(
  sheets: string[],
  extra: Record<string, string> = {},
  stored: string[] = [],
): Promise<File> {
  const members: Record<string, string> = {
    'xl/workbook.xml': `<workbook xmlns:r="${RELS}"><sheets>${sheets
      .map((_, i) => `<sheet name="S${i}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
      .join('')}<sheet name="Chart" sheetId="99" r:id="rId99"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<Relationships>${sheets
      .map(
        (_, i) =>
          `<Relationship Id="rId${i + 1}" Type="${RELS}/worksheet" Target="${i % 2 ? '/xl/' : ''}worksheets/sheet${i + 1}.xml"/>`,
      )
      .join(
        '',
      )}<Relationship Id="rId99" Type="${RELS}/chartsheet" Target="chartsheets/sheet1.xml"/></Relationships>`,
    ...Object.fromEntries(
      sheets.map((data, i) => [
        `xl/worksheets/sheet${i + 1}.xml`,
        `<worksheet><cols><col min="1" max="2"/></cols><sheetData>${data}</sheetData></worksheet>`,
      ]),
    ),
    'xl/chartsheets/sheet1.xml': '<chartsheet/>',
    ...extra,
  };
  return new File([await zip(members, stored)], 'book.xlsx');
}

const SHARED = {
  'xl/sharedStrings.xml': `<sst><si><t>Customer</t></si><si><t xml:space="preserve">  </t></si><si><r><t>Am</t></r><r><t>ount</t></r></si><si/><si><t/><rPh><t>ヨミ</t></rPh></si></sst>`,
};
const shared = (index: number) => `<row r="1"><c r="A1" t="s"><v>${index}</v></c></row>`;

async function odsOf(tables: string, name = 'book.ods'): Promise<File> {
  const content = `<office:document-content><office:body><office:spreadsheet>${tables}</office:spreadsheet></office:body></office:document-content>`;
  return new File(
    [
      await zip(
        { mimetype: 'application/vnd.oasis.opendocument.spreadsheet', 'content.xml': content },
        ['mimetype'],
      ),
    ],
    name,
  );
}
const typed = (type: string) =>
  `<table:table-row><table:table-cell office:value-type="${type}" office:value="1"><text:p>1</text:p></table:table-cell></table:table-row>`;
const untyped =
  '<table:table-row table:number-rows-repeated="1048576"><table:table-cell table:number-columns-repeated="1024"/><table:covered-table-cell/></table:table-row>';

describe('sheet page count', () => {
  it('counts an XLSX as its worksheets holding a value the server reads, in either zip method', async () => {
    const sheets = [
      shared(0),
      '',
      // Cells the server reads as empty: styled only, an error, a blank or missing shared string, a bad boolean.
      '<row r="1"><c r="A1" s="1"/><c r="B1" t="e"><v>#N/A</v></c><c r="C1" t="s"><v>1</v></c><c r="D1" t="s"><v>3</v></c><c r="E1" t="s"><v>4</v></c><c r="F1" t="s"><v>40</v></c><c r="G1" t="b"><v>x</v></c><c r="H1"><f>1/0</f><v></v></c></row>',
      shared(2),
      '<row r="1"><c r="A1" t="inlineStr"><is><t>&#32;</t></is></c></row>',
      '<row r="1"><c r="A1" t="inlineStr"><is><r><t>Total</t></r></is></c></row>',
      '<row r="2"><c r="B2" t="b"><v>0</v></c></row>',
      '<row r="9"><c r="C9" s="2"><v>45352</v></c></row>',
    ];
    const deflatedBook = await xlsx(sheets, SHARED);
    expect(await sheetPageCount(deflatedBook, 'xlsx')).toBe(5);
    const storedBook = await xlsx(sheets, SHARED, [
      'xl/worksheets/sheet4.xml',
      'xl/sharedStrings.xml',
    ]);
    expect(await sheetPageCount(storedBook, 'xlsx')).toBe(5);
  });

  it('reads a long sheet across chunks to its first value, and an empty workbook as one page', async () => {
    const emptyCells = Array.from({ length: 40_000 }, (_, i) => `<c r="A${i + 1}" s="1"/>`).join(
      '',
    );
    const late = `<row r="1">${emptyCells}<c r="B1"><v>7</v></c></row>`;
    const emptied = late.replace('<v>7</v>', '');
    expect(await sheetPageCount(await xlsx([late, emptied, late]), 'xlsx')).toBe(2);
    expect(await sheetPageCount(await xlsx([emptied, '']), 'xlsx')).toBe(1);
  });

  it('counts nothing for a workbook the server refuses', async () => {
    const tooMany = await xlsx(
      Array.from({ length: MAX_PDF_PAGES + 1 }, () => shared(0)),
      SHARED,
    );
    expect(await sheetPageCount(tooMany, 'xlsx')).toBe(0);
    const noWorkbook = new File([await zip({ 'xl/other.xml': '<x/>' })], 'book.xlsx');
    expect(await sheetPageCount(noWorkbook, 'xlsx')).toBe(0);
    const missingSheet = new File(
      [
        await zip({
          'xl/workbook.xml': `<workbook><sheets><sheet name="A" r:id="rId1"/></sheets></workbook>`,
          'xl/_rels/workbook.xml.rels': `<Relationships><Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/gone.xml"/></Relationships>`,
        }),
      ],
      'book.xlsx',
    );
    expect(await sheetPageCount(missingSheet, 'xlsx')).toBe(0);
    // A sheet inflating past what the server inflates.
    const long = await xlsx([`<row r="1">${'<c r="A1" s="1"/>'.repeat(1000)}</row>`]);
    expect(await sheetPageCount(long, 'xlsx', 10_000)).toBe(0);
  });

  it('counts an ODS as its tables with a typed cell, nested tables and repeated empty cells aside', async () => {
    const nested = `<table:table table:name="Inner">${typed('float')}</table:table>`;
    const tables =
      `<table:table table:name="A">${typed('float')}</table:table>` +
      `<table:table table:name="Empty">${untyped}<table:table-row><table:table-cell>${nested}</table:table-cell></table:table-row></table:table>` +
      '<table:table table:name="Blank"/>' +
      `<table:table table:name="B">${untyped}${typed('boolean')}</table:table>`;
    expect(await sheetPageCount(await odsOf(tables), 'ods')).toBe(2);
    expect(await sheetPageCount(await odsOf(`<table:table>${untyped}</table:table>`), 'ods')).toBe(
      1,
    );
    const tooMany = '<table:table/>'.repeat(MAX_PDF_PAGES + 1);
    expect(await sheetPageCount(await odsOf(tooMany), 'ods')).toBe(0);
    const noContent = new File([await zip({ mimetype: 'x' }, ['mimetype'])], 'book.ods');
    expect(await sheetPageCount(noContent, 'ods')).toBe(0);
  });

  it('cannot tell for a file that is no zip', async () => {
    expect(await sheetPageCount(new File(['Customer,Amount\n'], 'book.xlsx'), 'xlsx')).toBe(
      undefined,
    );
  });

  it('gives the batch estimate a workbook at its sheets, and one the browser cannot read at one page', async () => {
    const files = [
      await xlsx([shared(0), shared(2), ''], SHARED),
      await odsOf(`<table:table>${typed('string')}</table:table>`.repeat(3)),
      new File(['PK not a zip'], 'broken.ods'),
      new File(['a,b\n1,2\n'], 'orders.csv'),
    ];
    expect(await countBatchPages(files, new AbortController().signal)).toEqual([2, 3, 1, 1]);
    expect(await isSurelyCovered(files, 7)).toBe(true);
    expect(await isSurelyCovered(files, 6)).toBe(false);
  });
});
