/**
 * GET /api/doctypes/:id/records and …/records/values on both databases, checked against core's
 * record-filter.ts: the server must show exactly what the web's own filter and sort would.
 */
import type { Doctype } from '@docsift/core/doctype';
import type { FieldValue } from '@docsift/core/field-value';
import type { RecordPage, RecordValues } from '@docsift/core/record';
import type { FilterOperator } from '@docsift/core/record-filter';
import {
  filterOperators,
  filterRecords,
  formatFilterParam,
  naturalCompare,
} from '@docsift/core/record-filter';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype } from '../../test/documents.ts';
import type { HttpClient } from '../../test/http-client.ts';
import { addParsedUpload } from '../../test/records.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';
import { createLogger } from '../platform/log/logger.ts';
import { createDocumentServices } from '../roles/document-services.ts';
import type { NewRecord } from '@docsift/core/record';

const fields = [
  { key: 'field_name', caption: 'Name', type: 'string' as const },
  { key: 'field_total', caption: 'Total', type: 'number' as const },
  { key: 'field_date', caption: 'Date', type: 'date' as const },
  { key: 'field_paid', caption: 'Paid', type: 'boolean' as const },
];

/** `field_id` names each record so answers can be compared; the other values are the test. */
const rows: NewRecord['data'][] = [
  {
    field_id: 'a',
    field_name: 'item 2',
    field_total: 5,
    field_date: '2024-01-05',
    field_paid: true,
  },
  {
    field_id: 'b',
    field_name: 'Item 10',
    field_total: 10,
    field_date: '2024-01-10',
    field_paid: false,
  },
  {
    field_id: 'c',
    field_name: 'item 1',
    field_total: 2.5,
    field_date: '2023-12-31',
    field_paid: null,
  },
  { field_id: 'd', field_name: 'Müller GmbH', field_total: -3, field_date: null, field_paid: true },
  { field_id: 'e', field_name: 'MÜLLER', field_total: 1000, field_date: '2024-01-05' },
  { field_id: 'f', field_name: 'Zebra', field_total: null, field_paid: false },
  { field_id: 'g', field_name: '', field_total: 10 },
  { field_id: 'h', field_name: null, field_date: '2025-06-01' },
  { field_id: 'i' },
  // Accents fold as case does; characters NFD leaves whole compare by code point.
  { field_id: 'j', field_name: 'Muller AG' },
  { field_id: 'k', field_name: 'Café 2' },
  { field_id: 'l', field_name: 'cafe 10' },
  { field_id: 'm', field_name: 'Ørsted' },
  { field_id: 'n', field_name: '😀 smile' },
  { field_id: 'o', field_name: 'ａ' },
];

const targets: Record<string, string[]> = {
  field_name: [
    'item 2',
    'ITEM 10',
    'müller',
    'MULLER',
    'muller ag',
    '',
    'zebra',
    'Item 3',
    'cafe 2',
    'CAFÉ 10',
    'ø',
    'o',
    'ａ',
    '😀',
  ],
  field_total: ['5', '2.5', '-3', '', '1000', '10'],
  field_date: ['2024-01-05', '2024-01-10', ''],
  field_paid: ['true', 'false', ''],
};
const includesTargets: Record<string, string[]> = {
  field_name: ['item', 'MÜLL', 'mull', 'ü', 'é', 'e 1', 'ø', 'o', '', 'zz', 'ITEM 1', '😀'],
  field_total: ['.5', '10', '-'],
  field_date: ['2024-01', '-31'],
};

const ids = (page: RecordPage) => page.records.map((r) => r.data.field_id).sort();

describe.each(dialects)('the records query on %s', (dialect) => {
  const suite = serverPerSuite(dialect);
  let client: HttpClient;
  let doctype: Doctype;
  let uploadId: string;
  /**
   * The same records under a doctype whose every field had another type when they were parsed
   * and has the right one now: its fields are being re-keyed (no worker runs the job here), so
   * record_values holds keys of the wrong types and queries must compute them from the records.
   */
  let rekeyed: Doctype;

  beforeAll(async () => {
    client = (await registerUser(suite.server.url)).client;
    doctype = await createDoctype(client, { fields });
    uploadId = await addParsedUpload(suite.server, client, doctype, suite.pdf, rows);
    const types = fields.map((field) => field.type);
    const rotated = fields.map((field, i) => ({ ...field, type: types[(i + 1) % types.length]! }));
    const before = await createDoctype(client, { fields: rotated });
    await addParsedUpload(suite.server, client, before, suite.pdf, rows);
    rekeyed = (await client.patch<Doctype>(`/api/doctypes/${before.id}`, { fields })).body;
  });

  /** Each under its own user: a user's number of doctypes is limited. */
  async function anotherDoctype() {
    const { client: owner, me } = await registerUser(suite.server.url);
    return { owner, userId: me.uid, doctype: await createDoctype(owner, { fields }) };
  }

  async function page(query: string, of: Doctype = doctype): Promise<RecordPage> {
    const res = await client.get<RecordPage>(`/api/doctypes/${of.id}/records?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  const filterParam = (field: string, op: FilterOperator, value: string) =>
    `filter=${encodeURIComponent(formatFilterParam({ field, op, value }))}`;

  function expectedIds(...filters: { field: string; op: FilterOperator; value: string }[]) {
    return filterRecords(
      rows.map((data) => ({ data })),
      filters,
    )
      .map((r) => r.data.field_id)
      .sort();
  }

  it('shows every record, newest first, then in upload order, with the total', async () => {
    const all = await page('');
    expect(all.records.map((r) => r.data.field_id)).toEqual(rows.map((r) => r.field_id));
    expect(all).toMatchObject({ total: rows.length, totalExact: true, cursor: null });
    expect(all.records[0]!.upload).toBe(uploadId);
  });

  /**
   * Every comparison of the field gives core's records: read as the page's range (`==`) or
   * checked per record, and checked per record under a sort by another field.
   */
  async function expectComparedAsCore(of: Doctype, field: string) {
    const sort = `sort=${field === 'field_total' ? 'field_date' : 'field_total'}:desc`;
    for (const op of filterOperators.filter((o) => !o.includes('includes'))) {
      for (const value of targets[field]!) {
        const expected = expectedIds({ field, op, value });
        const answer = await page(filterParam(field, op, value), of);
        expect(ids(answer), `${field} ${op} "${value}"`).toEqual(expected);
        expect(answer.total).toBe(answer.records.length);
        const sorted = await page(`${filterParam(field, op, value)}&${sort}`, of);
        expect(ids(sorted), `${field} ${op} "${value}", ${sort}`).toEqual(expected);
      }
    }
  }

  it.each(Object.keys(targets))('compares %s as its type, as core does', (field) =>
    expectComparedAsCore(doctype, field),
  );

  it.each(Object.keys(targets))(
    'compares %s while it is re-keyed by the values, as core does',
    async (field) => {
      expect((await page('', rekeyed)).reindexing?.sort()).toEqual(fields.map((f) => f.key).sort());
      await expectComparedAsCore(rekeyed, field);
    },
  );

  it.each(Object.keys(includesTargets))('finds text in %s ignoring case', async (field) => {
    for (const op of ['includes', 'not-includes'] as const) {
      for (const value of includesTargets[field]!) {
        const answer = await page(filterParam(field, op, value));
        expect(ids(answer), `${field} ${op} "${value}"`).toEqual(expectedIds({ field, op, value }));
      }
    }
  });

  it('applies several filters at once and search over all values', async () => {
    const both = await page(
      `${filterParam('field_name', 'includes', 'item')}&${filterParam('field_total', '>=', '5')}`,
    );
    expect(ids(both)).toEqual(['a', 'b']);
    expect(ids(await page('q=MÜLLER'))).toEqual(['d', 'e', 'j']);
    expect(ids(await page('q=muller'))).toEqual(['d', 'e', 'j']);
    expect(ids(await page('q=CAFÉ'))).toEqual(['k', 'l']);
    expect(ids(await page('q=2024-01-1'))).toEqual(['b']);
    expect(ids(await page(`q=gmbh&${filterParam('field_total', '<', '0')}`))).toEqual(['d']);
    // The search never matches across two values of a record ("Zebra", false).
    expect(ids(await page('q=zebrafalse'))).toEqual([]);
  });

  it('ignores filters naming no field, no op, or a value the type cannot read', async () => {
    const ignored = [
      'filter=field_unknown:==:x',
      'filter=field_name',
      'filter=field_name:like:x',
      `${filterParam('field_total', '>', 'many')}`,
      `${filterParam('field_date', '<', 'yesterday')}`,
    ];
    expect((await page(ignored.join('&'))).total).toBe(rows.length);
  });

  it.each(['field_name', 'field_total', 'field_date', 'field_paid'])(
    'sorts by %s in natural order, both ways, also while it is re-keyed',
    async (field) => {
      for (const of of [doctype, rekeyed])
        for (const dir of ['asc', 'desc'] as const) {
          const whole = (await page(`sort=${field}:${dir}`, of)).records;
          const values = whole.map((r) => r.data[field] ?? null);
          const sorted = [...values].sort(
            (a, b) => (dir === 'asc' ? 1 : -1) * naturalCompare(a, b),
          );
          expect(values, `${field}:${dir}`).toEqual(sorted);
          // Page by page, the cursors continue the same order.
          const paged: string[] = [];
          let cursor: string | null = '';
          while (cursor !== null) {
            const next: RecordPage = await page(
              `sort=${field}:${dir}&limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
              of,
            );
            paged.push(...next.records.map((r) => r.id));
            cursor = next.cursor;
          }
          expect(paged).toEqual(whole.map((r) => r.id));
        }
    },
  );

  it('pages by cursor without duplicates or gaps while records arrive', async () => {
    const { owner, doctype: many } = await anotherDoctype();
    const first = Array.from({ length: 250 }, (_, i) => ({
      field_id: `old-${i}`,
      field_name: `row ${i % 37}`,
    }));
    await addParsedUpload(suite.server, owner, many, suite.pdf, first);
    for (const sort of ['', '&sort=field_name:asc', '&sort=field_name:desc']) {
      const seen: FieldValue[] = [];
      let cursor: string | null = null;
      let arrivals = 0;
      do {
        const res: { body: RecordPage } = await owner.get<RecordPage>(
          `/api/doctypes/${many.id}/records?limit=100${sort}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        seen.push(...res.body.records.map((r) => r.data.field_id!));
        cursor = res.body.cursor;
        arrivals += 1;
        await addParsedUpload(suite.server, owner, many, suite.pdf, [
          { field_id: `new-${sort}-${arrivals}`, field_name: `row ${arrivals * 5}` },
        ]);
      } while (cursor);
      const old = seen.filter((id) => String(id).startsWith('old-'));
      expect(new Set(seen).size, sort).toBe(seen.length);
      expect(new Set(old).size, sort).toBe(first.length);
    }
  });

  it('refuses a cursor it did not make, or made for another sort', async () => {
    const all = await page('limit=2');
    expect(all.cursor).not.toBeNull();
    const base = `/api/doctypes/${doctype.id}/records?limit=2`;
    const otherSort = await client.get(`${base}&sort=field_total:asc&cursor=${all.cursor}`);
    const garbage = await client.get(`${base}&cursor=not-a-cursor`);
    for (const res of [otherSort, garbage])
      expect(res.body).toMatchObject({ error: { code: 'invalid-argument', field: 'cursor' } });
  });

  it('hides deleted records from pages, totals and values', async () => {
    const { owner, doctype: hidden } = await anotherDoctype();
    await addParsedUpload(suite.server, owner, hidden, suite.pdf, [
      { field_id: 'kept', field_name: 'kept' },
      { field_id: 'gone', field_name: 'gone' },
    ]);
    await suite.server.database.db
      .updateTable('records')
      .set({ deleted: 1 })
      .where('doctype_id', '=', hidden.id)
      .where('data', 'like', '%"gone"%')
      .execute();
    const answer = await owner.get<RecordPage>(`/api/doctypes/${hidden.id}/records`);
    expect(answer.body.records.map((r) => r.data.field_id)).toEqual(['kept']);
    expect(answer.body.total).toBe(1);
    const values = await owner.get<RecordValues>(
      `/api/doctypes/${hidden.id}/records/values?field=field_name`,
    );
    expect(values.body.values).toEqual(['kept']);
  });

  it('suggests a field’s distinct values in natural order, only up to 100', async () => {
    const values = (field: string, id = doctype.id, as = client) =>
      as.get<RecordValues>(`/api/doctypes/${id}/records/values?field=${field}`);
    expect((await values('field_name')).body.values).toEqual([
      '',
      'Café 2',
      'cafe 10',
      'item 1',
      'item 2',
      'Item 10',
      'MÜLLER',
      'Muller AG',
      'Müller GmbH',
      'Zebra',
      'Ørsted',
      'ａ',
      '😀 smile',
    ]);
    expect((await values('field_total')).body.values).toEqual([-3, 2.5, 5, 10, 1000]);
    expect((await values('field_paid')).body.values).toEqual([false, true]);
    expect((await values('field_unknown')).body).toMatchObject({
      error: { code: 'invalid-argument', field: 'field' },
    });

    const { owner, doctype: wide } = await anotherDoctype();
    const distinct = (n: number) => Array.from({ length: n }, (_, i) => ({ field_name: `v${i}` }));
    await addParsedUpload(suite.server, owner, wide, suite.pdf, distinct(100));
    expect((await values('field_name', wide.id, owner)).body.values).toHaveLength(100);
    await addParsedUpload(suite.server, owner, wide, suite.pdf, distinct(101));
    expect((await values('field_name', wide.id, owner)).body.values).toBeNull();
  });

  it('counts exactly up to 10,000, then answers a lower bound; a scan walks them all', async () => {
    const { owner, userId, doctype: large } = await anotherDoctype();
    const half = Array.from({ length: 5001 }, (_, i) => ({ field_total: i }));
    await addParsedUpload(suite.server, owner, large, suite.pdf, half);
    await addParsedUpload(suite.server, owner, large, suite.pdf, half);
    const url = `/api/doctypes/${large.id}/records`;
    expect((await owner.get<RecordPage>(url)).body).toMatchObject({
      total: 10_000,
      totalExact: false,
    });
    const narrow = await owner.get<RecordPage>(`${url}?filter=field_total:<:100`);
    expect(narrow.body).toMatchObject({ total: 200, totalExact: true });

    const { records } = createDocumentServices({
      config: suite.server.config,
      logger: createLogger('silent'),
      database: suite.server.database,
    });
    const totals: FieldValue[] = [];
    for await (const { data } of records.scan(userId, large.id, { sort: 'field_total:desc' }))
      totals.push(data.field_total!);
    expect(totals).toHaveLength(10_002);
    expect(totals.slice(0, 3)).toEqual([5000, 5000, 4999]);
    expect(totals.every((total, i) => i === 0 || Number(totals[i - 1]) >= Number(total))).toBe(
      true,
    );
  });
});
