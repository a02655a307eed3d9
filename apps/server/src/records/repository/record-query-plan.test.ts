/**
 * The plans the records query relies on (docs/records-storage.md): the first page and the
 * pages after a cursor walk records_display_order_idx in order and stop after the page, with
 * no sort step; an `==` filter, a sort by a field (either way) and the totals of comparisons
 * read ranges of record_values_order_idx. At a million records a sort step or a read of
 * every record costs seconds, so a planner or schema change that loses this must fail here,
 * with a small data set.
 */
import type { Doctype, Field } from '@docsift/core/doctype';
import { CompiledQuery, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import { dialects, serverPerSuite } from '../../../test/test-server.ts';
import { openMigratedTestDatabase } from '../../../test/migrated-test-database.ts';
import { registerUser } from '../../../test/accounts.ts';
import { createDoctype } from '../../../test/documents.ts';
import { addParsedUpload } from '../../../test/records.ts';
import { createRecordQuery, searchStrategy } from './record-query.ts';
import type { RecordsSlice } from './record-query.ts';
import { compileView } from './record-view.ts';
import type { RecordScope } from '../record-scope.ts';
import { encodeCursor } from './record-cursor.ts';

const doctype = {
  id: 'doctype-plan',
  fields: [{ key: 'field_name', caption: 'Name', description: '', type: 'string' } as Field],
};

describe.each(dialects)('the records query plans on %s', (dialect) => {
  let database: Database;

  beforeAll(async () => {
    const opened = await openMigratedTestDatabase(dialect);
    database = opened.database;
    return opened.close;
  });

  /**
   * The plan as text. PostgreSQL prices scans that need a sort out first: a tiny table would
   * rather be read whole and sorted, which says nothing about the plan at a million records;
   * a sort step still shows when no index can give the order.
   */
  async function plan(
    scope: RecordScope,
    kind: 'page' | 'total' | 'window end' | 'window count',
    cursor?: string,
  ) {
    const query = createRecordQuery(database.db, database.dialect);
    const view = compileView(query.recordSql, doctype, scope);
    const after = [Date.now(), 'upload-x', 5, 'record-x'];
    const end = [Date.now() - 1000, 'upload-y', 7, 'record-y'];
    const queries = {
      page: () => query.pageQuery(view, 100, cursor),
      total: () => query.totalQuery(view),
      'window end': () => query.windowEndQuery(view, after, 20_000),
      'window count': () => query.windowCountQuery(view, { after, end }, 10_001),
    };
    const compiled = queries[kind]().compile(database.db);
    const explain = (prefix: string) =>
      CompiledQuery.raw(`${prefix} ${compiled.sql}`, [...compiled.parameters]);
    return database.db.connection().execute(async (db) => {
      if (database.dialect === 'sqlite') {
        const { rows } = await db.executeQuery<{ detail: string }>(explain('EXPLAIN QUERY PLAN'));
        return rows.map((r) => r.detail).join('\n');
      }
      for (const setting of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort'])
        await sql`SET ${sql.raw(setting)} = off`.execute(db);
      const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>(explain('EXPLAIN'));
      await sql`RESET ALL`.execute(db);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }

  const sortStep = /TEMP B-TREE|Sort/;

  it.each([
    ['the first page', undefined],
    ['a page after a cursor', encodeCursor('', [Date.now(), 'upload-x', 5, 'record-x'])],
  ])('reads %s from the display-order index without sorting', async (_, cursor) => {
    const text = await plan({}, 'page', cursor);
    expect(text).toMatch(/records_display_order_idx/);
    expect(text).not.toMatch(sortStep);
  });

  const keyAfter = (sort: string) =>
    encodeCursor(sort, [0, 'item 00000000000000000005', Date.now(), 'upload-x', 5, 'record-x']);

  it.each([
    ['an == filter', { filter: 'field_name:==:Item 5' }, undefined],
    [
      'an == filter after a cursor',
      { filter: 'field_name:==:Item 5' },
      encodeCursor('', [Date.now(), 'upload-x', 5, 'record-x']),
    ],
    ['a sort by a field', { sort: 'field_name:asc' }, undefined],
    ['a descending sort by a field', { sort: 'field_name:desc' }, undefined],
    ['a sorted page after a cursor', { sort: 'field_name:asc' }, keyAfter('field_name:asc')],
    ['a descending page after a cursor', { sort: 'field_name:desc' }, keyAfter('field_name:desc')],
  ])('reads %s from the field-key index without sorting', async (_, scope: RecordScope, cursor) => {
    const text = await plan(scope, 'page', cursor);
    expect(text).toMatch(/record_values_order_idx/);
    expect(text).not.toMatch(sortStep);
  });

  it.each([
    ['a search', { q: 'item', sort: 'field_name:desc' }, /records_display_order_idx/],
    [
      'a search with an == filter',
      { q: 'item', filter: 'field_name:==:Item 5' },
      /record_values_order_idx/,
    ],
  ])(
    'counts %s exactly by windows of an index walk in display order',
    async (_, scope: RecordScope, index) => {
      const end = await plan(scope, 'window end');
      expect(end).toMatch(index);
      expect(end).not.toMatch(sortStep);
      expect(await plan(scope, 'window count')).toMatch(index);
    },
  );

  it.each<[string, RecordScope]>([
    ['an == filter', { filter: 'field_name:==:Item 5' }],
    ['a range filter', { filter: 'field_name:>:Item 5' }],
    ['the review queue with an == filter', { review: 'needs_review', filter: 'field_name:==:A' }],
  ])('counts %s in the field-key index alone', async (_, scope: RecordScope) => {
    const text = await plan(scope, 'total');
    expect(text).toMatch(/record_values_order_idx/);
    expect(text).not.toMatch(/\brecords\b/);
  });

  // Probing each row of one range for the record's row of the other cost 317 ms at a million
  // records (bench/records-query.ts); merging the two ranges reads index entries alone.
  it('counts two == filters from their ranges of the field-key index, without sorting', async () => {
    const text = await plan({ review: 'needs_review', filter: 'field_name:==:A' }, 'total');
    expect(text).not.toMatch(sortStep);
    // SQLite merges the two ranges, reading index entries alone.
    if (dialect === 'sqlite') {
      expect(text).toMatch(/MERGE \(INTERSECT\)/);
      expect(text.match(/COVERING INDEX record_values_order_idx/g)).toHaveLength(2);
    } else expect(text).toMatch(/record_values_order_idx/);
  });
});

/**
 * A search or an includes filter is read in the view's order when the view's first records
 * match it often, else through the trigram index (searchStrategy); the strategy is chosen from
 * a sample, among enough records of one doctype that the sample is not the whole view.
 */
describe.each(dialects)('the records search strategy on %s', (dialect) => {
  const suite = serverPerSuite(dialect);
  let searched: Doctype;

  beforeAll(async () => {
    const { client } = await registerUser(suite.server.url);
    searched = await createDoctype(client, { fields: doctype.fields });
    const rows = Array.from({ length: 3000 }, (_, i) => ({ field_name: `Customer ${i}` }));
    rows[1234] = { field_name: 'Müller GmbH' };
    rows[2345] = { field_name: 'Mullerweg 5' };
    await addParsedUpload(suite.server, client, searched, suite.pdf, rows);
    await sql`ANALYZE`.execute(suite.server.database.db);
  });

  function queryOf() {
    const { db, dialect: name } = suite.server.database;
    const query = createRecordQuery(db, name);
    const viewOf = (scope: RecordScope) => compileView(query.recordSql, searched, scope);
    return { db, query, viewOf };
  }

  /**
   * What the query asks the trigram index (SQLite's FTS5 table, PostgreSQL's pg_trgm index on
   * search_text). Whether PostgreSQL then uses its index is the planner's call by size: among
   * 3,000 records it rightly reads the table; bench/records-query.ts --plans shows the plan at
   * a million.
   */
  const asksIndex = dialect === 'sqlite' ? /records_search MATCH/ : /search_text LIKE/;

  it.each([
    ['a search', { q: 'müller gmbh' }, 1],
    ['an includes filter', { filter: 'field_name:includes:MULL' }, 2],
  ])('reads %s for a rare text through the trigram index', async (_, scope: RecordScope, n) => {
    const { db, query, viewOf } = queryOf();
    const view = await query.planned(viewOf(scope));
    expect(view.search).toBe('index');
    expect(query.pageQuery(view, 100).compile(db).sql).toMatch(asksIndex);
    expect(query.totalQuery(view).compile(db).sql).toMatch(asksIndex);
    expect((await query.page(view, 100)).records).toHaveLength(n);
    expect(await query.total(view)).toEqual({ total: n, totalExact: true });
  });

  /**
   * PostgreSQL's GIN index is asked for the needle's rare trigrams only; SQLite, whose search
   * text is not stored for the sample to count trigrams in, asks FTS5 for the whole needle.
   */
  it('asks the index for the rare trigrams of a needle where it can count them', async () => {
    const { db, query, viewOf } = queryOf();
    const view = await query.planned(viewOf({ q: 'Customer 1999' }));
    expect(view.search).toBe('index');
    // "cus", "ust", … are in every record; "199" and "999" in one of the sample's each.
    const [probes, asked] =
      dialect === 'sqlite' ? [['customer 1999'], '"customer 1999"'] : [['199', '999'], '%999%'];
    expect(view.texts[0]!.probes).toEqual(probes);
    const page = query.pageQuery(view, 100).compile(db);
    expect(page.parameters).toContain(asked);
    if (dialect === 'postgres') expect(page.parameters).not.toContain('%customer 1999%');
    expect((await query.page(view, 100)).records.map((r) => r.data.field_name)).toEqual([
      'Customer 1999',
    ]);
    expect(await query.total(view)).toEqual({ total: 1, totalExact: true });
  });

  it.each([
    ['a search', { q: 'customer 1' }],
    ['an includes filter', { filter: 'field_name:includes:Custom' }],
  ])('checks %s for a common text in display order', async (_, scope: RecordScope) => {
    const { db, query, viewOf } = queryOf();
    const view = await query.planned(viewOf(scope));
    expect(view.search).toBe('scan');
    expect(query.pageQuery(view, 100).compile(db).sql).not.toMatch(asksIndex);
    expect((await query.page(view, 100)).records).toHaveLength(100);
  });

  it('reads the same pages and totals either way, sorted, filtered and after a cursor', async () => {
    const { query, viewOf } = queryOf();
    const scopes: RecordScope[] = [
      { q: 'customer 12' },
      { q: 'customer 12', sort: 'field_name:desc' },
      { q: 'customer 12', filter: 'field_name:>=:Customer 1200' },
      {
        filter: ['field_name:includes:mer 2', 'field_name:not-includes:5'],
        sort: 'field_name:asc',
      },
    ];
    for (const scope of scopes) {
      const read = async (search: 'scan' | 'index') => {
        const view = { ...viewOf(scope), search };
        const first = await query.page(view, 7);
        const second = await query.page(view, 7, first.cursor!);
        const ids = (slice: RecordsSlice) => slice.records.map((record) => record.data.field_name);
        return [ids(first), ids(second), await query.total(view)];
      };
      const scanned = await read('scan');
      expect(scanned[1]).toHaveLength(7);
      expect(await read('index')).toEqual(scanned);
    }
  });

  it('counts a scanned search up to its limit, then gives the count so far as a lower bound', async () => {
    const { db, dialect: name } = suite.server.database;
    const query = createRecordQuery(db, name, { sample: 100, scanCount: 1000 });
    const view = await query.planned(compileView(query.recordSql, searched, { q: 'customer' }));
    expect(view.search).toBe('scan');
    // Each of the first 1,000 records in display order is a customer.
    expect(await query.total(view)).toEqual({ total: 1000, totalExact: false });
    const rare = await query.planned(compileView(query.recordSql, searched, { q: 'gmbh' }));
    expect(rare.search).toBe('index');
    expect(await query.total(rare)).toEqual({ total: 1, totalExact: true });
  });
});

describe.each(dialects)('the totals of several comparisons on %s', (dialect) => {
  const suite = serverPerSuite(dialect);
  const fields = [
    { key: 'field_status', caption: 'Status', type: 'string' },
    { key: 'field_kind', caption: 'Kind', type: 'string' },
    { key: 'field_n', caption: 'N', type: 'number' },
  ] as const;
  let counted: Doctype;

  // 600 records: status by i % 3, kind by i % 4; those of kind A approved (reviewed).
  beforeAll(async () => {
    const { client } = await registerUser(suite.server.url);
    counted = await createDoctype(client, { fields: [...fields] });
    const rows = Array.from({ length: 600 }, (_, i) => ({
      field_status: ['paid', 'open', 'void'][i % 3]!,
      field_kind: ['A', 'B', 'C', 'D'][i % 4]!,
      field_n: i,
    }));
    await addParsedUpload(suite.server, client, counted, suite.pdf, rows);
    const approved = await client.post(`/api/doctypes/${counted.id}/records/bulk-approve`, {
      view: { filters: ['field_kind:==:A'] },
    });
    expect(approved.status).toBe(200);
  });

  it.each<[string, RecordScope, number]>([
    ['a review state and an == filter', { review: 'reviewed', filter: 'field_status:==:paid' }, 50],
    ['another state', { review: 'auto', filter: 'field_status:==:paid' }, 150],
    [
      'two == filters that exclude each other',
      { filter: ['field_status:==:paid', 'field_status:==:open'] },
      0,
    ],
    ['two == filters that meet', { filter: ['field_status:==:void', 'field_kind:==:C'] }, 50],
    [
      'three, and a range',
      { review: 'reviewed', filter: ['field_status:==:paid', 'field_n:<:300', 'field_kind:==:A'] },
      25,
    ],
    [
      'a != beside them',
      { review: 'reviewed', filter: ['field_status:==:paid', 'field_n:!=:0'] },
      49,
    ],
  ])('totals %s as the records both keep', async (_, scope: RecordScope, expected) => {
    const { db, dialect: name } = suite.server.database;
    const query = createRecordQuery(db, name);
    const view = compileView(query.recordSql, counted, scope);
    expect(await query.total(view)).toEqual({ total: expected, totalExact: true });
    // The pages, read another way (one range, the other checked row by row), agree.
    let seen = 0;
    let cursor: string | undefined;
    do {
      const page = await query.page(view, 100, cursor);
      seen += page.records.length;
      cursor = page.cursor ?? undefined;
    } while (cursor);
    expect(seen).toBe(expected);
  });
});

describe('searchStrategy', () => {
  it.each([
    [{ scanned: 999, hits: 0 }, 'scan'],
    [{ scanned: 1000, hits: 4 }, 'index'],
    [{ scanned: 1000, hits: 5 }, 'scan'],
  ] as const)('reads %o of a sample of 1,000 by %s', (sample, strategy) => {
    expect(searchStrategy(sample, 1000)).toBe(strategy);
  });
});
