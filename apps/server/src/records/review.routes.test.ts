/**
 * The review queue (issue 28): a record's state from its confidences and required fields, the
 * `review` filter of pages, counts and exports, approving, and the states following a change of
 * the doctype's threshold or required fields.
 */
import type { Doctype } from '@docsift/core/doctype';
import type { DocRecord, NewRecord, RecordCount, RecordPage } from '@docsift/core/record';
import type { CreateUploadsResponse, Upload } from '@docsift/core/upload';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype, pipelineOf, uploadFiles } from '../../test/documents.ts';
import type { HttpClient } from '../../test/http-client.ts';
import { rekeyMarked } from '../../test/records.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';

const fields = [
  { key: 'field_no', caption: 'Invoice number', required: true },
  { key: 'field_total', caption: 'Total', type: 'number' as const },
];

/** Three records: a doubtful total (0.4), a sure one, and one without its required number. */
const parsed: NewRecord[] = [
  { data: { field_no: 'A-1', field_total: 10 }, sources: {}, confidence: { field_total: 0.4 } },
  { data: { field_no: 'A-2', field_total: 20 }, sources: {}, confidence: { field_total: 0.9 } },
  { data: { field_no: null, field_total: 30 }, sources: {}, confidence: { field_total: 0.95 } },
];

describe.each(dialects)('the review queue on %s', (dialect) => {
  const suite = serverPerSuite(dialect);

  /** An export's row of a record's values, keyed by caption. */
  function row(no: string | null, total: number) {
    return { 'Invoice number': no, Total: total };
  }

  async function withRecords() {
    const { client, me, email } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client, { fields });
    const created = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
      { name: 'invoices.pdf', bytes: suite.pdf },
    ]);
    const pipeline = pipelineOf(suite.server);
    const upload = created.body.uploads[0]!;
    await pipeline.saveOcr(upload.id, { pages: [] });
    await pipeline.completeParse(upload.id, { doctypeHash: doctype.hash, records: parsed });
    return { client, me, email, doctype };
  }

  async function numbersIn(client: HttpClient, doctype: Doctype, review: string) {
    const page = await client.get<RecordPage>(
      `/api/doctypes/${doctype.id}/records?review=${review}`,
    );
    expect(page.status).toBe(200);
    const count = await client.get<RecordCount>(
      `/api/doctypes/${doctype.id}/records/count?review=${review}`,
    );
    expect(count.body).toEqual({ total: page.body.total, totalExact: true });
    return page.body.records.map((record) => record.data.field_no).sort();
  }

  it('queues doubtful values and empty required fields, and an approval takes a record out', async () => {
    const { client, me, doctype } = await withRecords();
    expect(doctype.reviewThreshold).toBe(0.7);
    expect(await numbersIn(client, doctype, 'needs_review')).toEqual(['A-1', null]);
    expect(await numbersIn(client, doctype, 'auto')).toEqual(['A-2']);
    expect(await numbersIn(client, doctype, 'reviewed')).toEqual([]);

    const all = (await client.get<RecordPage>(`/api/doctypes/${doctype.id}/records`)).body;
    const doubtful = all.records.find((record) => record.data.field_no === 'A-1')!;
    expect(doubtful.review).toEqual({ state: 'needs_review', by: null, at: null });
    const url = `/api/doctypes/${doctype.id}/records/${doubtful.id}/approve`;
    const before = Date.now();
    const approved = await client.post<DocRecord>(url, {});
    expect(approved.status).toBe(200);
    expect(approved.body.review).toEqual({ state: 'reviewed', by: me.uid, at: expect.any(Number) });
    expect(approved.body.review.at).toBeGreaterThanOrEqual(before);
    expect(await numbersIn(client, doctype, 'needs_review')).toEqual([null]);
    expect(await numbersIn(client, doctype, 'reviewed')).toEqual(['A-1']);
    // Approving again keeps the first approval; an edit after it keeps the record reviewed.
    expect((await client.post<DocRecord>(url, {})).body.review).toEqual(approved.body.review);
    const edited = await client.patch<DocRecord>(
      `/api/doctypes/${doctype.id}/records/${doubtful.id}`,
      {
        data: { field_total: 11 },
      },
    );
    expect(edited.body.review.state).toBe('reviewed');
  });

  it('exports the review state, approver and time when asked, limited to a state', async () => {
    const { client, email, doctype } = await withRecords();
    const { records } = (await client.get<RecordPage>(`/api/doctypes/${doctype.id}/records`)).body;
    const doubtful = records.find((record) => record.data.field_no === 'A-1')!;
    const approved = await client.post<DocRecord>(
      `/api/doctypes/${doctype.id}/records/${doubtful.id}/approve`,
      {},
    );
    const at = new Date(approved.body.review.at!).toISOString();
    const url = `/api/doctypes/${doctype.id}/exports`;

    const json = await client.post<Record<string, unknown>[]>(url, {
      format: 'json',
      sort: 'field_total:asc',
      includeReview: true,
    });
    expect(json.status).toBe(200);
    expect(json.body).toEqual([
      { ...row('A-1', 10), 'Review state': 'reviewed', 'Reviewed by': email, 'Reviewed at': at },
      { ...row('A-2', 20), 'Review state': 'auto', 'Reviewed by': null, 'Reviewed at': null },
      {
        ...row(null, 30),
        'Review state': 'needs_review',
        'Reviewed by': null,
        'Reviewed at': null,
      },
    ]);

    const csv = await client.post<string>(url, {
      format: 'csv',
      review: 'reviewed',
      includeReview: true,
    });
    expect(csv.body.replace(/^\ufeff/, '').split('\r\n')).toEqual([
      'Invoice number,Total,Review state,Reviewed by,Reviewed at',
      `A-1,10,reviewed,${email},${at}`,
      '',
    ]);
    const plain = await client.post<string>(url, { format: 'csv', review: 'auto' });
    expect(plain.body.replace(/^\ufeff/, '').split('\r\n')).toEqual([
      'Invoice number,Total',
      'A-2,20',
      '',
    ]);
  });

  it('takes an edited value as checked and a filled required field as complete', async () => {
    const { client, doctype } = await withRecords();
    const { records } = (await client.get<RecordPage>(`/api/doctypes/${doctype.id}/records`)).body;
    for (const record of records.filter((r) => r.review.state === 'needs_review')) {
      const change = record.data.field_no === null ? { field_no: 'A-3' } : { field_total: 12 };
      const edited = await client.patch<DocRecord>(
        `/api/doctypes/${doctype.id}/records/${record.id}`,
        { data: change },
      );
      expect(edited.body.review.state).toBe('auto');
    }
    expect(await numbersIn(client, doctype, 'needs_review')).toEqual([]);
    expect(await numbersIn(client, doctype, 'auto')).toEqual(['A-1', 'A-2', 'A-3']);
  });

  it('restates the records when the threshold or the required fields change', async () => {
    const { client, doctype } = await withRecords();
    const patch = (body: object) => client.patch<Doctype>(`/api/doctypes/${doctype.id}`, body);
    expect((await patch({ reviewThreshold: 0.3 })).body.reviewThreshold).toBe(0.3);
    await rekeyMarked(suite.server, doctype.id);
    expect(await numbersIn(client, doctype, 'needs_review')).toEqual([null]);

    const optional = fields.map((field) => ({ ...field, required: false }));
    await patch({ fields: optional, reviewThreshold: 0.95 });
    await rekeyMarked(suite.server, doctype.id);
    expect(await numbersIn(client, doctype, 'needs_review')).toEqual(['A-1', 'A-2']);
    expect(await numbersIn(client, doctype, 'auto')).toEqual([null]);
  });

  it('queues a record with a page the extractor could not read until its empty values are set', async () => {
    const { client } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client, {
      fields: fields.map((field) => ({ ...field, required: false })),
    });
    const created = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
      { name: 'invoices.pdf', bytes: suite.pdf },
    ]);
    const upload = created.body.uploads[0]!;
    const pipeline = pipelineOf(suite.server);
    await pipeline.saveOcr(upload.id, { pages: [] });
    const empty = { field_no: null, field_total: null };
    await pipeline.completeParse(upload.id, {
      doctypeHash: doctype.hash,
      records: [
        { data: { field_no: 'A-1', field_total: 10 }, sources: {}, confidence: {} },
        { data: empty, sources: {}, confidence: {}, unreadPages: [2] },
      ],
    });
    // The upload says so, for its line in the list.
    const stored = await client.get<Upload>(`/api/uploads/${upload.id}`);
    expect(stored.body).toMatchObject({ state: 'done', recordCount: 2, unreadPages: [2] });
    const { records } = (await client.get<RecordPage>(`/api/doctypes/${doctype.id}/records`)).body;
    expect(records.map((record) => [record.unreadPages, record.review.state])).toEqual([
      [undefined, 'auto'],
      [[2], 'needs_review'],
    ]);
    // A change of the threshold restates the records: the unread page still counts.
    await client.patch<Doctype>(`/api/doctypes/${doctype.id}`, { reviewThreshold: 0.2 });
    await rekeyMarked(suite.server, doctype.id);
    expect(await numbersIn(client, doctype, 'needs_review')).toEqual([null]);

    const url = `/api/doctypes/${doctype.id}/records/${records[1]!.id}`;
    const partly = await client.patch<DocRecord>(url, { data: { field_no: 'A-2' } });
    expect(partly.body.review.state).toBe('needs_review');
    const filled = await client.patch<DocRecord>(url, { data: { field_total: 20 } });
    expect(filled.body).toMatchObject({ unreadPages: [2], review: { state: 'auto' } });
  });

  it('reads one record by its id, for the review screen, and only the team’s own', async () => {
    const { client, doctype } = await withRecords();
    const { records } = (await client.get<RecordPage>(`/api/doctypes/${doctype.id}/records`)).body;
    const listed = records.find((record) => record.data.field_no === 'A-1')!;
    const url = `/api/doctypes/${doctype.id}/records/${listed.id}`;
    const read = await client.get<DocRecord>(url);
    expect(read).toMatchObject({ status: 200, body: listed });
    const approved = (await client.post<DocRecord>(`${url}/approve`, {})).body;
    expect((await client.get<DocRecord>(url)).body.review).toEqual(approved.review);

    const missing = await client.get(`/api/doctypes/${doctype.id}/records/record-x`);
    expect(missing).toMatchObject({ status: 404, body: { error: { code: 'not-found' } } });
    const other = await registerUser(suite.server.url);
    expect((await other.client.get(url)).status).toBe(404);
    await client.delete(url);
    expect((await client.get(url)).status).toBe(404);
  });

  it('refuses a bad state, an unknown record and another team’s record', async () => {
    const { client, doctype } = await withRecords();
    const bad = await client.get(`/api/doctypes/${doctype.id}/records?review=maybe`);
    expect(bad).toMatchObject({ status: 400, body: { error: { code: 'invalid-argument' } } });
    const missing = await client.post(`/api/doctypes/${doctype.id}/records/record-x/approve`, {});
    expect(missing.status).toBe(404);
    const { records } = (await client.get<RecordPage>(`/api/doctypes/${doctype.id}/records`)).body;
    const other = await registerUser(suite.server.url);
    const foreign = await other.client.post(
      `/api/doctypes/${doctype.id}/records/${records[0]!.id}/approve`,
      {},
    );
    expect(foreign.status).toBe(404);
    expect(await numbersIn(client, doctype, 'reviewed')).toEqual([]);
  });
});
