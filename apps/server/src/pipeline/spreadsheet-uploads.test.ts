/**
 * Spreadsheet and CSV uploads end to end on the real extraction processes: the bytes are sniffed
 * on upload, read into a sheet page per sheet, and the offline engine maps columns to fields by
 * caption, as it does a DOCX table's.
 */
import type { Doctype } from '@docsift/core/doctype';
import type { OcrDocument } from '@docsift/core/ocr';
import type { RecordPage } from '@docsift/core/record';
import type { Upload } from '@docsift/core/upload';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeOds, makeXlsx, odsTable, xlsxRows } from '@docsift/extract/testing';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype } from '../../test/documents.ts';
import type { HttpClient } from '../../test/http-client.ts';
import { settledUpload, uploadOne } from '../../test/settled-uploads.ts';
import { serverPerSuite } from '../../test/test-server.ts';

/** The first upload waits for the extraction processes to start (22 s under load). */
const firstParse = { timeout: 90_000 };

describe('spreadsheet uploads on sqlite', () => {
  const suite = serverPerSuite('sqlite', { pipeline: true, extraction: 'processes' });
  let owner: HttpClient;
  let doctype: Doctype;
  beforeAll(async () => {
    owner = (await registerUser(suite.server.url)).client;
    doctype = await createDoctype(owner, {
      title: 'Orders',
      mode: 'multi',
      fields: [
        { caption: 'Customer', description: '', type: 'string' },
        { caption: 'Amount', description: '', type: 'number' },
        { caption: 'Order date', description: '', type: 'date' },
      ],
    });
  });

  /** The upload's records as customer, amount and date (the target's fields in order), by customer. */
  async function recordsOf(target: Doctype, upload: Upload): Promise<Record<string, unknown>[]> {
    const done = await settledUpload(owner, upload.id);
    expect(done).toMatchObject({ state: 'done', error: null });
    const page = (
      await owner.get<RecordPage>(`/api/doctypes/${target.id}/records?upload=${upload.id}`)
    ).body;
    const keys = target.fields.map((field) => field.key);
    return page.records
      .map((record) => keys.map((key) => record.data[key]))
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])))
      .map(([customer, amount, date]) => ({ customer, amount, date }));
  }

  it(
    'reads a German CSV (semicolons, BOM, decimal comma) into one record per row',
    firstParse,
    async () => {
      const german = await createDoctype(owner, {
        title: 'Bestellungen',
        mode: 'multi',
        fields: [
          { caption: 'Kunde', description: '', type: 'string' },
          { caption: 'Betrag', description: '', type: 'number' },
          { caption: 'Bestelldatum', description: '', type: 'date' },
        ],
      });
      const csv = Buffer.from(
        '\uFEFFBestelldatum;Kunde;Betrag\r\n01.03.2024;"Müller; Söhne";"1.234,50"\r\n02.03.2024;Acme GmbH;99,00\r\n',
        'utf8',
      );
      const upload = await uploadOne(owner, german, 'Bestellungen.csv', csv);
      expect(upload.contentType).toBe('text/csv');
      expect(await recordsOf(german, upload)).toEqual([
        { customer: 'Acme GmbH', amount: 99, date: '2024-03-02' },
        { customer: 'Müller; Söhne', amount: 1234.5, date: '2024-03-01' },
      ]);
    },
  );

  it('reads an English CSV with the fields in another order than the columns', async () => {
    const csv = Buffer.from(
      'Amount,Customer,Notes,Order date\n12.5,Beta Ltd,urgent,2024-04-01\n7,"Gamma, Inc.",,2024-04-02\n',
      'utf8',
    );
    const upload = await uploadOne(owner, doctype, 'orders.csv', csv);
    expect(await recordsOf(doctype, upload)).toEqual([
      { customer: 'Beta Ltd', amount: 12.5, date: '2024-04-01' },
      { customer: 'Gamma, Inc.', amount: 7, date: '2024-04-02' },
    ]);
  });

  it('reads an XLSX: a record per row of every sheet, dates from their number format', async () => {
    const styles =
      '<cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/></cellXfs>';
    const dated = (serial: number) => `<c r="C2" s="1"><v>${serial}</v></c>`;
    const xlsx = makeXlsx({
      styles,
      sharedStrings: ['Customer', 'Amount', 'Order date'],
      sheets: [
        {
          name: 'March',
          sheetData: `<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>Delta AG</t></is></c><c r="B2"><f>B9*2</f><v>250.4</v></c>${dated(45352)}</row>`,
        },
        {
          name: 'April',
          sheetData: `${xlsxRows([['Order date', 'Customer', 'Amount']])}<row r="2"><c r="A2" s="1"><v>45383</v></c><c r="B2" t="inlineStr"><is><t>Epsilon SA</t></is></c><c r="C2"><v>18</v></c></row>`,
        },
      ],
    });
    const upload = await uploadOne(owner, doctype, 'orders.xlsx', xlsx);
    expect(upload.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(await recordsOf(doctype, upload)).toEqual([
      { customer: 'Delta AG', amount: 250.4, date: '2024-03-01' },
      { customer: 'Epsilon SA', amount: 18, date: '2024-04-01' },
    ]);
    const ocr = (await owner.get<OcrDocument>(`/api/uploads/${upload.id}/ocr`)).body;
    expect(ocr.pages.map((page) => [page.number, page.source])).toEqual([
      [1, 'sheet'],
      [2, 'sheet'],
    ]);
  });

  it('reads an ODS: its typed values, a record per row', async () => {
    const header = odsTable('Orders', [['Customer', 'Amount', 'Order date']]);
    const row =
      '<table:table-row><table:table-cell office:value-type="string"><text:p>Zeta KG</text:p></table:table-cell>' +
      '<table:table-cell table:formula="of:=[.B9]" office:value-type="currency" office:value="42.5"><text:p>42,50 €</text:p></table:table-cell>' +
      '<table:table-cell office:value-type="date" office:date-value="2024-05-06"><text:p>06.05.24</text:p></table:table-cell></table:table-row>';
    const ods = makeOds(header.replace('</table:table>', `${row}</table:table>`));
    const upload = await uploadOne(owner, doctype, 'orders.ods', ods);
    expect(upload.contentType).toBe('application/vnd.oasis.opendocument.spreadsheet');
    expect(await recordsOf(doctype, upload)).toEqual([
      { customer: 'Zeta KG', amount: 42.5, date: '2024-05-06' },
    ]);
  });
});
