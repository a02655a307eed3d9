/**
 * Scale-out figures on one PostgreSQL database, every node its own `docsift serve --role …`
 * process sharing a DATA_DIR, offline extractor, one extraction process per worker:
 *   1. documents per minute with 1, 2 and 4 workers (40 one-page text PDFs; 12 one-page scans);
 *   2. records API requests per second through 1 API node and through 2;
 *   3. event latency: an upload through node B reaches done, a stream on node A hears it.
 * On this 2-core machine the 2-worker/1-worker ratio can approach 2 at best. Needs PostgreSQL on
 * 127.0.0.1 (as the tests do). Run: npx tsx bench/cluster.ts [--seconds 10]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { CreatedApiKey } from '@docsift/core/api-key';
import type { CreateUploadsResponse } from '@docsift/core/upload';
import { makeInvoicePdf, makeScannedPdf, makeTextPng } from '@docsift/extract/testing';
import { registerUser } from '@docsift/server/testing/accounts';
import { createDoctype, uploadFiles } from '@docsift/server/testing/documents';
import type { FilePart } from '@docsift/server/testing/documents';
import { HttpClient } from '@docsift/server/testing/http-client';
import { openEventStream } from '@docsift/server/testing/live-events';
import { createPostgresTestDatabase } from '@docsift/server/testing/postgres';
import type { DocsiftProcess } from './support/docsift-process.ts';
import { spawnDocsift, waitSettled } from './support/docsift-process.ts';

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 10;
const pg = await createPostgresTestDatabase();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'docsift-cluster-bench-'));
const env = {
  DATABASE_URL: pg.url,
  AUTH_SECRET: 'cluster-bench-secret-cluster-bench-secret',
  EXTRACTION_PROCESSES: '1',
  RATE_LIMIT_PER_MINUTE: String(1e9),
};
const nodes: DocsiftProcess[] = [];
const start = async (role: 'api' | 'worker') => {
  const node = await spawnDocsift({ role, dataDir, env });
  nodes.push(node);
  return node;
};

try {
  const apiA = await start('api');
  const apiB = await start('api');
  const { client } = await registerUser(apiA.url);
  const doctype = await createDoctype(client);

  const text = await makeInvoicePdf();
  const scan = await makeScannedPdf(makeTextPng());
  const batch = (bytes: Buffer, count: number, name: string): FilePart[] =>
    Array.from({ length: count }, (_, i) => ({ name: `${name}-${i}.pdf`, bytes }));
  async function docsPerMinute(files: FilePart[]): Promise<number> {
    const started = performance.now();
    const created = await uploadFiles<CreateUploadsResponse>(client, doctype.id, files);
    await waitSettled(
      client,
      created.body.uploads.map((upload) => upload.id),
    );
    return files.length / ((performance.now() - started) / 60_000);
  }

  console.log('1. documents per minute (one extraction process per worker)');
  const perWorkers = new Map<number, { text: number; scans: number }>();
  for (const workers of [1, 2, 4]) {
    while (nodes.length - 2 < workers) await start('worker');
    const figures = {
      text: await docsPerMinute(batch(text, 40, 'text')),
      scans: await docsPerMinute(batch(scan, 12, 'scan')),
    };
    perWorkers.set(workers, figures);
    console.log(
      `   ${workers} worker(s): text PDFs ${figures.text.toFixed(0)}/min, scans ${figures.scans.toFixed(0)}/min`,
    );
  }
  const one = perWorkers.get(1)!;
  const two = perWorkers.get(2)!;
  console.log(
    `   2 workers / 1 worker: text ${(two.text / one.text).toFixed(2)}, scans ${(two.scans / one.scans).toFixed(2)} (${os.cpus().length} cores)`,
  );

  const key = (await client.post<CreatedApiKey>('/api/api-keys', { name: 'bench' })).body.key;
  const recordsPath = `/api/doctypes/${doctype.id}/records`;
  async function requestsPerSecond(targets: DocsiftProcess[]): Promise<number> {
    const results = await Promise.all(
      targets.map((node) =>
        autocannon({
          url: `${node.url}${recordsPath}`,
          headers: { authorization: `Bearer ${key}` },
          connections: 50 / targets.length,
          duration: seconds,
        }),
      ),
    );
    const failed = results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0);
    if (failed > 0) console.log(`   (${failed} requests failed)`);
    return results.reduce((sum, r) => sum + r.requests.average, 0);
  }
  // The workers sit idle meanwhile; stopping them leaves the cores to the API nodes.
  for (const worker of nodes.splice(2)) await worker.stop();
  const oneNode = await requestsPerSecond([apiA]);
  const twoNodes = await requestsPerSecond([apiA, apiB]);
  console.log('2. records API, first page of 100, 50 connections');
  console.log(
    `   1 API node ${oneNode.toFixed(0)} req/s, 2 API nodes ${twoNodes.toFixed(0)} req/s (${(twoNodes / oneNode).toFixed(2)}×)`,
  );

  await start('worker');
  const onB = new HttpClient(apiB.url);
  for (const [name, value] of client.cookies) onB.cookies.set(name, value);
  const stream = await openEventStream(client);
  await stream.nextBlock();
  const latencies: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const created = await uploadFiles<CreateUploadsResponse>(onB, doctype.id, [
      { name: `latency-${i}.pdf`, bytes: text },
    ]);
    const id = created.body.uploads[0]!.id;
    for (;;) {
      const event = await stream.next();
      if (event.type === 'upload' && event.upload.id === id && event.upload.state === 'done') {
        latencies.push(Date.now() - event.upload.updated);
        break;
      }
    }
  }
  stream.close();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  console.log('3. upload done (worker, via node B) → event stream on node A, 20 uploads');
  console.log(`   p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${latencies.at(-1)} ms`);
} finally {
  for (const node of nodes) await node.stop();
  await rm(dataDir, { recursive: true, force: true });
  await pg.drop();
}
