/**
 * The plans the records query relies on (docs/records-storage.md): the first page and the
 * pages after a cursor walk records_display_order_idx in order and stop after the page, with
 * no sort step. At a million records a sort step costs seconds, so a planner or schema change
 * that loses this must fail here, with a small data set.
 */
import type { Field } from '@docsift/core/doctype';
import { CompiledQuery, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/database.ts';
import { dialects } from '../../test/test-server.ts';
import { openMigratedTestDatabase } from '../../test/migrated-test-database.ts';
import { createRecordQuery } from './record-query.ts';
import { compileView } from './record-view.ts';
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
  async function plan(cursor?: string): Promise<string> {
    const query = createRecordQuery(database.db, database.dialect);
    const page = query.pageQuery(compileView(query.recordSql, doctype, {}), 100, cursor).compile();
    const explain = (prefix: string) =>
      CompiledQuery.raw(`${prefix} ${page.sql}`, [...page.parameters]);
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

  it.each([
    ['the first page', undefined],
    ['a page after a cursor', encodeCursor('', [Date.now(), 'upload-x', 5, 'record-x'])],
  ])('reads %s from the display-order index without sorting', async (_, cursor) => {
    const text = await plan(cursor);
    expect(text).toMatch(/records_display_order_idx/);
    expect(text).not.toMatch(/TEMP B-TREE|Sort/);
  });
});
