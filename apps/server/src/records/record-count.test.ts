/**
 * GET /api/doctypes/:id/records/count on both databases: the exact figure where a page's total
 * is a common search's lower bound. The server checks 10 records for a search's total and
 * counts 10 records a window (the scanCount test hook), so a few hundred records give "10+" and
 * a count of dozens of windows.
 */
import type { Doctype } from '@docsift/core/doctype';
import type { NewRecord, RecordCount, RecordPage } from '@docsift/core/record';
import type { ActiveFilter } from '@docsift/core/record-filter';
import { filterRecords, formatFilterParam } from '@docsift/core/record-filter';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype } from '../../test/documents.ts';
import { HttpClient } from '../../test/http-client.ts';
import { addParsedUpload } from '../../test/records.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';
import { createLogger } from '../platform/log/logger.ts';
import { createDocumentServices } from '../roles/document-services.ts';
import { countExactly } from './record-count.ts';
import { createRecordQuery } from './repository/record-query.ts';

const fields = [
  { key: 'field_name', caption: 'Name', type: 'string' as const },
  { key: 'field_total', caption: 'Total', type: 'number' as const },
  { key: 'field_kind', caption: 'Kind', type: 'string' as const },
];

/** Every record holds "item": a search for it is common, its page's total a lower bound. */
const rows: NewRecord['data'][] = Array.from({ length: 600 }, (_, i) => ({
  field_name: `item ${i}`,
  field_total: i % 10,
  field_kind: i % 3 === 0 ? 'paid' : 'open',
}));

/** How many rows core's filter keeps: what the count must answer. */
const expected = (...filters: ActiveFilter[]) =>
  filterRecords(
    rows.map((data) => ({ data })),
    filters,
  ).length;

const query = (q: string, ...filters: ActiveFilter[]) =>
  [
    `q=${encodeURIComponent(q)}`,
    ...filters.map((f) => `filter=${encodeURIComponent(formatFilterParam(f))}`),
  ].join('&');

/** A request naming this header is held until its client goes away, then handled. */
const holdHeader = 'x-test-hold-until-gone';
const testHooks = { scanCount: 10 };

describe.each(dialects)('the exact records count on %s', (dialect) => {
  let arrived = () => {};
  const held = {
    arrived: new Promise<void>((resolve) => (arrived = resolve)),
    errors: [] as unknown[],
  };
  const suite = serverPerSuite(dialect, {
    testHooks,
    beforeListen: (app) => {
      app.addHook('onRequest', async (request) => {
        if (!request.headers[holdHeader]) return;
        arrived();
        await new Promise((gone) => request.signal.addEventListener('abort', gone));
      });
      app.addHook('onError', async (request, _reply, error) => {
        if (request.headers[holdHeader]) held.errors.push(error);
      });
    },
  });
  let client: HttpClient;
  let userId: string;
  let doctype: Doctype;
  let uploadId: string;

  beforeAll(async () => {
    const registered = await registerUser(suite.server.url);
    client = registered.client;
    userId = registered.me.uid;
    doctype = await createDoctype(client, { fields });
    uploadId = await addParsedUpload(suite.server, client, doctype, suite.pdf, rows);
  });

  async function get<T>(path: string, search: string): Promise<T> {
    const res = await client.get<T>(`/api/doctypes/${doctype.id}/records${path}?${search}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }
  const page = (search: string) => get<RecordPage>('', search);
  const count = (search: string) => get<RecordCount>('/count', search);

  it('answers the exact figure where the page answered a lower bound', async () => {
    expect(await page(query('item'))).toMatchObject({ total: 10, totalExact: false });
    expect(await count(query('item'))).toEqual({ total: rows.length, totalExact: true });
    const rare = { field: 'field_name', op: 'includes', value: 'item 1' } as const;
    expect(await page(`filter=${formatFilterParam(rare)}`)).toMatchObject({ totalExact: false });
    expect(await count(`filter=${formatFilterParam(rare)}`)).toEqual({
      total: expected(rare),
      totalExact: true,
    });
  });

  it('combines the search with filters (an == range, a comparison) and the upload; the sort changes nothing', async () => {
    const paid = { field: 'field_kind', op: '==', value: 'paid' } as const;
    const low = { field: 'field_total', op: '<', value: '5' } as const;
    const ones = { field: 'field_name', op: 'includes', value: 'item 1' } as const;
    expect(await page(query('item', paid))).toMatchObject({ totalExact: false });
    expect(await count(query('item', paid))).toEqual({ total: expected(paid), totalExact: true });
    expect(await count(query('item', low))).toEqual({ total: expected(low), totalExact: true });
    expect(await count(query('item 1', paid, low))).toEqual({
      total: expected(ones, paid, low),
      totalExact: true,
    });
    expect(await count(`${query('item', paid)}&upload=${uploadId}&sort=field_total:desc`)).toEqual({
      total: expected(paid),
      totalExact: true,
    });
    // A view without a search is counted as its page counts it.
    expect(await count(`filter=${formatFilterParam(low)}`)).toEqual({
      total: expected(low),
      totalExact: true,
    });
  });

  it('answers 404 for another user’s doctype or none, 401 without a caller', async () => {
    const { client: other } = await registerUser(suite.server.url);
    const notFound = { status: 404, body: { error: { code: 'not-found' } } };
    expect(await other.get(`/api/doctypes/${doctype.id}/records/count?q=item`)).toMatchObject(
      notFound,
    );
    expect(await client.get('/api/doctypes/doctype-missing/records/count')).toMatchObject(notFound);
    const anonymous = new HttpClient(suite.server.url);
    expect((await anonymous.get(`/api/doctypes/${doctype.id}/records/count?q=item`)).status).toBe(
      401,
    );
  });

  function services() {
    return createDocumentServices({
      config: suite.server.config,
      logger: createLogger('silent'),
      database: suite.server.database,
      testHooks,
    });
  }

  it('answers other requests while it counts, window by window', async () => {
    const { records } = services();
    const finished: string[] = [];
    // 60 windows of 10 records: without a turn of the event loop between them, SQLite's
    // synchronous driver would hold every other request until the count is done.
    const counting = records
      .count(userId, doctype.id, { q: 'item' }, new AbortController().signal)
      .then(() => finished.push('count'));
    const other = page('q=item').then(() => finished.push('page'));
    await Promise.all([counting, other]);
    expect(finished).toEqual(['page', 'count']);
  });

  it('stops when its client goes away', async () => {
    const going = new AbortController();
    const request = client
      .get(`/api/doctypes/${doctype.id}/records/count?q=item`, {
        headers: { [holdHeader]: '1' },
        signal: going.signal,
      })
      .catch(() => 'gone');
    await held.arrived;
    going.abort();
    expect(await request).toBe('gone');
    await expect.poll(() => held.errors).toEqual([expect.objectContaining({ code: 'cancelled' })]);
  });

  it('stops when its caller goes away', async () => {
    const { records } = services();
    const caller = new AbortController();
    const counting = records.count(userId, doctype.id, { q: 'item' }, caller.signal);
    setImmediate(() => caller.abort());
    await expect(counting).rejects.toMatchObject({ code: 'cancelled' });
  });

  it('counts up to 10,000, then answers the cap as a lower bound', async () => {
    const { client: owner } = await registerUser(suite.server.url);
    const large = await createDoctype(owner, { fields });
    const half = Array.from({ length: 5001 }, (_, i) => ({ field_name: `item ${i}` }));
    await addParsedUpload(suite.server, owner, large, suite.pdf, half);
    await addParsedUpload(suite.server, owner, large, suite.pdf, half);
    // Windows of 2,500 records: the count of 10,002 takes five, not a thousand.
    const { db, dialect: name } = suite.server.database;
    const recordQuery = createRecordQuery(db, name, { scanCount: 2500 });
    const view = await recordQuery.view(large, { q: 'item' });
    expect(await recordQuery.total(view)).toEqual({ total: 2500, totalExact: false });
    expect(await countExactly(recordQuery, view, new AbortController().signal)).toEqual({
      total: 10_000,
      totalExact: false,
    });
    const fewer = await recordQuery.view(large, { q: 'item 1' });
    // item 1, 10–19, 100–199, 1000–1999: 1,111, twice.
    expect(await countExactly(recordQuery, fewer, new AbortController().signal)).toEqual({
      total: 2222,
      totalExact: true,
    });
  });
});
