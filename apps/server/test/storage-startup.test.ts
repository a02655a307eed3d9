/**
 * A start whose S3 bucket cannot be used says why in one line on stderr and exits non-zero,
 * as a wrong DATABASE_URL does, instead of a server that fails every upload later.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { S3TestServer } from './s3-test-server.ts';
import { s3Env, startS3TestServer } from './s3-test-server.ts';

const bin = path.resolve(import.meta.dirname, '../bin/docsift.js');
const run = promisify(execFile);

let s3: S3TestServer;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3TestServer();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'docsift-startup-'));
});
afterAll(async () => {
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

it('stops `serve` on a bucket that does not exist, naming it', { timeout: 120_000 }, async () => {
  const bucket = { ...(await s3.newBucket()), bucket: 'docsift-no-such-bucket' };
  const env = { ...process.env, DATA_DIR: dataDir, PORT: '0', ...s3Env(bucket) };
  const failed = await run(process.execPath, [bin, 'serve', '--role', 'worker'], { env }).then(
    () => null,
    (error: { code: number; stderr: string }) => error,
  );
  expect(failed?.code).toBe(1);
  expect(failed?.stderr.trimEnd().split('\n')).toEqual([
    `docsift: S3 bucket docsift-no-such-bucket at ${s3.endpoint} does not exist: create it or fix S3_BUCKET`,
  ]);
});
