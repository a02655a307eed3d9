import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { loadConfig } from '../platform/config/config.ts';
import type { Database } from '../platform/db/database.ts';
import { openDatabase } from '../platform/db/database.ts';
import { migrateToLatest } from '../platform/db/migrator.ts';
import { createPipeline } from './pipeline.ts';

let dataDir: string;
let database: Database;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'docsift-pipeline-'));
  database = openDatabase({ dataDir, databaseUrl: undefined });
  await migrateToLatest(database.db);
});
afterEach(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

it('removes the temporary copies a killed process left in DATA_DIR/tmp when it starts', async () => {
  const tmpDir = path.join(dataDir, 'tmp');
  await mkdir(tmpDir);
  await writeFile(path.join(tmpDir, 'copy-of-a-killed-scan'), 'pdf bytes');
  const killedAt = new Date(Date.now() - 10 * 60_000);
  await utimes(path.join(tmpDir, 'copy-of-a-killed-scan'), killedAt, killedAt);

  const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(32) });
  const pipeline = await createPipeline({ config, logger: pino({ level: 'silent' }), database });
  await pipeline.close();
  expect(await readdir(tmpDir)).toEqual([]);
});

it('removes a stored file that no upload names when its workers start', async () => {
  const dir = path.join(dataDir, 'files', 'doctype', 'doctype-abc');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, '1700000000000_killed.pdf'), '%PDF-1.7 partial');
  const killedAt = new Date(Date.now() - 10 * 60_000);
  await utimes(path.join(dir, '1700000000000_killed.pdf'), killedAt, killedAt);

  const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(32) });
  const pipeline = await createPipeline({ config, logger: pino({ level: 'silent' }), database });
  await pipeline.startWorkers();
  await expect.poll(() => readdir(dir)).toEqual([]);
  await pipeline.close();
});
