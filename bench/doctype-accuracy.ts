/**
 * GET /api/doctypes/:id/accuracy at 100,000 records of one doctype with 10 fields, on SQLite and
 * on PostgreSQL: p50/p95 over HTTP. The records are inserted by SQL (bench data, not a parse)
 * over 100 days, each value with a confidence, one record in ten with two corrected values.
 * Run: npx tsx bench/doctype-accuracy.ts [--records 100000] [--runs 5] [--dialect sqlite|postgres]
 */
import type { DoctypeAccuracy } from '@docsift/core/accuracy';
import { registerUser } from '@docsift/server/testing/accounts';
import { createDoctype } from '@docsift/server/testing/documents';
import { addParsedUpload } from '@docsift/server/testing/records';
import { dialects, startTestServer } from '@docsift/server/testing/test-server';
import type { TestDialect } from '@docsift/server/testing/test-server';
import { makeInvoicePdf } from '@docsift/extract/testing';
import { sql } from 'kysely';
import { argument, percentile } from './support/cli.ts';

const recordCount = Number(argument('--records') ?? 100_000);
const runs = Number(argument('--runs') ?? 5);
const chosen = argument('--dialect') as TestDialect | undefined;
const DAY_MS = 24 * 60 * 60 * 1000;
const keys = Array.from({ length: 10 }, (_, i) => `field_f${i}`);

/** A JSON object of the 10 fields, each `value(key)`, as SQL text on either dialect. */
function jsonOf(dialect: TestDialect, value: (key: string) => ReturnType<typeof sql>) {
  const pairs = keys.map((key) => sql`${sql.lit(key)}, ${value(key)}`);
  return dialect === 'sqlite'
    ? sql`json_object(${sql.join(pairs)})`
    : sql`json_build_object(${sql.join(pairs)})::text`;
}

for (const dialect of chosen ? [chosen] : dialects) {
  const server = await startTestServer(dialect);
  try {
    const { client } = await registerUser(server.url);
    const doctype = await createDoctype(client, {
      fields: keys.map((key) => ({ key, caption: key, type: 'string' as const })),
    });
    const uploadId = await addParsedUpload(server, client, doctype, await makeInvoicePdf(), []);
    const rows =
      dialect === 'sqlite'
        ? sql`WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${recordCount - 1}) SELECT i FROM n`
        : sql`SELECT generate_series(0, ${recordCount - 1}) AS i`;
    const now = Date.now();
    /** One record in ten: its first two values corrected (the extracted value differs). */
    const editsJson =
      dialect === 'sqlite'
        ? sql`CASE WHEN i % 10 = 0 THEN json_object('field_f0', json_object('extracted', 'old ' || i, 'at', ${now}), 'field_f1', json_object('extracted', 'old ' || i, 'at', ${now})) ELSE '{}' END`
        : sql`CASE WHEN i % 10 = 0 THEN json_build_object('field_f0', json_build_object('extracted', 'old ' || i, 'at', ${now}::bigint), 'field_f1', json_build_object('extracted', 'old ' || i, 'at', ${now}::bigint))::text ELSE '{}' END`;
    const started = Date.now();
    await sql`
      INSERT INTO records (id, doctype_id, upload_id, position, created_at, deleted, data, confidence, edits)
      SELECT 'record-' || i, ${doctype.id}, ${uploadId}, i,
        ${sql.lit(now - 100 * DAY_MS)} + CAST(i AS BIGINT) * ${sql.lit(Math.floor((100 * DAY_MS) / recordCount))},
        ${sql.lit(false)},
        ${jsonOf(dialect, (key) => sql`${key} || ' ' || i`)},
        ${jsonOf(dialect, () => sql`(i % 100) / 100.0`)},
        ${editsJson}
      FROM (${rows}) AS numbers`.execute(server.database.db);
    await sql`ANALYZE`.execute(server.database.db);
    console.log(
      `${dialect}: seeded ${recordCount.toLocaleString('en')} records in ${Date.now() - started} ms`,
    );
    const times: number[] = [];
    let answer: DoctypeAccuracy | undefined;
    for (let run = 0; run <= runs; run++) {
      const start = performance.now();
      const res = await client.get<DoctypeAccuracy>(`/api/doctypes/${doctype.id}/accuracy`);
      if (res.status !== 200) throw new Error(`accuracy answered ${res.status}`);
      if (run > 0) times.push(performance.now() - start);
      answer = res.body;
    }
    const f0 = answer!.fields[0]!;
    console.log(
      `  GET …/accuracy p50 ${percentile(times, 0.5).toFixed(0)} ms, p95 ${percentile(times, 0.95).toFixed(0)} ms (${answer!.period}s: ${f0.periods.length}; field_f0 ${f0.corrected}/${f0.values} corrected)`,
    );
  } finally {
    await server.close();
  }
}
