/**
 * Bulk actions on chosen records (issue 25): approving and deleting several at once, all or
 * none, or every record of a view named by its conditions, and exporting only the chosen ones;
 * another team's ids change nothing.
 */
import type { Doctype } from '@docsift/core/doctype';
import { MAX_BULK_RECORDS, MAX_BULK_VIEW_RECORDS } from '@docsift/core/limits';
import type { BulkApproved, DocRecord, RecordPage } from '@docsift/core/record';
import type { Upload } from '@docsift/core/upload';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype } from '../../test/documents.ts';
import type { HttpClient } from '../../test/http-client.ts';
import type { EventStream } from '../../test/live-events.ts';
import { openEventStream } from '../../test/live-events.ts';
import { addParsedUpload } from '../../test/records.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';

const fields = [
  { key: 'field_no', caption: 'Invoice number' },
  { key: 'field_total', caption: 'Total', type: 'number' as const },
];

const notFound = { error: { code: 'not-found', message: 'Not found' } };

describe.each(dialects)('bulk record actions on %s', (dialect) => {
  const suite = serverPerSuite(dialect);

  /** A user with a doctype whose one upload holds invoices A-1 … A-4 (totals 10 … 40). */
  async function withRecords() {
    const { client, me } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client, { fields });
    const upload = await addParsedUpload(suite.server, client, doctype, suite.pdf, [
      { field_no: 'A-1', field_total: 10 },
      { field_no: 'A-2', field_total: 20 },
      { field_no: 'A-3', field_total: 30 },
      { field_no: 'A-4', field_total: 40 },
    ]);
    const byNumber = new Map(
      (await recordsOf(client, doctype)).map((record) => [record.data.field_no, record]),
    );
    const idOf = (no: string) => byNumber.get(no)!.id;
    return { client, me, doctype, upload, idOf };
  }

  async function recordsOf(client: HttpClient, doctype: Doctype): Promise<DocRecord[]> {
    return (await client.get<RecordPage>(`/api/doctypes/${doctype.id}/records?sort=field_no:asc`))
      .body.records;
  }

  /** Each record's number and review state, in number order. */
  async function statesOf(client: HttpClient, doctype: Doctype) {
    return (await recordsOf(client, doctype)).map((r) => [r.data.field_no, r.review.state]);
  }

  it('approves the chosen records, by the caller, and answers them in the order asked', async () => {
    const { client, me, doctype, idOf } = await withRecords();
    const url = `/api/doctypes/${doctype.id}/records/bulk-approve`;
    const first = await client.post<DocRecord>(
      `/api/doctypes/${doctype.id}/records/${idOf('A-2')}/approve`,
      {},
    );
    const before = Date.now();
    const approved = await client.post<BulkApproved>(url, {
      recordIds: [idOf('A-3'), idOf('A-2'), idOf('A-1'), idOf('A-3')],
    });
    expect(approved.status).toBe(200);
    expect(approved.body.records.map((r) => [r.data.field_no, r.review.state])).toEqual([
      ['A-3', 'reviewed'],
      ['A-2', 'reviewed'],
      ['A-1', 'reviewed'],
    ]);
    const [three, two] = approved.body.records;
    expect(three!.review).toEqual({ state: 'reviewed', by: me.uid, at: expect.any(Number) });
    expect(three!.review.at).toBeGreaterThanOrEqual(before);
    // The one approved before keeps its first approval.
    expect(two!.review).toEqual(first.body.review);
    expect(await statesOf(client, doctype)).toEqual([
      ['A-1', 'reviewed'],
      ['A-2', 'reviewed'],
      ['A-3', 'reviewed'],
      ['A-4', 'auto'],
    ]);
    // The review filter reads the new state from the index too.
    const reviewed = await client.get<RecordPage>(
      `/api/doctypes/${doctype.id}/records?review=reviewed`,
    );
    expect(reviewed.body.total).toBe(3);
  });

  it('approves and deletes nothing when one id is another team’s, unknown or deleted', async () => {
    const { client, doctype, idOf } = await withRecords();
    const other = await withRecords();
    const bulk = (action: string, ids: string[], caller: HttpClient = client, to = doctype) =>
      caller.post(`/api/doctypes/${to.id}/records/bulk-${action}`, { recordIds: ids });
    const deleted = idOf('A-4');
    expect((await client.delete(`/api/doctypes/${doctype.id}/records/${deleted}`)).status).toBe(
      204,
    );
    for (const action of ['approve', 'delete']) {
      for (const ids of [
        [idOf('A-1'), other.idOf('A-1')],
        [idOf('A-1'), 'record-x'],
        [idOf('A-1'), deleted],
      ])
        expect(await bulk(action, ids)).toMatchObject({ status: 404, body: notFound });
      // The owner's ids in the owner's doctype, sent by someone outside its team.
      expect(await bulk(action, [idOf('A-2')], other.client)).toMatchObject({
        status: 404,
        body: notFound,
      });
      // The owner's ids sent through the intruder's own doctype.
      expect(await bulk(action, [idOf('A-2')], other.client, other.doctype)).toMatchObject({
        status: 404,
        body: notFound,
      });
    }
    expect(await statesOf(client, doctype)).toEqual([
      ['A-1', 'auto'],
      ['A-2', 'auto'],
      ['A-3', 'auto'],
    ]);
    expect(await statesOf(other.client, other.doctype)).toEqual([
      ['A-1', 'auto'],
      ['A-2', 'auto'],
      ['A-3', 'auto'],
      ['A-4', 'auto'],
    ]);
  });

  it('refuses an empty or too long list of ids with 400', async () => {
    const { client, doctype, idOf } = await withRecords();
    for (const action of ['approve', 'delete']) {
      const url = `/api/doctypes/${doctype.id}/records/bulk-${action}`;
      for (const recordIds of [[], Array.from({ length: MAX_BULK_RECORDS + 1 }, () => idOf('A-1'))])
        expect(await client.post(url, { recordIds })).toMatchObject({
          status: 400,
          body: { error: { code: 'invalid-argument' } },
        });
    }
    expect((await recordsOf(client, doctype)).length).toBe(4);
  });

  it('deletes the chosen records, and their upload counts them no longer', async () => {
    const { client, doctype, upload, idOf } = await withRecords();
    const url = `/api/doctypes/${doctype.id}/records/bulk-delete`;
    const res = await client.post(url, { recordIds: [idOf('A-1'), idOf('A-3'), idOf('A-1')] });
    expect(res.status).toBe(204);
    expect(await statesOf(client, doctype)).toEqual([
      ['A-2', 'auto'],
      ['A-4', 'auto'],
    ]);
    const page = await client.get<RecordPage>(`/api/doctypes/${doctype.id}/records`);
    expect(page.body.total).toBe(2);
    expect((await client.get<Upload>(`/api/uploads/${upload}`)).body.recordCount).toBe(2);
    // Gone records are unknown now.
    expect(await client.post(url, { recordIds: [idOf('A-1')] })).toMatchObject({ status: 404 });
  });

  it('approves and deletes every record a view shows, named by its conditions', async () => {
    const { client, me, doctype, upload } = await withRecords();
    const other = await withRecords();
    const url = (action: string) => `/api/doctypes/${doctype.id}/records/bulk-${action}`;
    const approved = await client.post<BulkApproved>(url('approve'), {
      view: { upload, filters: ['field_total:>:15'], review: 'auto' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.records.map((r) => r.data.field_no).sort()).toEqual(['A-2', 'A-3', 'A-4']);
    expect(approved.body.records[0]!.review).toMatchObject({ state: 'reviewed', by: me.uid });
    expect(await statesOf(client, doctype)).toEqual([
      ['A-1', 'auto'],
      ['A-2', 'reviewed'],
      ['A-3', 'reviewed'],
      ['A-4', 'reviewed'],
    ]);
    // A search names the view as well; the other team's records, which match it too, stay.
    const deleted = await client.post(url('delete'), { view: { filters: [], q: 'A-3' } });
    expect(deleted.status).toBe(204);
    expect((await statesOf(client, doctype)).map(([no]) => no)).toEqual(['A-1', 'A-2', 'A-4']);
    expect((await recordsOf(other.client, other.doctype)).length).toBe(4);
    // A view that shows nothing changes nothing.
    const none = await client.post<BulkApproved>(url('approve'), {
      view: { filters: ['field_total:>:1000'] },
    });
    expect(none).toMatchObject({ status: 200, body: { records: [] } });
    // Ids and a view together, or neither, are not a request.
    for (const body of [{ recordIds: ['x'], view: { filters: [] } }, {}])
      expect(await client.post(url('delete'), body)).toMatchObject({
        status: 400,
        body: { error: { code: 'invalid-argument' } },
      });
    // Someone outside the team reaches nothing through the owner's doctype.
    expect(await other.client.post(url('delete'), { view: { filters: [] } })).toMatchObject({
      status: 404,
    });
    expect((await recordsOf(client, doctype)).length).toBe(3);
  });

  it(`acts on a view of ${MAX_BULK_VIEW_RECORDS} records and refuses one more, changing nothing`, async () => {
    const { client } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client, { fields });
    const full = await addParsedUpload(
      suite.server,
      client,
      doctype,
      suite.pdf,
      Array.from({ length: MAX_BULK_VIEW_RECORDS }, (_, i) => ({
        field_no: `B-${i}`,
        field_total: i,
      })),
    );
    await addParsedUpload(suite.server, client, doctype, suite.pdf, [
      { field_no: 'C-1', field_total: 1 },
    ]);
    const url = (action: string) => `/api/doctypes/${doctype.id}/records/bulk-${action}`;
    const reviewed = async () =>
      (await client.get<RecordPage>(`/api/doctypes/${doctype.id}/records?review=reviewed`)).body
        .total;
    for (const action of ['approve', 'delete'])
      expect(await client.post(url(action), { view: { filters: [] } })).toMatchObject({
        status: 400,
        body: { error: { code: 'records/too-many' } },
      });
    expect(await reviewed()).toBe(0);
    const approved = await client.post<BulkApproved>(url('approve'), { view: { upload: full } });
    expect(approved.status).toBe(200);
    expect(approved.body.records.length).toBe(MAX_BULK_VIEW_RECORDS);
    expect(await reviewed()).toBe(MAX_BULK_VIEW_RECORDS);
    const deleted = await client.post(url('delete'), {
      view: { upload: full, review: 'reviewed' },
    });
    expect(deleted.status).toBe(204);
    const left = await client.get<RecordPage>(`/api/doctypes/${doctype.id}/records`);
    expect(left.body.records.map((r) => r.data.field_no)).toEqual(['C-1']);
  }, 180_000);

  it('tells the team of a 5,000-record bulk approve and delete in one live event each', async () => {
    const { client } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client, { fields });
    // Five uploads: a delete lowers each one's count, and still sends one event.
    for (let upload = 0; upload < 5; upload++)
      await addParsedUpload(
        suite.server,
        client,
        doctype,
        suite.pdf,
        Array.from({ length: 1000 }, (_, i) => ({
          field_no: `B-${upload}-${i}`,
          field_total: upload * 1000 + i,
        })),
      );
    const marker = (await recordsOf(client, doctype))[0]!;
    const url = (action: string) => `/api/doctypes/${doctype.id}/records/bulk-${action}`;
    const approveMarker = () =>
      client.post(`/api/doctypes/${doctype.id}/records/${marker.id}/approve`, {});
    /** The events up to the marker record's approval, which is the last of them. */
    async function eventsUntilMarker(stream: EventStream) {
      const seen = [];
      for (;;) {
        const event = await stream.next();
        if (event.type === 'record' && event.record.id === marker.id) return seen;
        seen.push(event);
      }
    }
    const stream = await openEventStream(client);
    try {
      // What the uploads sent before the stream opened may still be on its way: skip it.
      await approveMarker();
      await eventsUntilMarker(stream);

      const approved = await client.post<BulkApproved>(url('approve'), { view: {} });
      expect(approved.body.records.length).toBe(5000);
      const deleted = await client.post(url('delete'), {
        view: { filters: ['field_total:>=:2500'] },
      });
      expect(deleted.status).toBe(204);
      await approveMarker();
      expect(await eventsUntilMarker(stream)).toEqual([
        { type: 'records', doctype: doctype.id, change: 'approved', count: 5000 },
        { type: 'records', doctype: doctype.id, change: 'deleted', count: 2500 },
      ]);
    } finally {
      stream.close();
    }
    const left = await client.get<RecordPage>(
      `/api/doctypes/${doctype.id}/records?review=reviewed`,
    );
    expect(left.body.total).toBe(2500);
  }, 120_000);

  it('exports only the chosen records, in the view’s order, within its other conditions', async () => {
    const { client, doctype, idOf } = await withRecords();
    const other = await withRecords();
    const url = `/api/doctypes/${doctype.id}/exports`;
    const chosen = [idOf('A-1'), idOf('A-3'), idOf('A-4')];
    const sorted = await client.post<Record<string, unknown>[]>(url, {
      format: 'json',
      sort: 'field_total:desc',
      recordIds: chosen,
    });
    expect(sorted.status).toBe(200);
    expect(sorted.body.map((row) => row['Invoice number'])).toEqual(['A-4', 'A-3', 'A-1']);
    const csv = await client.post<string>(url, {
      format: 'csv',
      filters: ['field_total:<:35'],
      recordIds: chosen,
    });
    expect(csv.body.replace(/^\ufeff/, '').split('\r\n')).toEqual([
      'Invoice number,Total',
      'A-1,10',
      'A-3,30',
      '',
    ]);
    // Another team's record named among the chosen is not theirs to export: it is left out.
    const foreign = await client.post<Record<string, unknown>[]>(url, {
      format: 'json',
      sort: 'field_no:asc',
      recordIds: [idOf('A-2'), other.idOf('A-1')],
    });
    expect(foreign.body).toEqual([{ 'Invoice number': 'A-2', Total: 20 }]);
    const empty = await client.post(url, { format: 'json', recordIds: [] });
    expect(empty.status).toBe(400);
  });
});
