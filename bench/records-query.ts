/**
 * The records query at a million records of one doctype, on SQLite and on PostgreSQL: p50/p95
 * of a page (100 records) and of its total, for the first page, an == filter, an includes
 * filter, a search, a sort by a field and the review queue (issue 28: a seventh of the records
 * need review, a seventh are approved); and of the exact count (GET …/records/count), which
 * makes a common search's lower bound exact window by window. The records are inserted by SQL (bench data, not a
 * parse), with 10 fields of strings, numbers, dates and booleans.
 * The SQL seed bypasses the records repository, so the field-key index is filled after it as
 * the migration fills it, and timed apart.
 * Run: npx tsx bench/records-query.ts [--records 1000000] [--runs 10] [--dialect sqlite|postgres]
 * [--plans] (prints each query's plans: EXPLAIN QUERY PLAN / EXPLAIN ANALYZE)
 * [--keep] (leaves the seeded database and says where) [--reuse DIR|URL] (measures a kept
 * SQLite data directory or PostgreSQL database again, migrated to the latest schema, without
 * seeding: a million records take most of an hour to seed and index under load). Drop a kept
 * PostgreSQL database with `DROP DATABASE name`, remove a kept directory, when done.
 */
import { rm } from 'node:fs/promises';
import type { Doctype } from '@docsift/core/doctype';
import type { RecordQuery } from '@docsift/core/record';
import { registerUser } from '@docsift/server/testing/accounts';
import { createDoctype } from '@docsift/server/testing/documents';
import { addParsedUpload, indexRecords, recordQueryOf } from '@docsift/server/testing/records';
import { dialects, startTestServer } from '@docsift/server/testing/test-server';
import type { TestDialect, TestServer } from '@docsift/server/testing/test-server';
import { makeInvoicePdf } from '@docsift/extract/testing';
import { sql } from 'kysely';
import { argument, percentile } from './support/cli.ts';

const recordCount = Number(argument('--records') ?? 1_000_000);
const runs = Number(argument('--runs') ?? 10);
const chosen = argument('--dialect') as TestDialect | undefined;
const isShowingPlans = process.argv.includes('--plans');
const reused = argument('--reuse');
const isKeeping = reused !== undefined || process.argv.includes('--keep');
/** The seeded doctype's title, by which a reused database's records are found. */
const title = `Bench ${recordCount} records`;

const fields = [
  { key: 'field_name', caption: 'Item', type: 'string' as const },
  { key: 'field_total', caption: 'Total', type: 'number' as const },
  { key: 'field_date', caption: 'Date', type: 'date' as const },
  { key: 'field_status', caption: 'Status', type: 'string' as const },
  { key: 'field_customer', caption: 'Customer', type: 'string' as const },
  { key: 'field_city', caption: 'City', type: 'string' as const },
  { key: 'field_quantity', caption: 'Quantity', type: 'number' as const },
  { key: 'field_paid', caption: 'Paid', type: 'boolean' as const },
  { key: 'field_reference', caption: 'Reference', type: 'string' as const },
  { key: 'field_note', caption: 'Note', type: 'string' as const },
];

/** Field values from the row number i, as SQL on either dialect (|| and % exist on both). */
const values = {
  field_name: sql`'item ' || (i % 1000)`,
  field_total: sql`(i % 100000) / 100.0`,
  field_date: sql`'2024-' || substr('0' || (1 + i % 12), -2, 2) || '-' || substr('0' || (1 + i % 28), -2, 2)`,
  field_status: sql`CASE i % 5 WHEN 0 THEN 'paid' WHEN 1 THEN 'open' WHEN 2 THEN 'overdue' WHEN 3 THEN 'draft' ELSE 'void' END`,
  field_customer: sql`'Customer ' || (i % 5000)`,
  field_city: sql`CASE i % 4 WHEN 0 THEN 'Berlin' WHEN 1 THEN 'München' WHEN 2 THEN 'Köln' ELSE 'Hamburg' END`,
  field_quantity: sql`i % 50`,
  field_paid: sql`i % 2 = 0`,
  field_reference: sql`'REF-' || i`,
  field_note: sql`'note ' || (i % 7919)`,
};

const queries: [string, RecordQuery][] = [
  ['first page', {}],
  ['== filter (status, 20% match)', { filter: 'field_status:==:paid' }],
  ['includes filter (item 42, 1.1%)', { filter: 'field_name:includes:item 42' }],
  ['q (customer 4711, 0.02%)', { q: 'customer 4711' }],
  ['sorted by total', { sort: 'field_total:asc' }],
  ['sorted by total, descending', { sort: 'field_total:desc' }],
  ['review queue (needs review, 14%)', { review: 'needs_review' }],
  ['review queue, == filter (2.9%)', { review: 'needs_review', filter: 'field_status:==:paid' }],
  ['review queue, sorted by total', { review: 'needs_review', sort: 'field_total:asc' }],
  ['approved (reviewed, 14%)', { review: 'reviewed' }],
];

/** A seventh of the records wait for review, a seventh were approved, the rest need nothing. */
const reviewState = sql`CASE i % 7 WHEN 0 THEN 'needs_review' WHEN 1 THEN 'reviewed' ELSE 'auto' END`;

/** The doctype a kept run seeded, or null. */
async function seeded(server: TestServer): Promise<Doctype | null> {
  const row = await server.database.db
    .selectFrom('doctypes')
    .select(['id', 'fields'])
    .where('title', '=', title)
    .executeTakeFirst();
  return row ? ({ id: row.id, fields: JSON.parse(row.fields) } as Doctype) : null;
}

async function seed(server: TestServer, doctype: Doctype): Promise<void> {
  const client = (await registerUser(server.url)).client;
  const owned = await createDoctype(client, { title, fields });
  const uploadId = await addParsedUpload(server, client, owned, await makeInvoicePdf(), []);
  Object.assign(doctype, owned);
  const dataOf = (dialect: TestDialect) => {
    const pairs = Object.entries(values).map(([key, value]) => sql`${sql.lit(key)}, ${value}`);
    return dialect === 'sqlite'
      ? sql`json_object(${sql.join(pairs)})`
      : sql`json_build_object(${sql.join(pairs)})::text`;
  };
  const rows =
    server.database.dialect === 'sqlite'
      ? sql`WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${recordCount - 1}) SELECT i FROM n`
      : sql`SELECT generate_series(0, ${recordCount - 1}) AS i`;
  const started = Date.now();
  await sql`
    INSERT INTO records (id, doctype_id, upload_id, position, created_at, deleted, data, review_state)
    SELECT 'record-' || i, ${owned.id}, ${uploadId}, i, ${sql.lit(started)} + i / 100, ${sql.lit(false)},
      ${dataOf(server.database.dialect)}, ${reviewState}
    FROM (${rows}) AS numbers`.execute(server.database.db);
  const seeded = Date.now();
  await indexRecords(server, doctype);
  await sql`ANALYZE`.execute(server.database.db);
  const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
  console.log(
    `  seeded ${recordCount.toLocaleString('en')} records in ${seconds(started, seeded)} s, field-key index filled in ${seconds(seeded, Date.now())} s`,
  );
}

async function timed(run: () => Promise<unknown>): Promise<string> {
  const times: number[] = [];
  await run();
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return `${percentile(times, 0.5).toFixed(1)} / ${percentile(times, 0.95).toFixed(1)}`;
}

for (const dialect of chosen ? [chosen] : dialects) {
  console.log(
    `${dialect}: ${recordCount.toLocaleString('en')} records, ${runs} runs, ms p50 / p95`,
  );
  const server = await startTestServer(
    dialect,
    !reused
      ? {}
      : dialect === 'postgres'
        ? { databaseUrl: reused }
        : { dataOf: { dataDir: reused, pgDatabase: null } },
  );
  try {
    const doctype = (await seeded(server)) ?? ({} as Doctype);
    if (!doctype.id) await seed(server, doctype);
    const query = recordQueryOf(server, doctype);
    for (const [title, request] of queries) {
      const page = await timed(() => query.page(request));
      const both = await timed(() => Promise.all([query.page(request), query.total(request)]));
      const { total, totalExact } = await query.total(request);
      const count = await timed(() => query.count(request));
      const exact = await query.count(request);
      if (isShowingPlans) console.log((await query.plans(request)).join('\n\n'));
      const figure = (counted: typeof exact) => `${counted.totalExact ? '' : '≥ '}${counted.total}`;
      console.log(
        `  ${title.padEnd(34)} page ${page.padEnd(16)} page + total ${both.padEnd(16)} total ${figure({ total, totalExact }).padEnd(8)} count ${count.padEnd(16)} → ${figure(exact)}`,
      );
    }
  } finally {
    await server.close({ keepData: isKeeping });
    // A PostgreSQL run keeps its database; its data directory holds nothing worth keeping.
    if (isKeeping && dialect === 'postgres') await rm(server.dataDir, { recursive: true });
    if (isKeeping) console.log(`  kept: ${server.pgDatabase?.url ?? reused ?? server.dataDir}`);
  }
}
