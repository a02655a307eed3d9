/**
 * A cluster on one PostgreSQL database and one S3 bucket (s3rver): two API nodes and two
 * workers, each its own `docsift serve --role …` process with a DATA_DIR of its own, as nodes
 * on separate hosts would have: the files pass between them through the bucket only.
 * 50 uploads alternate between the API nodes; one worker is killed (-9) mid-run; the other
 * finishes every upload, each parsed once, and a browser's event stream on node A hears every
 * upload reach done, wherever it came in and whichever worker parsed it. The nodes run through the
 * server's test launcher, with a short queue lease.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { CreateUploadsResponse, Upload } from '@docsift/core/upload';
import type { RecordPage } from '@docsift/core/record';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeInvoicePdf } from '@docsift/extract/testing';
import { registerUser } from '@docsift/server/testing/accounts';
import { createDoctype, uploadFiles } from '@docsift/server/testing/documents';
import { HttpClient } from '@docsift/server/testing/http-client';
import { openEventStream } from '@docsift/server/testing/live-events';
import type { PostgresTestDatabase } from '@docsift/server/testing/postgres';
import { createPostgresTestDatabase } from '@docsift/server/testing/postgres';
import type { S3TestServer } from '@docsift/server/testing/s3';
import { s3Env, startS3TestServer } from '@docsift/server/testing/s3';
import { startDocsift } from '../support/docsift-server.ts';
import type { RunningServer } from '../support/docsift-server.ts';

const UPLOADS = 50;
let pg: PostgresTestDatabase;
let s3: S3TestServer;
const nodes: RunningServer[] = [];
let env: Record<string, string> = {};

beforeAll(async () => {
  pg = await createPostgresTestDatabase();
  s3 = await startS3TestServer();
  env = {
    DATABASE_URL: pg.url,
    AUTH_SECRET: 'cluster-test-secret-cluster-test-secret-01',
    EXTRACTION_PROCESSES: '1',
    ...s3Env(await s3.newBucket()),
  };
  const start = async (role: 'api' | 'worker') =>
    startDocsift({
      role,
      env,
      dataDir: await mkdtemp(path.join(os.tmpdir(), `docsift-cluster-${role}-`)),
      // The killed worker's jobs are given up 6 s after their last renewal and found within 2 s,
      // instead of 20 s and 10 s: the survivor had done every other upload 21 s before them.
      // Renewed every 1.5 s, a live worker's lease holds.
      testHooks: { queueLeaseSeconds: 6, queueMaintenanceSeconds: 2 },
    });
  // One at a time: the first start migrates the database, and four starts at once on a busy
  // machine could outlast the health wait.
  for (const role of ['api', 'api', 'worker', 'worker'] as const) nodes.push(await start(role));
}, 180_000);

afterAll(async () => {
  for (const node of nodes) await node.stop();
  await pg?.drop();
  await s3?.close();
  for (const node of nodes) await rm(node.dataDir, { recursive: true, force: true });
});

it('processes every upload once though a worker dies, and streams each done to node A', async () => {
  const [nodeA, nodeB, , doomedWorker] = nodes as [
    RunningServer,
    RunningServer,
    RunningServer,
    RunningServer,
  ];
  const { client: onA, email } = await registerUser(nodeA.url);
  // A free account keeps at most 25 uploads waiting; the cluster is fed 50 at once.
  await promisify(execFile)(
    process.execPath,
    [
      path.resolve(import.meta.dirname, '../../apps/server/bin/docsift.js'),
      ...['users', 'set-role', '--email', email, '--role', 'starter'],
    ],
    { env: { ...process.env, ...env, LOG_LEVEL: 'warn' } },
  );
  const onB = new HttpClient(nodeB.url);
  for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
  const doctype = await createDoctype(onA);
  const stream = await openEventStream(onA);
  expect(await stream.nextBlock()).toBe('retry: 5000\n: connected');

  const pdf = await makeInvoicePdf();
  const ids: string[] = [];
  for (let i = 0; i < UPLOADS; i += 1) {
    const created = await uploadFiles<CreateUploadsResponse>(i % 2 ? onB : onA, doctype.id, [
      { name: `invoice-${i}.pdf`, bytes: pdf },
    ]);
    expect(created.status).toBe(201);
    ids.push(created.body.uploads[0]!.id);
  }

  const done = new Set<string>();
  let killedAt = 0;
  try {
    while (done.size < UPLOADS) {
      const event = await stream.next();
      if (event.type !== 'upload' || event.upload.state !== 'done') continue;
      done.add(event.upload.id);
      if (done.size === 10 && !killedAt) {
        doomedWorker.process.kill('SIGKILL');
        killedAt = Date.now();
      }
    }
  } finally {
    stream.close();
  }
  expect([...done].sort()).toEqual([...ids].sort());

  // Each upload parsed once: one record each, no duplicates from the dead worker's jobs.
  const records = await onB.get<RecordPage>(`/api/doctypes/${doctype.id}/records`);
  expect(records.body.total).toBe(UPLOADS);
  const uploads = (await onB.get<{ uploads: Upload[] }>(`/api/uploads?target=${doctype.id}`)).body
    .uploads;
  expect(uploads.filter((upload) => upload.recordCount === 1 && !upload.error)).toHaveLength(
    UPLOADS,
  );

  // The files went to the bucket, none to a node's disk; every node's temporary copies are gone.
  const file = await onB.get(`/api/uploads/${ids[0]}/file`);
  expect(file.status).toBe(200);
  for (const node of nodes) {
    const entries = await readdir(node.dataDir);
    expect([node.dataDir, entries.includes('files')]).toEqual([node.dataDir, false]);
    if (entries.includes('tmp') && node !== doomedWorker)
      expect(await readdir(path.join(node.dataDir, 'tmp'))).toEqual([]);
  }
}, 300_000);
