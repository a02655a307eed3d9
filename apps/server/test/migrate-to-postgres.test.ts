/**
 * `docsift migrate-to-postgres`: an embedded instance with an account, a doctype, a parsed
 * upload and one still waiting for its scan, moved to PostgreSQL and an S3 bucket (s3rver):
 * everything readable there, the old password signs in, the waiting upload is processed, and a
 * second run copies only what is missing.
 */
import type { CreateUploadsResponse, Upload } from '@docsift/core/upload';
import type { Doctype } from '@docsift/core/doctype';
import type { RecordPage } from '@docsift/core/record';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrateToPostgresCommand } from '../src/migrate-to-postgres/migrate-to-postgres.command.ts';
import { loadConfig } from '../src/platform/config/config.ts';
import { openDatabase } from '../src/platform/db/database.ts';
import { migrateToLatest } from '../src/platform/db/migrator.ts';
import { createLogger } from '../src/platform/log/logger.ts';
import type { Runtime } from '../src/platform/runtime.ts';
import type { S3Config } from '../src/platform/config/config.ts';
import { createS3Storage } from '../src/platform/storage/s3-storage.ts';
import type { Storage } from '../src/platform/storage/storage.ts';
import { registerUser, testPassword } from './accounts.ts';
import { createDoctype, uploadFiles } from './documents.ts';
import { HttpClient } from './http-client.ts';
import type { PostgresTestDatabase } from './postgres-test-database.ts';
import { createPostgresTestDatabase } from './postgres-test-database.ts';
import { addParsedUpload } from './records.ts';
import type { S3TestServer } from './s3-test-server.ts';
import { s3Env, startS3TestServer } from './s3-test-server.ts';
import type { TestServer } from './test-server.ts';
import { startTestServer } from './test-server.ts';
import { makeInvoicePdf } from '@docsift/extract/testing';

describe('migrate-to-postgres', () => {
  let embedded: TestServer;
  let pg: PostgresTestDatabase;
  let targetDir: string;
  let runtime: Runtime;
  let s3: S3TestServer;
  let bucket: S3Config;
  let target: Storage;
  const account = { email: '', doctype: null as unknown as Doctype, parsed: '', waiting: '' };

  async function migrate(): Promise<{ ok: boolean; output: string }> {
    let output = '';
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        output += chunk.toString();
        done();
      },
    });
    const ok = await migrateToPostgresCommand(runtime, { from: embedded.dataDir }, out);
    return { ok, output };
  }

  beforeAll(async () => {
    embedded = await startTestServer('sqlite');
    const { client, email } = await registerUser(embedded.url);
    account.email = email;
    account.doctype = await createDoctype(client);
    const pdf = await makeInvoicePdf();
    account.parsed = await addParsedUpload(embedded, client, account.doctype, pdf, [
      { field_a: 'Müller GmbH' },
      { field_a: 'Ørsted A/S' },
    ]);
    // This server runs no pipeline: the upload waits for a scan that never comes.
    const waiting = await uploadFiles<CreateUploadsResponse>(client, account.doctype.id, [
      { name: 'waiting.pdf', bytes: pdf },
    ]);
    account.waiting = waiting.body.uploads[0]!.id;

    pg = await createPostgresTestDatabase();
    s3 = await startS3TestServer();
    bucket = await s3.newBucket();
    targetDir = await mkdtemp(path.join(os.tmpdir(), 'docsift-target-'));
    const config = loadConfig({
      DATABASE_URL: pg.url,
      DATA_DIR: targetDir,
      AUTH_SECRET: embedded.config.authSecret!,
      ...s3Env(bucket),
    });
    const database = openDatabase(config);
    await migrateToLatest(database.db);
    target = createS3Storage(bucket);
    runtime = {
      config,
      database,
      storage: target,
      logger: createLogger('silent'),
      authSecret: config.authSecret!,
      metrics: null,
    };
  });

  afterAll(async () => {
    await runtime?.database.close();
    await embedded?.close();
    await pg?.drop();
    await s3?.close();
    await rm(targetDir, { recursive: true, force: true });
  });

  it('copies and verifies every row, and every file into the bucket', async () => {
    const first = await migrate();
    expect(first.output).toContain('done: everything copied and verified');
    expect(first.output).toContain('queued again: 1 upload(s)');
    expect(first.output).toMatch(/files: 3 \(/);
    expect(first.ok).toBe(true);
    const keys: string[] = [];
    for await (const { key } of target.list('doctype/')) keys.push(key);
    expect(keys).toHaveLength(3);
    // Nothing went to the target's disk: the files live in S3 only.
    await expect(readdir(path.join(targetDir, 'files'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('resumes: a second run copies only the file a broken first run missed, and verifies again', async () => {
    const missing = await firstKey(target);
    await target.delete(missing);
    const second = await migrate();
    expect(second.ok).toBe(true);
    expect(second.output).toMatch(/^records\s+2\s+2\s+0$/m);
    expect(second.output).toMatch(/files: 3 \(.*\), 0 mismatched/);
    expect(second.output).not.toContain('queued again');
    expect((await target.get(missing)).readable).toBe(true);
  });

  it('reports a file whose copy differs instead of calling it done', async () => {
    const damaged = await firstKey(target);
    await target.delete(damaged);
    await target.put(damaged, Readable.from([Buffer.from('not the original')]));
    const third = await migrate();
    expect(third.ok).toBe(false);
    expect(third.output).toContain(`  differs: ${damaged}`);
    expect(third.output).toContain('NOT done');
    // Put back what the source has, for the product test below.
    await target.delete(damaged);
    expect((await migrate()).ok).toBe(true);
  });

  it('leaves a product that works on PostgreSQL: sign-in, records, files, the waiting scan', async () => {
    const server = await startTestServer('postgres', {
      databaseUrl: pg.url,
      pipeline: true,
      env: { DATA_DIR: targetDir, AUTH_SECRET: embedded.config.authSecret!, ...s3Env(bucket) },
    });
    try {
      const client = new HttpClient(server.url);
      const login = await client.post('/api/auth/login', {
        email: account.email,
        password: testPassword,
      });
      expect(login.status).toBe(200);
      const records = await client.get<RecordPage>(
        `/api/doctypes/${account.doctype.id}/records?upload=${account.parsed}`,
      );
      expect(records.body.records.map((record) => record.data.field_a)).toEqual([
        'Müller GmbH',
        'Ørsted A/S',
      ]);
      const file = await client.get(`/api/uploads/${account.parsed}/file`);
      expect(file.status).toBe(200);
      // The upload that waited on the embedded instance is scanned and parsed here.
      await vi.waitFor(
        async () => {
          const upload = await client.get<Upload>(`/api/uploads/${account.waiting}`);
          expect(upload.body.state).toBe('done');
        },
        { timeout: 60_000, interval: 250 },
      );
    } finally {
      await server.close();
    }
  });
});

async function firstKey(storage: Storage): Promise<string> {
  for await (const { key } of storage.list('doctype/')) return key;
  throw new Error('the bucket is empty');
}
