import { randomBytes } from 'node:crypto';
import type { Doctype } from '@docsift/core/doctype';
import { MAX_VALUE_LENGTH } from '@docsift/core/limits';
import { naturalCompare } from '@docsift/core/record-filter';
import type { Me } from '@docsift/core/me';
import type { DocRecord, RecordHistory, RecordPage } from '@docsift/core/record';
import type { Upload } from '@docsift/core/upload';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype, pipelineOf, valuesOnly } from '../../test/documents.ts';
import type { HttpClient } from '../../test/http-client.ts';
import { openEventStream } from '../../test/live-events.ts';
import { addParsedUpload } from '../../test/records.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';

const fields = [
  { key: 'field_no', caption: 'Invoice number' },
  { key: 'field_total', caption: 'Total', type: 'number' as const },
];

/** Text no compression shrinks: random CJK ideographs, three bytes each in UTF-8. */
function incompressibleText(length: number): string {
  const bytes = randomBytes(length * 2);
  return Array.from({ length }, (_, i) =>
    String.fromCharCode(0x4e00 + (bytes.readUInt16BE(i * 2) % 0x5000)),
  ).join('');
}

describe.each(dialects)('record edits and deletes on %s', (dialect) => {
  const suite = serverPerSuite(dialect);

  /** A signed-in user with a doctype and one parsed upload holding `rows`. */
  async function withRecords(rows: Record<string, string | number | null>[]) {
    const { client } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client, { fields });
    await addParsedUpload(suite.server, client, doctype, suite.pdf, rows);
    const { records } = await recordsOf(client, doctype);
    return { client, doctype, records };
  }

  async function recordsOf(client: HttpClient, doctype: Doctype): Promise<RecordPage> {
    return (await client.get<RecordPage>(`/api/doctypes/${doctype.id}/records`)).body;
  }

  function recordUrl(doctype: Doctype, record: Pick<DocRecord, 'id'>): string {
    return `/api/doctypes/${doctype.id}/records/${record.id}`;
  }

  it('edits values, keeping the first extracted value beside the edit until set back', async () => {
    const { client, doctype, records } = await withRecords([{ field_no: 'A-1', field_total: 10 }]);
    const url = recordUrl(doctype, records[0]!);

    const first = await client.patch<DocRecord>(url, { data: { field_total: 12.5 } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      id: records[0]!.id,
      data: { field_no: 'A-1', field_total: 12.5 },
      edits: { field_total: { extracted: 10, at: expect.any(Number) } },
    });
    const second = await client.patch<DocRecord>(url, {
      data: { field_total: 13, field_no: 'A-2' },
    });
    expect(second.body.edits).toEqual({
      field_total: { extracted: 10, at: expect.any(Number) },
      field_no: { extracted: 'A-1', at: expect.any(Number) },
    });
    // What a reload shows is what the answer said.
    expect((await recordsOf(client, doctype)).records).toEqual([second.body]);

    const back = await client.patch<DocRecord>(url, { data: { field_total: 10 } });
    expect(back.body.data).toEqual({ field_no: 'A-2', field_total: 10 });
    expect(back.body.edits).toEqual({ field_no: { extracted: 'A-1', at: expect.any(Number) } });
  });

  it('refuses a value of the wrong type or an unknown field with 400 naming it, and changes nothing', async () => {
    const { client, doctype, records } = await withRecords([{ field_no: 'A-1', field_total: 10 }]);
    const url = recordUrl(doctype, records[0]!);
    const badNumber = await client.patch(url, { data: { field_no: 'B', field_total: 'ten' } });
    expect(badNumber).toMatchObject({
      status: 400,
      body: {
        error: { code: 'invalid-argument', field: 'data.field_total', message: 'value_not_number' },
      },
    });
    const unknown = await client.patch(url, { data: { field_gone: 'x' } });
    expect(unknown).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid-argument', field: 'data.field_gone' } },
    });
    const notAField = await client.patch(url, { data: { total: 1 } });
    expect(notAField).toMatchObject({ status: 400, body: { error: { code: 'invalid-argument' } } });
    expect((await recordsOf(client, doctype)).records).toEqual(records);
  });

  it('keeps who changed which value from what to what, newest first, and only real changes', async () => {
    const { client, doctype, records } = await withRecords([{ field_no: 'A-1', field_total: 10 }]);
    const url = recordUrl(doctype, records[0]!);
    const me = (await client.get<Me>('/api/me')).body;
    const history = async () => (await client.get<RecordHistory>(`${url}/history`)).body.changes;
    expect(await history()).toEqual([]);

    await client.patch(url, { data: { field_total: 12.5 } });
    // A value set to what it is already changes nothing and is no change.
    await client.patch(url, { data: { field_total: 12.5, field_no: 'A-2' } });
    await client.patch(url, { data: { field_no: null } });
    const by = { id: me.uid, name: me.displayName ?? expect.any(String), email: me.email };
    const changes = await history();
    expect(changes.map(({ field, from, to }) => [field, from, to])).toEqual([
      ['field_no', 'A-2', null],
      ['field_no', 'A-1', 'A-2'],
      ['field_total', 10, 12.5],
    ]);
    for (const change of changes)
      expect(change).toMatchObject({ id: expect.any(String), by, at: expect.any(Number) });
    expect(changes.map((change) => change.at)).toEqual(
      changes.map((change) => change.at).sort((a, b) => b - a),
    );
  });

  it('lands concurrent edits of different cells of one record', async () => {
    const { client, doctype, records } = await withRecords([{ field_no: 'A-1', field_total: 10 }]);
    const url = recordUrl(doctype, records[0]!);
    const answers = await Promise.all([
      client.patch(url, { data: { field_no: 'A-2' } }),
      client.patch(url, { data: { field_total: 11 } }),
      client.patch(url, { data: { field_no: 'A-2' } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const [stored] = (await recordsOf(client, doctype)).records;
    expect(stored!.data).toEqual({ field_no: 'A-2', field_total: 11 });
    expect(Object.keys(stored!.edits).sort()).toEqual(['field_no', 'field_total']);
  });

  it('publishes an edited or deleted record to the doctype’s open pages', async () => {
    const { client, doctype, records } = await withRecords([{ field_no: 'A-1' }]);
    const stream = await openEventStream(client);
    try {
      const edited = await client.patch<DocRecord>(recordUrl(doctype, records[0]!), {
        data: { field_no: 'A-9' },
      });
      expect(await stream.next()).toEqual({
        type: 'record',
        doctype: doctype.id,
        record: edited.body,
      });
      await client.delete(recordUrl(doctype, records[0]!));
      expect(await stream.next()).toEqual({
        type: 'record',
        doctype: doctype.id,
        record: { ...edited.body, deleted: true },
      });
      expect(await stream.next()).toMatchObject({
        type: 'upload',
        upload: { id: records[0]!.upload, recordCount: 0 },
      });
    } finally {
      stream.close();
    }
  });

  it('deletes a record: it leaves the page and the total, and is then not found', async () => {
    const { client, doctype, records } = await withRecords([{ field_no: 'A' }, { field_no: 'B' }]);
    const [doomed, kept] = records;
    const deleted = await client.delete(recordUrl(doctype, doomed!));
    expect(deleted.status).toBe(204);
    const page = await recordsOf(client, doctype);
    expect([page.records.map((record) => record.id), page.total]).toEqual([[kept!.id], 1]);
    const upload = await client.get<Upload>(`/api/uploads/${doomed!.upload}`);
    expect(upload.body.recordCount).toBe(1);

    const notFound = { status: 404, body: { error: { code: 'not-found' } } };
    expect(await client.delete(recordUrl(doctype, doomed!))).toMatchObject(notFound);
    // A second delete of the same record counts nothing.
    expect((await client.get<Upload>(`/api/uploads/${doomed!.upload}`)).body.recordCount).toBe(1);
    expect(
      await client.patch(recordUrl(doctype, doomed!), { data: { field_no: 'x' } }),
    ).toMatchObject(notFound);
  });

  it('finds an edited or re-parsed record by its new values only (the search index follows)', async () => {
    const { client, doctype, records } = await withRecords([{ field_no: 'Alpha-1' }]);
    const search = async (q: string) =>
      (await client.get<RecordPage>(`/api/doctypes/${doctype.id}/records?q=${q}`)).body.total;
    await client.patch(recordUrl(doctype, records[0]!), { data: { field_no: 'Omega-9' } });
    expect([await search('omega'), await search('alpha')]).toEqual([1, 0]);

    await pipelineOf(suite.server).completeParse(records[0]!.upload, {
      doctypeHash: doctype.hash,
      records: valuesOnly({ field_no: 'Gamma-3' }, { field_no: 'Gamma-4' }),
    });
    expect([await search('gamma'), await search('omega')]).toEqual([2, 0]);
  });

  it('keeps, sorts and pages values up to the maximum length whatever their text (PostgreSQL refused an index row over 2,704 bytes), and refuses a longer edit with 400', async () => {
    const parsed = incompressibleText(MAX_VALUE_LENGTH);
    const { client, doctype, records } = await withRecords([
      { field_no: parsed },
      { field_no: 'A-1' },
    ]);
    const short = records.find((record) => record.data.field_no === 'A-1')!;
    const edited = incompressibleText(MAX_VALUE_LENGTH);
    const edit = await client.patch<DocRecord>(recordUrl(doctype, short), {
      data: { field_no: edited },
    });
    expect(edit.status).toBe(200);
    const tooLong = await client.patch(recordUrl(doctype, short), {
      data: { field_no: `${edited}x` },
    });
    expect(tooLong).toMatchObject({ status: 400, body: { error: { code: 'invalid-argument' } } });

    // A page of one at a time: each cursor carries the last value's text key.
    const sorted: unknown[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const query = `sort=field_no:asc&limit=1${cursor ? `&cursor=${cursor}` : ''}`;
      const page: RecordPage = (
        await client.get<RecordPage>(`/api/doctypes/${doctype.id}/records?${query}`)
      ).body;
      sorted.push(...page.records.map((record) => record.data.field_no));
      cursor = page.cursor;
    }
    expect(sorted).toEqual([parsed, edited].sort(naturalCompare));
  });

  it('answers 404 for a record of another doctype or one that does not exist', async () => {
    const { client, records } = await withRecords([{ field_no: 'A' }]);
    const otherDoctype = await createDoctype(client, { fields });
    const notFound = { status: 404, body: { error: { code: 'not-found' } } };
    for (const url of [
      recordUrl(otherDoctype, records[0]!),
      recordUrl(otherDoctype, { id: 'record-missing' }),
    ]) {
      expect(await client.patch(url, { data: { field_no: 'x' } })).toMatchObject(notFound);
      expect(await client.get(`${url}/history`)).toMatchObject(notFound);
      expect(await client.delete(url)).toMatchObject(notFound);
    }
  });
});
