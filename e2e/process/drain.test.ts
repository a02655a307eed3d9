/**
 * SIGTERM drains a real `docsift serve`: no new connections, a request under way finishes, event
 * streams end, a running job finishes within DRAIN_TIMEOUT_SECONDS (embedded queue) or is handed
 * back to another worker past it (pg-boss). The pauseBeforeCommit test hook holds a parse right
 * before it commits, so the job is running when the signal comes.
 */
import { request } from 'node:http';
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { CreateUploadsResponse, Upload } from '@docsift/core/upload';
import type { RecordPage } from '@docsift/core/record';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, expect, it } from 'vitest';
import { makeInvoicePdf } from '@docsift/extract/testing';
import { registerUser } from '@docsift/server/testing/accounts';
import { createDoctype, multipartBody, uploadFiles } from '@docsift/server/testing/documents';
import type { HttpClient } from '@docsift/server/testing/http-client';
import { openEventStream } from '@docsift/server/testing/live-events';
import { createPostgresTestDatabase } from '@docsift/server/testing/postgres';
import type { PostgresTestDatabase } from '@docsift/server/testing/postgres';
import { startDocsift } from '../support/docsift-server.ts';
import type { RunningServer } from '../support/docsift-server.ts';

const secret = 'drain-test-secret-drain-test-secret-0123';
let servers: RunningServer[] = [];
let cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  for (const cleanup of cleanups.reverse()) await cleanup();
  servers = [];
  cleanups = [];
});

async function start(...args: Parameters<typeof startDocsift>): Promise<RunningServer> {
  const server = await startDocsift(...args);
  servers.push(server);
  return server;
}

async function pauseFile(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docsift-drain-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return path.join(dir, 'pause');
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function isRefused(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/api/health`);
    return false;
  } catch (error) {
    return ((error as Error).cause as NodeJS.ErrnoException | undefined)?.code === 'ECONNREFUSED';
  }
}

/**
 * Uploads one file, the body sent in two halves: `half` resolves once the first is out. The body
 * waits for the server's 100 Continue, which Node sends as it hands the request to the app: a
 * SIGTERM after `half` finds the request under way, never one still in the socket's buffer.
 */
function uploadInTwoHalves(client: HttpClient, target: string, bytes: Buffer) {
  const { contentType, body } = multipartBody([
    { field: 'target', value: target },
    { field: 'file', file: { name: 'slow.pdf', bytes, type: 'application/pdf' } },
  ]);
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const req = request(`${client.baseUrl}/api/uploads`, {
    method: 'POST',
    headers: {
      'content-type': contentType,
      'content-length': body.length,
      cookie,
      expect: '100-continue',
    },
  });
  const status = new Promise<number>((resolve, reject) => {
    req.once('response', (res) => (res.resume(), resolve(res.statusCode!)));
    req.once('error', reject);
  });
  const middle = Math.floor(body.length / 2);
  const half = new Promise<void>((resolve) =>
    req.once('continue', () => req.write(body.subarray(0, middle), () => resolve())),
  );
  return { half, finish: () => req.end(body.subarray(middle)), status };
}

async function uploadState(client: HttpClient, uploadId: string): Promise<Upload> {
  return (await client.get<Upload>(`/api/uploads/${uploadId}`)).body;
}

it('on SIGTERM stops accepting, finishes a request and a job under way and ends event streams', async () => {
  const pause = await pauseFile();
  const server = await start({
    env: { DRAIN_TIMEOUT_SECONDS: '60' },
    testHooks: { pauseBeforeCommit: pause },
  });
  const { client } = await registerUser(server.url);
  const doctype = await createDoctype(client);
  const pdf = await makeInvoicePdf();
  const created = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
    { name: 'invoice.pdf', bytes: pdf },
  ]);
  const upload = created.body.uploads[0]!;
  await expect.poll(() => exists(`${pause}.reached`), { timeout: 90_000 }).toBe(true);
  const stream = await openEventStream(client);
  expect(await stream.nextBlock()).toContain(': connected');
  const slow = uploadInTwoHalves(client, doctype.id, pdf);
  await slow.half;

  const exited = exitOf(server.process);
  server.process.kill('SIGTERM');
  await expect.poll(() => isRefused(server.url), { timeout: 10_000 }).toBe(true);
  await expect(stream.nextBlock()).rejects.toThrow('event stream ended');
  slow.finish();
  expect(await slow.status).toBe(201);
  // The parse waits at its pause: the process drains, it does not leave.
  expect(server.process.exitCode).toBeNull();
  await writeFile(`${pause}.release`, '');
  expect(await exited).toBe(0);

  const sqlite = new BetterSqlite3(path.join(server.dataDir, 'docsift.db'), { readonly: true });
  try {
    const parses = sqlite
      .prepare(`SELECT state, attempts FROM jobs WHERE name = 'parse' AND payload LIKE ?`)
      .all(`%${upload.id}%`);
    expect(parses).toEqual([{ state: 'completed', attempts: 1 }]);
    const uploads = sqlite.prepare(`SELECT state FROM uploads WHERE id = ?`).all(upload.id);
    expect(uploads).toEqual([{ state: 'done' }]);
  } finally {
    sqlite.close();
  }
});

it('on PostgreSQL a worker hands back a job running past the drain timeout; another finishes it once', async () => {
  const database: PostgresTestDatabase = await createPostgresTestDatabase();
  cleanups.push(() => database.drop());
  const pause = await pauseFile();
  const files = path.dirname(pause);
  const env = {
    DATABASE_URL: database.url,
    AUTH_SECRET: secret,
    DRAIN_TIMEOUT_SECONDS: '1',
  };
  const testHooks = { pauseBeforeCommit: pause };
  // Nodes on one host may share DATA_DIR/files (the cluster test uses S3): one DATA_DIR for all.
  const api = await start({ env, testHooks, role: 'api', dataDir: files });
  const worker = await start({ env, testHooks, role: 'worker', dataDir: files });
  for (const node of [api, worker])
    expect(await (await fetch(`${node.url}/api/ready`)).json()).toEqual({ status: 'ready' });
  const { client } = await registerUser(api.url);
  const doctype = await createDoctype(client);
  const created = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
    { name: 'invoice.pdf', bytes: await makeInvoicePdf() },
  ]);
  const upload = created.body.uploads[0]!;
  await expect.poll(() => exists(`${pause}.reached`), { timeout: 90_000 }).toBe(true);

  const startedAt = Date.now();
  const exited = exitOf(worker.process);
  worker.process.kill('SIGTERM');
  expect(await exited).toBe(0);
  // Within the second of grace plus the time to unwind, far from pg-boss's expiry of the job.
  expect(Date.now() - startedAt).toBeLessThan(15_000);
  expect((await uploadState(client, upload.id)).state).not.toBe('done');

  await writeFile(`${pause}.release`, '');
  await start({ env, testHooks, role: 'worker', dataDir: files });
  await expect
    .poll(async () => (await uploadState(client, upload.id)).state, { timeout: 120_000 })
    .toBe('done');
  const page = (
    await client.get<RecordPage>(`/api/doctypes/${doctype.id}/records?upload=${upload.id}`)
  ).body;
  expect(page.total).toBe(1);
});
