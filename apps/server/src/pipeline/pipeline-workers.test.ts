/**
 * A long document's later slices are jobs of their own kind (issue 9 item 4): as scan jobs, a
 * slice waiting for an extraction process held a scan worker, and another user's document could
 * not start before a whole slice ended (24-66 s under load in bench/fair-scheduling.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Upload } from '@docsift/core/upload';
import { pino } from 'pino';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { Database } from '../platform/db/database.ts';
import { openDatabase } from '../platform/db/database.ts';
import { migrateToLatest } from '../platform/db/migrator.ts';
import type { EmbeddedQueue } from '../platform/queue/embedded-queue.ts';
import { createEmbeddedQueue } from '../platform/queue/embedded-queue.ts';
import { scanJob } from './pipeline-jobs.ts';
import { enqueueFor } from './pipeline.service.ts';
import type { PipelineWorkersDeps } from './pipeline-workers.ts';
import { startPipelineWorkers } from './pipeline-workers.ts';
import type { ScanStep } from './upload-processor.ts';

const logger = pino({ level: 'silent' });
let dataDir: string;
let database: Database;
let queue: EmbeddedQueue;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'docsift-workers-'));
  database = openDatabase({ dataDir, databaseUrl: undefined });
  await migrateToLatest(database.db);
  queue = createEmbeddedQueue({ db: database.db, logger, pollMs: 60_000 });
});
afterEach(async () => {
  await queue.stop();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

it('starts another user’s document while a long document’s later slice holds its worker', async () => {
  const long = { id: 'upload-long', author: 'user-busy' } as Upload;
  const other = { id: 'upload-other', author: 'user-other' } as Upload;
  const started: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const unused = () => Promise.reject(new Error('not in this test'));
  const processor: PipelineWorkersDeps['processor'] = {
    async scanSlice({ uploadId, fromPage = 1 }: ScanStep) {
      started.push(`${uploadId} from page ${fromPage}`);
      if (uploadId !== long.id) return null;
      if (fromPage === 1)
        return {
          next: 2,
          source: 'long.pdf',
          isFileChecked: true,
          upload: long,
        };
      // The later slice waits, as for an extraction process the long document may not take.
      await held;
      return null;
    },
    abandonScan: unused,
    ocrOnly: unused,
    parse: unused,
    refundParse: unused,
  };
  const workers = await startPipelineWorkers({
    queue,
    processor,
    progress: { find: async () => null, fail: unused, rest: unused },
    expire: async () => ({}),
    concurrency: 1,
    sliceConcurrency: 1,
    logger,
    claimPeriod: async () => false,
  });
  try {
    await enqueueFor(queue, scanJob, long);
    await vi.waitFor(() => expect(started).toContain('upload-long from page 2'));
    await enqueueFor(queue, scanJob, other);
    await vi.waitFor(() => expect(started).toContain('upload-other from page 1'));
  } finally {
    release();
    workers.stop();
  }
});
