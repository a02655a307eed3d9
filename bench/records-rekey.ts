/**
 * What a change of a field's type costs at many records: the PATCH (marks the field, queues
 * nothing here), a page filtered and one sorted by the field while it is re-keyed (keys computed
 * from the records), and the rekey job's pass, with the latency of the first page requested
 * meanwhile, one request after another (SQLite: the batches share its one connection).
 * Run: npx tsx bench/records-rekey.ts [--records 100000] [--dialect sqlite|postgres]
 */
import type { Doctype } from '@docsift/core/doctype';
import { makeInvoicePdf } from '@docsift/extract/testing';
import { registerUser } from '@docsift/server/testing/accounts';
import { createDoctype } from '@docsift/server/testing/documents';
import { addParsedUpload, rekeyMarked } from '@docsift/server/testing/records';
import { dialects, startTestServer } from '@docsift/server/testing/test-server';
import type { TestDialect } from '@docsift/server/testing/test-server';
import { argument, percentile } from './support/cli.ts';

const recordCount = Number(argument('--records') ?? 100_000);
const chosen = argument('--dialect') as TestDialect | undefined;
/** Records per parse commit while seeding. */
const COMMIT = 5000;

const fields = [
  { key: 'field_name', caption: 'Item', type: 'string' as const },
  { key: 'field_total', caption: 'Total', type: 'number' as const },
  { key: 'field_date', caption: 'Date', type: 'date' as const },
];

const ms = (value: number) => value.toFixed(1);

for (const dialect of chosen ? [chosen] : dialects) {
  const server = await startTestServer(dialect);
  try {
    const { client } = await registerUser(server.url);
    const doctype = await createDoctype(client, { fields });
    const pdf = await makeInvoicePdf();
    const seedStart = performance.now();
    for (let start = 0; start < recordCount; start += COMMIT) {
      const rows = Array.from({ length: Math.min(COMMIT, recordCount - start) }, (_, i) => ({
        field_name: `item ${(start + i) % 1000}`,
        field_total: ((start + i) % 100_000) / 100,
        field_date: `2024-0${1 + ((start + i) % 9)}-1${(start + i) % 10}`,
      }));
      await addParsedUpload(server, client, doctype, pdf, rows);
    }
    console.log(
      `${dialect}: ${recordCount.toLocaleString('en')} records seeded in ${ms((performance.now() - seedStart) / 1000)} s`,
    );

    const patchStart = performance.now();
    const patched = await client.patch<Doctype>(`/api/doctypes/${doctype.id}`, {
      fields: [fields[0], { ...fields[1]!, type: 'string' }, fields[2]],
    });
    console.log(
      `  PATCH (total number → string): ${ms(performance.now() - patchStart)} ms, ${patched.status}`,
    );

    const url = `/api/doctypes/${doctype.id}/records`;
    for (const [name, query] of [
      ['page filtered by it (==)', 'filter=field_total:==:12.5&limit=100'],
      ['page sorted by it', 'sort=field_total:asc&limit=100'],
    ]) {
      const times: number[] = [];
      for (let run = 0; run < 5; run++) {
        const started = performance.now();
        await client.get(`${url}?${query}`);
        times.push(performance.now() - started);
      }
      console.log(
        `  while re-keyed, ${name}: ${ms(percentile(times, 0.5))} / ${ms(percentile(times, 1))} ms (p50 / max of 5)`,
      );
    }

    let isPassing = true;
    const latencies: number[] = [];
    const requests = (async () => {
      while (isPassing) {
        const started = performance.now();
        await client.get(`${url}?limit=100`);
        latencies.push(performance.now() - started);
      }
    })();
    const passStart = performance.now();
    await rekeyMarked(server, doctype.id);
    const passed = performance.now() - passStart;
    isPassing = false;
    await requests;
    console.log(
      `  the rekey pass: ${ms(passed / 1000)} s; first page meanwhile: ${latencies.length} requests, p50 ${ms(percentile(latencies, 0.5))} ms, p95 ${ms(percentile(latencies, 0.95))} ms, max ${ms(percentile(latencies, 1))} ms`,
    );
  } finally {
    await server.close();
  }
}
