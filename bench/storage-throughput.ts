/**
 * Upload and download throughput of one `docsift serve --role api` (SQLite, no worker, so no
 * extraction competes) with its files on the local disk, then in an S3 bucket (s3rver on
 * loopback, in this process). Each round sends one 50 MB PDF through POST /api/uploads and reads
 * it back through GET /api/uploads/:id/file: p50 and p95 of the times, and the server's RSS
 * growth (the file is streamed in parts, never held whole).
 * Run: npx tsx bench/storage-throughput.ts [rounds=7]
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_UPLOAD_MAX_BYTES } from '@docsift/core/limits';
import type { CreateUploadsResponse } from '@docsift/core/upload';
import { registerUser } from '@docsift/server/testing/accounts';
import { createDoctype, uploadFiles } from '@docsift/server/testing/documents';
import { s3Env, startS3TestServer } from '@docsift/server/testing/s3';
import { mb, rssOf, spawnDocsift } from './support/docsift-process.ts';
import { makeLargePdf } from './support/large-pdf.ts';

const rounds = Number(process.argv[2] ?? 7);
const pdf = await makeLargePdf(DEFAULT_UPLOAD_MAX_BYTES - 64 * 1024);
const digest = createHash('sha256').update(pdf).digest('hex');
const s3 = await startS3TestServer();

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))]!;

async function measure(name: string, env: Record<string, string>): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'docsift-bench-storage-'));
  const node = await spawnDocsift({ role: 'api', dataDir, env: { LOG_LEVEL: 'error', ...env } });
  try {
    const { client } = await registerUser(node.url);
    const doctype = await createDoctype(client);
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const pid = node.process.pid!;
    const before = await rssOf(pid);
    let peak = before;
    const sampler = setInterval(
      () => void rssOf(pid).then((rss) => (peak = Math.max(peak, rss))),
      20,
    );
    const up: number[] = [];
    const down: number[] = [];
    try {
      for (let round = 0; round < rounds; round += 1) {
        let started = performance.now();
        const created = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
          { name: `large-${round}.pdf`, bytes: pdf, type: 'application/pdf' },
        ]);
        if (created.status !== 201) throw new Error(`upload answered ${created.status}`);
        up.push((performance.now() - started) / 1000);
        started = performance.now();
        const res = await fetch(`${node.url}/api/uploads/${created.body.uploads[0]!.id}/file`, {
          headers: { cookie },
        });
        const hash = createHash('sha256');
        for await (const chunk of res.body!) hash.update(chunk);
        down.push((performance.now() - started) / 1000);
        if (hash.digest('hex') !== digest) throw new Error('the file came back different');
      }
    } finally {
      clearInterval(sampler);
    }
    const show = (seconds: number[]) => {
      const p50 = percentile(seconds, 0.5);
      return `p50 ${p50.toFixed(2)} s (${(pdf.length / 1e6 / p50).toFixed(0)} MB/s), p95 ${percentile(seconds, 0.95).toFixed(2)} s`;
    };
    console.log(
      `${name}: ${rounds} × ${mb(pdf.length)}; upload ${show(up)}; download ${show(down)}; server RSS growth ${mb(peak - before)}`,
    );
  } finally {
    await node.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

try {
  await measure('disk', {});
  await measure('s3 (s3rver on loopback)', s3Env(await s3.newBucket()));
} finally {
  await s3.close();
}
