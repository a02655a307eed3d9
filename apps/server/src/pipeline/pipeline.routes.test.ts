/**
 * The pipeline's jobs and routes on both databases, extracting with the in-process stub
 * (test/stub-extraction-pool.ts); pipeline-extraction.test.ts runs the real extraction.
 */
import type { Doctype } from '@docsift/core/doctype';
import type { Me } from '@docsift/core/me';
import type { NotificationList } from '@docsift/core/notification';
import type { RecordPage } from '@docsift/core/record';
import { MAX_RECORDS_PER_PARSE } from '@docsift/core/limits';
import type { Upload } from '@docsift/core/upload';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceFacts, makeDocxWithTable, makeInvoicePdf } from '@docsift/extract/testing';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype } from '../../test/documents.ts';
import type { HttpClient } from '../../test/http-client.ts';
import { openEventStream } from '../../test/live-events.ts';
import { settledUpload, uploadOne as upload } from '../../test/settled-uploads.ts';
import { dialects, startTestServer } from '../../test/test-server.ts';
import type { TestServer } from '../../test/test-server.ts';

const notFound = { error: { code: 'not-found', message: 'Not found' } };

describe.each(dialects)('pipeline on %s', (dialect) => {
  let server: TestServer;
  let owner: HttpClient;
  let intruder: HttpClient;
  let doctype: Doctype;
  let invoice: Upload;

  beforeAll(async () => {
    server = await startTestServer(dialect, { pipeline: true });
    owner = (await registerUser(server.url)).client;
    intruder = (await registerUser(server.url)).client;
    doctype = await createDoctype(owner, {
      fields: [
        { caption: 'Invoice number', description: 'Invoice number', type: 'string' },
        { caption: 'Total', description: 'Total', type: 'number' },
      ],
    });
    invoice = await upload(owner, doctype, 'invoice.pdf', await makeInvoicePdf());
  });
  afterAll(async () => {
    await server?.close();
  });

  const settled = (id: string, client = owner) => settledUpload(client, id);

  async function attemptsOf(uploadId: string, job: string): Promise<number[]> {
    if (dialect === 'sqlite') {
      const rows = await server.database.db
        .selectFrom('jobs')
        .select(['payload', 'attempts'])
        .where('name', '=', job)
        .execute();
      return rows.filter((r) => r.payload.includes(uploadId)).map((r) => r.attempts);
    }
    const client = new pg.Client({ connectionString: server.config.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ retry_count: number }>(
        `SELECT retry_count FROM pgboss.job WHERE name = $1 AND data->'payload'->>'uploadId' = $2`,
        [job, uploadId],
      );
      return rows.map((r) => r.retry_count + 1);
    } finally {
      await client.end();
    }
  }

  it('scans and parses an uploaded invoice to done with its records', async () => {
    const done = await settled(invoice.id);
    expect(done).toMatchObject({
      state: 'done',
      error: null,
      doctypeHash: doctype.hash,
      recordCount: 1,
    });
    expect(done.file.ocr).toMatch(/\.ocr\.json$/);
    const page = (
      await owner.get<RecordPage>(`/api/doctypes/${doctype.id}/records?upload=${invoice.id}`)
    ).body;
    expect(page.total).toBe(1);
    const [numberKey, totalKey] = doctype.fields.map((f) => f.key);
    const [record] = page.records;
    expect(record!.data).toMatchObject({
      [numberKey!]: invoiceFacts.invoiceNumber,
      [totalKey!]: 952,
    });
    // Where each value was read and how sure the extractor was are kept beside it.
    expect(record!.confidence).toEqual({ [numberKey!]: 1, [totalKey!]: 1 });
    expect(Object.values(record!.sources).map((source) => source.page)).toEqual([1, 1]);
  });

  it('keeps the error of a damaged file, tells the author and does not retry it', async () => {
    const damaged = new Uint8Array([
      ...Buffer.from('%PDF-1.7\n'),
      ...Array.from({ length: 2000 }, (_, i) => (i * 7919) % 256),
    ]);
    const bad = await upload(owner, doctype, 'damaged.pdf', damaged);
    const failed = await settled(bad.id);
    expect(failed.state).not.toBe('done');
    expect(failed.error?.code).toMatch(/^file\//);
    expect(await attemptsOf(bad.id, 'scan')).toEqual([1]);
    const { notifications } = (await owner.get<NotificationList>('/api/notifications')).body;
    expect(notifications).toContainEqual(
      expect.objectContaining({ level: 'danger', message: failed.error!.code, upload: bad.id }),
    );
  });

  it('fails the parse of a doctype without fields with doctype/no-fields', async () => {
    const empty = await createDoctype(owner, { title: 'No fields', fields: [] });
    const parsed = await settled(
      (await upload(owner, empty, 'invoice.pdf', await makeInvoicePdf())).id,
    );
    expect(parsed.error).toEqual({ code: 'doctype/no-fields', message: 'No fields defined' });
    expect(parsed.state).toBe('parsing');
  });

  it('keeps parse/record-limit for a document of more than 10,000 records, stores none, gives the credits back and tells the author', async () => {
    const { client, me } = await registerUser(server.url);
    const lines = await createDoctype(client, {
      title: 'Long table',
      mode: 'one:multi',
      fields: [
        { caption: 'Item', description: 'Item', type: 'string' },
        { caption: 'Quantity', description: 'Quantity', type: 'number' },
      ],
    });
    const rows = Array.from({ length: MAX_RECORDS_PER_PARSE + 1 }, (_, i) => [
      `Item ${i}`,
      String((i % 9) + 1),
    ]);
    const long = await upload(
      client,
      lines,
      'long.docx',
      makeDocxWithTable([['Item', 'Quantity'], ...rows]),
    );
    const failed = await settled(long.id, client);
    expect(failed).toMatchObject({
      state: 'parsing',
      recordCount: 0,
      error: { code: 'parse/record-limit' },
    });
    expect(await attemptsOf(long.id, 'parse')).toEqual([1]);
    expect(
      (await client.get<RecordPage>(`/api/doctypes/${lines.id}/records?upload=${long.id}`)).body
        .total,
    ).toBe(0);
    const movements = await server.database.db
      .selectFrom('credit_movements')
      .select(['type', 'credits'])
      .where('user_id', '=', me.uid)
      .where('type', 'in', ['parse', 'refund'])
      .orderBy('type')
      .execute();
    expect(movements).toEqual([
      { type: 'parse', credits: -movements[1]!.credits },
      { type: 'refund', credits: expect.any(Number) as number },
    ]);
    expect(movements[1]!.credits).toBeGreaterThan(0);
    expect((await client.get<Me>('/api/me')).body.credits.total).toBe(500);
    const { notifications } = (await client.get<NotificationList>('/api/notifications')).body;
    expect(notifications).toContainEqual(
      expect.objectContaining({
        level: 'danger',
        message: 'parse/record-limit',
        doctype: lines.id,
        upload: long.id,
      }),
    );
  });

  it("scans a wizard draft's sample without a doctype/no-fields alarm", async () => {
    const draft = await createDoctype(owner, { title: 'Draft', fields: [], via: 'wizard' });
    const sample = await settled(
      (await upload(owner, draft, 'sample.pdf', await makeInvoicePdf())).id,
    );
    expect(sample).toMatchObject({ state: 'done', error: null, recordCount: 0 });
    expect(sample.file.ocr).toMatch(/\.ocr\.json$/);
    const { notifications } = (await owner.get<NotificationList>('/api/notifications')).body;
    expect(notifications.filter((n) => n.upload === sample.id)).toEqual([]);
  });

  it('accepts a reparse without a body, as the notification button sends it', async () => {
    await settled(invoice.id);
    const bare = await owner.request('POST', `/api/doctypes/${doctype.id}/reparse`);
    expect({ status: bare.status, body: bare.body }).toEqual({ status: 202, body: { queued: 0 } });
  });

  it('reparses done uploads after a field change, replacing their records', async () => {
    await settled(invoice.id);
    const changed = (
      await owner.patch<Doctype>(`/api/doctypes/${doctype.id}`, {
        fields: [
          ...doctype.fields,
          { caption: 'Invoice date', description: 'Invoice date', type: 'date' },
        ],
      })
    ).body;
    expect((await owner.post(`/api/doctypes/${doctype.id}/reparse`, {})).body).toEqual({
      queued: 1,
    });
    await expect
      .poll(async () => (await owner.get<Upload>(`/api/uploads/${invoice.id}`)).body.doctypeHash, {
        timeout: 90_000,
        interval: 200,
      })
      .toBe(changed.hash);
    const page = (
      await owner.get<RecordPage>(`/api/doctypes/${doctype.id}/records?upload=${invoice.id}`)
    ).body;
    expect(page.total).toBe(1);
    expect(page.records[0]!.data[changed.fields[2]!.key]).toBe(invoiceFacts.invoiceDate);
    expect((await owner.post(`/api/doctypes/${doctype.id}/reparse`, {})).body).toEqual({
      queued: 0,
    });
  });

  it('shows an OCR-only job as scanning, then returns the upload to done with its records untouched', async () => {
    const before = await settled(invoice.id);
    const recordsBefore = (
      await owner.get<RecordPage>(`/api/doctypes/${doctype.id}/records?upload=${invoice.id}`)
    ).body.records;
    const stream = await openEventStream(owner);
    try {
      expect((await owner.post(`/api/uploads/${invoice.id}/ocr`)).status).toBe(202);
      const states: string[] = [];
      while (states.at(-1) !== 'done') {
        const event = await stream.next();
        if (event.type === 'upload' && event.upload.id === invoice.id)
          states.push(event.upload.state);
      }
      expect(states[0]).toBe('scanning');
      expect(new Set(states.slice(0, -1))).toEqual(new Set(['scanning']));
    } finally {
      stream.close();
    }
    const after = (await owner.get<Upload>(`/api/uploads/${invoice.id}`)).body;
    expect(after).toMatchObject({
      state: 'done',
      error: null,
      doctypeHash: before.doctypeHash,
      recordCount: before.recordCount,
      file: before.file,
    });
    expect(
      (await owner.get<RecordPage>(`/api/doctypes/${doctype.id}/records?upload=${invoice.id}`)).body
        .records,
    ).toEqual(recordsBefore);
  });

  it("leaves a failed OCR-only job's upload with its error, not scanning", async () => {
    const damaged = new Uint8Array([
      ...Buffer.from('%PDF-1.7\n'),
      ...Array.from({ length: 2000 }, (_, i) => (i * 7907) % 256),
    ]);
    const bad = await settled((await upload(owner, doctype, 'damaged-again.pdf', damaged)).id);
    expect(bad.state).toBe('scanning');
    expect((await owner.post(`/api/uploads/${bad.id}/ocr`)).status).toBe(202);
    await expect
      .poll(async () => (await owner.get<Upload>(`/api/uploads/${bad.id}`)).body.state, {
        timeout: 90_000,
        interval: 200,
      })
      .toBe('uploaded');
    expect((await owner.get<Upload>(`/api/uploads/${bad.id}`)).body.error?.code).toBe(
      bad.error!.code,
    );
  });

  it('queues scan, OCR and parse for the owner with 202 and the upload', async () => {
    for (const action of ['scan', 'ocr', 'parse']) {
      const res = await owner.post<Upload>(`/api/uploads/${invoice.id}/${action}`);
      expect([action, res.status, res.body.id]).toEqual([action, 202, invoice.id]);
    }
    expect(await settled(invoice.id)).toMatchObject({ state: 'done', recordCount: 1 });
  });

  it('answers 404 to another user on every pipeline route', async () => {
    const calls: [string, unknown][] = [
      [`/api/uploads/${invoice.id}/scan`, undefined],
      [`/api/uploads/${invoice.id}/ocr`, undefined],
      [`/api/uploads/${invoice.id}/parse`, undefined],
      [`/api/uploads/${invoice.id}/suggest-fields`, { language: 'en' }],
      [
        `/api/doctypes/${doctype.id}/parse-inline`,
        { uploadId: invoice.id, doctype: { mode: 'single', fields: [{ caption: 'x' }] } },
      ],
      [`/api/doctypes/${doctype.id}/calibrate`, { uploadId: invoice.id }],
      [`/api/doctypes/${doctype.id}/reparse`, {}],
      [`/api/doctypes/${doctype.id}/reparse`, { upload: invoice.id }],
    ];
    for (const [url, body] of calls) {
      const res = await intruder.post(url, body);
      expect([url, res.status, res.body]).toEqual([url, 404, notFound]);
    }
    // Their own doctype does not open the owner's upload either.
    const own = await createDoctype(intruder, { title: 'Mine' });
    const res = await intruder.post(`/api/doctypes/${own.id}/parse-inline`, {
      uploadId: invoice.id,
      doctype: { mode: 'single', fields: [{ caption: 'x' }] },
    });
    expect(res.status).toBe(404);
  });
});
