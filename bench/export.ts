/**
 * Exports of 100,000 records of 10 fields over HTTP from a server in this process (SQLite):
 * seconds per format, the CPU time the process spent on it (server and reader; steadier than
 * seconds on a loaded machine) and the peak growth of the process's RSS while the file streams.
 * Goals: csv ≤ 1 s, xlsx ≤ 2 s, RSS growth ≤ 150 MB.
 * Run: npx tsx bench/export.ts
 */
import type { FieldInput } from '@docsift/core/doctype';
import { MAX_RECORDS_PER_PARSE } from '@docsift/core/limits';
import type { ExportFormat } from '@docsift/core/record';
import { createClient, dataOf } from '@docsift/client/client';
import { exportRecords } from '@docsift/client/export-to-file';
import { uploadFiles } from '@docsift/client/upload-files';
import { makeInvoicePdf } from '@docsift/extract/testing';
import { registerUserWithApiKey } from '@docsift/server/testing/accounts';
import { pipelineOf, setRole, valuesOnly } from '@docsift/server/testing/documents';
import { startTestServer } from '@docsift/server/testing/test-server';

const RECORDS = 100_000;
const types = ['string', 'number', 'date', 'boolean', 'string'] as const;
const fields: FieldInput[] = Array.from({ length: 10 }, (_, i) => ({
  key: `field_f${i}`,
  caption: `Field ${i}`,
  type: types[i % types.length],
}));

function recordAt(n: number): Record<string, string | number | boolean> {
  return Object.fromEntries(
    fields.map((field, i) => {
      switch (field.type) {
        case 'number':
          return [field.key, n * 1.25 + i];
        case 'date':
          return [field.key, `20${10 + (n % 15)}-0${1 + (n % 9)}-1${n % 10}`];
        case 'boolean':
          return [field.key, n % 2 === 0];
        default:
          return [field.key, `Lieferant ${n} Straße ${i}`];
      }
    }),
  );
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const server = await startTestServer('sqlite', { env: { LOG_LEVEL: 'warn' } });
try {
  const { apiKey, me } = await registerUserWithApiKey(server.url);
  await setRole(server, me.uid, 'starter');
  const client = createClient({ url: server.url, apiKey });
  const doctype = dataOf(
    await client.POST('/api/doctypes', { body: { title: 'Bench', mode: 'one:single', fields } }),
  );
  const pdf = await makeInvoicePdf();
  const pipeline = pipelineOf(server);
  for (let start = 0; start < RECORDS; start += MAX_RECORDS_PER_PARSE) {
    // No workers here: the upload stays stored, and its records are written as a parse would.
    const [stored] = await uploadFiles(client, {
      doctype: doctype.id,
      files: [new File([pdf], `part-${start}.pdf`)],
      wait: false,
    });
    const records = Array.from({ length: MAX_RECORDS_PER_PARSE }, (_, i) => recordAt(start + i));
    await pipeline.completeParse(stored!.upload!.id, {
      doctypeHash: doctype.hash,
      records: valuesOnly(...records),
    });
  }
  for (const format of ['csv', 'json', 'xlsx'] satisfies ExportFormat[]) {
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const body = await exportRecords(client, doctype.id, { format, upload: 'all' });
    let bytes = 0;
    for await (const chunk of body) bytes += chunk.length;
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    console.log(
      `${format}: ${RECORDS.toLocaleString('en')} records, ${mb(bytes)} in ${seconds.toFixed(2)} s ` +
        `(CPU ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s); ` +
        `RSS growth ${mb(peak - before)}`,
    );
  }
} finally {
  await server.close();
}
