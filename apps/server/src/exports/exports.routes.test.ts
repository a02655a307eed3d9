import type { Doctype } from '@docsift/core/doctype';
import type { RecordPage } from '@docsift/core/record';
import type { CreateUploadsResponse } from '@docsift/core/upload';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype, pipelineOf, setRole, uploadFiles } from '../../test/documents.ts';
import type { HttpClient } from '../../test/http-client.ts';
import { addParsedUpload } from '../../test/records.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';
import { readWorkbook } from '../../test/workbook.ts';

describe.each(dialects)('export routes on %s', (dialect) => {
  const suite = serverPerSuite(dialect);

  /** The raw answer: the client's text decoding would drop the BOM and mangle xlsx bytes. */
  async function postExport(client: HttpClient, doctypeId: string, body: unknown) {
    const res = await fetch(`${suite.server.url}/api/doctypes/${doctypeId}/exports`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: JSON.stringify(body),
    });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  /** A doctype titled with umlauts and three parsed invoices. */
  async function ownerWithInvoices() {
    const user = await registerUser(suite.server.url);
    const doctype: Doctype = await createDoctype(user.client, {
      title: 'Rechnungen Größe',
      fields: [
        { key: 'field_name', caption: 'Lieferant', type: 'string' },
        { key: 'field_total', caption: 'Summe', type: 'number' },
        { key: 'field_due', caption: 'Fällig', type: 'date' },
        { key: 'field_paid', caption: 'Bezahlt', type: 'boolean' },
      ],
    });
    const upload = await addParsedUpload(suite.server, user.client, doctype, suite.pdf, [
      { field_name: 'Müller', field_total: 10.5, field_due: '2024-03-01', field_paid: true },
      { field_name: 'item 10', field_total: 200, field_due: null, field_paid: false },
      { field_name: 'item 2', field_total: 3, field_due: '2024-12-31', field_paid: null },
    ]);
    return { ...user, doctype, upload };
  }

  it('streams the view as csv: BOM, captions, the filters, search and sort applied', async () => {
    const { client, doctype, upload } = await ownerWithInvoices();
    const { res, bytes } = await postExport(client, doctype.id, {
      format: 'csv',
      upload,
      filters: ['field_total:>=:3'],
      sort: 'field_name:asc',
      q: 'item',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Rechnungen Gro_e.csv"; filename*=UTF-8''Rechnungen%20Gr%C3%B6%C3%9Fe.csv`,
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(parse(bytes, { bom: true })).toEqual([
      ['Lieferant', 'Summe', 'Fällig', 'Bezahlt'],
      ['item 2', '3', '2024-12-31', ''],
      ['item 10', '200', '', 'false'],
    ]);
  });

  it('streams json of every upload when none is chosen', async () => {
    const { client, doctype } = await ownerWithInvoices();
    const { res, bytes } = await postExport(client, doctype.id, {
      format: 'json',
      upload: 'all',
      sort: 'field_total:desc',
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(bytes.toString('utf8'))).toEqual([
      { Lieferant: 'item 10', Summe: 200, Fällig: null, Bezahlt: false },
      { Lieferant: 'Müller', Summe: 10.5, Fällig: '2024-03-01', Bezahlt: true },
      { Lieferant: 'item 2', Summe: 3, Fällig: '2024-12-31', Bezahlt: null },
    ]);
  });

  it('streams the uploads the picker chose, in one sorted file, and not the others', async () => {
    const { client, doctype, upload } = await ownerWithInvoices();
    const second = await addParsedUpload(suite.server, client, doctype, suite.pdf, [
      { field_name: 'Zweite', field_total: 50, field_due: null, field_paid: null },
    ]);
    await addParsedUpload(suite.server, client, doctype, suite.pdf, [
      { field_name: 'Dritte', field_total: 70, field_due: null, field_paid: null },
    ]);
    const { res, bytes } = await postExport(client, doctype.id, {
      format: 'json',
      upload: [upload, second],
      sort: 'field_total:desc',
    });
    expect(res.status).toBe(200);
    const names = (JSON.parse(bytes.toString('utf8')) as { Lieferant: string }[]).map(
      (row) => row.Lieferant,
    );
    expect(names).toEqual(['item 10', 'Zweite', 'Müller', 'item 2']);
  });

  it('gives xlsx from the starter plan up, with typed cells', async () => {
    const { client, me, doctype } = await ownerWithInvoices();
    const refused = await postExport(client, doctype.id, { format: 'xlsx' });
    expect(refused.res.status).toBe(403);
    expect(JSON.parse(refused.bytes.toString('utf8'))).toMatchObject({
      error: { code: 'permission-denied' },
    });

    await setRole(suite.server, me.uid, 'starter');
    const { res, bytes } = await postExport(client, doctype.id, {
      format: 'xlsx',
      sort: 'field_total:asc',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''Rechnungen`);
    const sheet = (await readWorkbook(bytes)).worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Lieferant', 'Summe', 'Fällig', 'Bezahlt']);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('item 2');
    expect([row.getCell(2).type, row.getCell(2).value]).toEqual([ExcelJS.ValueType.Number, 3]);
    expect([row.getCell(3).type, row.getCell(3).value]).toEqual([
      ExcelJS.ValueType.Date,
      new Date('2024-12-31T00:00:00Z'),
    ]);
    expect(sheet.getRow(3).getCell(4).type).toBe(ExcelJS.ValueType.Boolean);
    expect(sheet.rowCount).toBe(4);
  });

  it("gives a team member xlsx when the doctype's author's plan has it, whatever the member's own plan", async () => {
    const { client: author, me, doctype } = await ownerWithInvoices();
    const member = await registerUser(suite.server.url);
    const added = await author.post(`/api/doctypes/${doctype.id}/members`, { email: member.email });
    expect(added.status).toBe(201);
    const memberXlsx = async () =>
      (await postExport(member.client, doctype.id, { format: 'xlsx' })).res.status;

    // Both on free: neither plan pays for xlsx.
    expect(await memberXlsx()).toBe(403);
    const outputs = async () =>
      (await member.client.get<Doctype>(`/api/doctypes/${doctype.id}`)).body.outputs.exportFormats;
    expect(await outputs()).toEqual(['csv', 'json']);
    // The author's plan pays for the doctype's xlsx, the free member gets it.
    await setRole(suite.server, me.uid, 'starter');
    expect(await outputs()).toEqual(['csv', 'json', 'xlsx']);
    const { res, bytes } = await postExport(member.client, doctype.id, { format: 'xlsx' });
    expect(res.status).toBe(200);
    expect((await readWorkbook(bytes)).worksheets[0]!.rowCount).toBe(4);
    // A member's own plan gives it in a doctype of a free author too.
    await setRole(suite.server, me.uid, 'free');
    await setRole(suite.server, member.me.uid, 'starter');
    expect(await memberXlsx()).toBe(200);
    // The member's plan is theirs: the free author does not get xlsx through it.
    expect((await postExport(author, doctype.id, { format: 'xlsx' })).res.status).toBe(403);
  });

  it('adds the source columns in every format, and writes German csv when asked', async () => {
    const { client, me, doctype } = await ownerWithInvoices();
    await setRole(suite.server, me.uid, 'starter');
    const created = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
      { name: 'März; Rechnung.pdf', bytes: suite.pdf },
    ]);
    const upload = created.body.uploads[0]!;
    const box: [number, number, number, number] = [0, 0, 1, 1];
    await pipelineOf(suite.server).saveOcr(upload.id, { pages: [] });
    await pipelineOf(suite.server).completeParse(upload.id, {
      doctypeHash: doctype.hash,
      records: [
        {
          data: { field_name: 'Schmidt', field_total: 1234.5, field_due: null, field_paid: true },
          sources: { field_total: { page: 3, bbox: box }, field_name: { page: 2, bbox: box } },
          confidence: {},
        },
      ],
    });
    const { records } = (
      await client.get<RecordPage>(`/api/doctypes/${doctype.id}/records?upload=${upload.id}`)
    ).body;
    const state = records[0]!.review.state;
    const uploadedAt = new Date(upload.created).toISOString();
    const body = { upload: upload.id, includeSource: true };

    const csv = await postExport(client, doctype.id, {
      ...body,
      format: 'csv',
      csvStyle: 'german',
    });
    expect(csv.res.status).toBe(200);
    expect(parse(csv.bytes, { bom: true, delimiter: ';' })).toEqual([
      [
        'Lieferant',
        'Summe',
        'Fällig',
        'Bezahlt',
        'File name',
        'Page',
        'Uploaded at',
        'Review state',
      ],
      ['Schmidt', '1234,5', '', 'true', 'März; Rechnung.pdf', '2', uploadedAt, state],
    ]);
    expect(csv.bytes.subarray(3).toString('utf8').split('\r\n')[1]).toBe(
      `Schmidt;1234,5;;true;"März; Rechnung.pdf";2;${uploadedAt};${state}`,
    );

    const json = await postExport(client, doctype.id, { ...body, format: 'json' });
    expect(JSON.parse(json.bytes.toString('utf8'))).toEqual([
      {
        Lieferant: 'Schmidt',
        Summe: 1234.5,
        Fällig: null,
        Bezahlt: true,
        'File name': 'März; Rechnung.pdf',
        Page: 2,
        'Uploaded at': upload.created,
        'Review state': state,
      },
    ]);

    // Values without a known source have no page; the other uploads' files are named.
    const xlsx = await postExport(client, doctype.id, {
      format: 'xlsx',
      includeSource: true,
      sort: 'field_total:asc',
    });
    const sheet = (await readWorkbook(xlsx.bytes)).worksheets[0]!;
    expect(sheet.getRow(1).getCell(8).value).toBe('Review state');
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'item 2',
      3,
      new Date('2024-12-31T00:00:00Z'),
      undefined,
      'records.pdf',
      undefined,
      expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      expect.any(String),
    ]);
    const last = sheet.getRow(5);
    expect([last.getCell(5).value, last.getCell(6).value, last.getCell(7).value]).toEqual([
      'März; Rechnung.pdf',
      2,
      uploadedAt,
    ]);

    // Off by default, and the default csv is as before.
    const plain = await postExport(client, doctype.id, { format: 'csv', upload: upload.id });
    expect(plain.bytes.subarray(3).toString('utf8')).toBe(
      'Lieferant,Summe,Fällig,Bezahlt\r\nSchmidt,1234.5,,true\r\n',
    );
  });

  it('answers not-found for another user’s doctype and 400 for a hostile body', async () => {
    const { doctype } = await ownerWithInvoices();
    const intruder = await registerUser(suite.server.url);
    await setRole(suite.server, intruder.me.uid, 'admin');
    const foreign = await postExport(intruder.client, doctype.id, { format: 'csv' });
    expect(foreign.res.status).toBe(404);

    const own = await createDoctype(intruder.client);
    for (const body of [
      { format: 'exe' },
      { format: 'csv', filters: 'field_a:==:1' },
      { format: 'csv', q: 'a\u0000b' },
      { format: 'csv', filters: Array.from({ length: 51 }, () => 'field_a:==:1') },
      { format: 'csv', sort: 'x'.repeat(201) },
      { format: 'csv', csvStyle: 'french' },
      { format: 'csv', includeSource: 'yes' },
    ]) {
      const { res, bytes } = await postExport(intruder.client, own.id, body);
      expect([res.status, JSON.parse(bytes.toString('utf8')).error.code]).toEqual([
        400,
        'invalid-argument',
      ]);
    }
    const empty = await createDoctype(intruder.client, { title: 'Empty', fields: [] });
    const noFields = await postExport(intruder.client, empty.id, { format: 'csv' });
    expect(JSON.parse(noFields.bytes.toString('utf8')).error.code).toBe('doctype/no-fields');
  });
});
