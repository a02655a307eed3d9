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
import type { Database } from '../platform/db/database.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';
import { openMigratedTestDatabase } from '../../test/migrated-test-database.ts';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype } from '../../test/documents.ts';
import { addParsedUpload } from '../../test/records.ts';
import { createRecordQuery } from './record-query.ts';
import { compileView } from './record-view.ts';
import type { RecordScope } from './record-view.ts';
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
  async function plan(scope: RecordScope, kind: 'page' | 'total', cursor?: string) {
    const query = createRecordQuery(database.db, database.dialect);
    const view = compileView(query.recordSql, doctype, scope);
    const compiled = (
      kind === 'page' ? query.pageQuery(view, 100, cursor) : query.totalQuery(view)
    ).compile(database.db);
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
    ['an == filter', { filter: 'field_name:==:Item 5' }],
    ['a range filter', { filter: 'field_name:>:Item 5' }],
  ])('counts %s in the field-key index alone', async (_, scope: RecordScope) => {
    const text = await plan(scope, 'total');
    expect(text).toMatch(/record_values_order_idx/);
    expect(text).not.toMatch(/\brecords\b/);
  });
});

/**
 * A search or an includes filter for a rare text goes through the trigram index, among
 * enough records of one doctype that reading them all is priced as what it is.
 */
describe.each(dialects)('the records search plans on %s', (dialect) => {
  const suite = serverPerSuite(dialect);
  let searched: Doctype;

  beforeAll(async () => {
    const { client } = await registerUser(suite.server.url);
    searched = await createDoctype(client, { fields: doctype.fields });
    const rows = Array.from({ length: 3000 }, (_, i) => ({ field_name: `Customer ${i}` }));
    rows[1234] = { field_name: 'Müller GmbH' };
    await addParsedUpload(suite.server, client, searched, suite.pdf, rows);
    await sql`ANALYZE`.execute(suite.server.database.db);
  });

  it.each([
    ['a search', { q: 'müller gmbh' }],
    ['an includes filter', { filter: 'field_name:includes:MULL' }],
  ])('narrows %s by the trigram index', async (_, scope: RecordScope) => {
    const { db, dialect: name } = suite.server.database;
    const query = createRecordQuery(db, name);
    const page = query.pageQuery(compileView(query.recordSql, searched, scope), 100).compile(db);
    const prefix = name === 'sqlite' ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN';
    const { rows } = await db.executeQuery<Record<string, string>>(
      CompiledQuery.raw(`${prefix} ${page.sql}`, [...page.parameters]),
    );
    const text = rows.map((r) => r.detail ?? r['QUERY PLAN']).join('\n');
    expect(text).toMatch(
      name === 'sqlite' ? /records_search VIRTUAL TABLE/ : /records_search_trgm_idx/,
    );
    expect(
      (await query.page(compileView(query.recordSql, searched, scope), 100)).records,
    ).toHaveLength(1);
  });
});
