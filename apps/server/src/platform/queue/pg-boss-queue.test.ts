import { AppError } from '@docsift/core/errors';
import PgBoss from 'pg-boss';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createPostgresTestDatabase } from '../../../test/postgres-test-database.ts';
import type { PostgresTestDatabase } from '../../../test/postgres-test-database.ts';
import type { JobFailure, JobQueue } from './job-queue.ts';
import { defineJob } from './job-queue.ts';
import { createPgBossQueue } from './pg-boss-queue.ts';

const logger = pino({ level: 'silent' });

async function jobRow(url: string, id: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ state: string; retry_count: number }>(
      'SELECT state, retry_count FROM pgboss.job WHERE id = $1',
      [id],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('pg-boss queue on PostgreSQL', () => {
  let database: PostgresTestDatabase;
  let queue: JobQueue;

  beforeAll(async () => {
    database = await createPostgresTestDatabase();
    queue = await createPgBossQueue({
      connectionString: database.url,
      logger,
      pollingIntervalSeconds: 0.5,
    });
  });
  afterAll(async () => {
    await queue?.stop();
    await database?.drop();
  });

  it('runs a job end to end in its own schema', async () => {
    const job = defineJob({
      name: 'greet',
      version: 1,
      payload: z.object({ name: z.string() }),
      retryLimit: 2,
      retryDelaySeconds: 1,
      retryBackoff: true,
      expireInSeconds: 30,
    });
    const seen = deferred<{ name: string; attempt: number }>();
    await queue.work(job, { concurrency: 2 }, async ({ name }, { attempt }) =>
      seen.resolve({ name, attempt }),
    );
    const id = await queue.send(job, { name: 'Ada' });
    expect(await seen.promise).toEqual({ name: 'Ada', attempt: 1 });
    await expect
      .poll(async () => (await jobRow(database.url, id!))?.state, { timeout: 10_000 })
      .toBe('completed');
  });

  it('keeps one waiting job per singleton key, and every job without one', async () => {
    const job = defineJob({
      name: 'keyed',
      version: 1,
      payload: z.object({ n: z.number() }),
      retryLimit: 0,
      retryDelaySeconds: 1,
      retryBackoff: false,
      expireInSeconds: 30,
    });
    const first = await queue.send(job, { n: 1 }, { singletonKey: 'upload-1' });
    const again = await queue.send(job, { n: 2 }, { singletonKey: 'upload-1' });
    const unkeyed = [await queue.send(job, { n: 3 }), await queue.send(job, { n: 4 })];
    expect(first).not.toBeNull();
    expect(again).toBeNull();
    expect(unkeyed.every((id) => id !== null)).toBe(true);
  });

  // Issue 9 item 4: jobs ran in the order they were sent, so one user's backlog delayed everyone.
  it('starts another group’s job before a group’s backlog is drained', async () => {
    const job = defineJob({
      name: 'grouped',
      version: 1,
      payload: z.object({ text: z.string() }),
      retryLimit: 0,
      retryDelaySeconds: 1,
      retryBackoff: false,
      expireInSeconds: 30,
    });
    for (let n = 1; n <= 5; n += 1) await queue.send(job, { text: `a${n}` }, { group: 'user-a' });
    await queue.send(job, { text: 'b1' }, { group: 'user-b' });
    const started: string[] = [];
    await queue.work(job, { concurrency: 1 }, async ({ text }) => void started.push(text));
    await expect.poll(() => started.length, { timeout: 20_000 }).toBe(6);
    expect(started).toEqual(['a1', 'b1', 'a2', 'a3', 'a4', 'a5']);
  });

  it('fails a permanent error without retrying it and reports it once', async () => {
    const job = defineJob({
      name: 'bad-file',
      version: 1,
      payload: z.object({ n: z.number() }),
      retryLimit: 3,
      retryDelaySeconds: 1,
      retryBackoff: false,
      expireInSeconds: 30,
    });
    const reported = deferred<JobFailure>();
    let calls = 0;
    await queue.work(
      job,
      { concurrency: 1, onFailed: async (_p, failure) => reported.resolve(failure) },
      async () => {
        calls += 1;
        throw new AppError('file/unsupported-type');
      },
    );
    const id = await queue.send(job, { n: 1 });
    expect(await reported.promise).toEqual({
      code: 'file/unsupported-type',
      message: 'Unsupported file type: use PDF, an image, DOCX, XLSX, ODS or CSV',
    });
    await expect
      .poll(async () => (await jobRow(database.url, id!))?.state, { timeout: 10_000 })
      .toBe('failed');
    expect(calls).toBe(1);
  });

  it('does not retry a job that timed out for its size, though it has retries left', async () => {
    const job = defineJob({
      name: 'sized',
      version: 1,
      payload: z.object({ n: z.number() }),
      retryLimit: 3,
      retryDelaySeconds: 1,
      retryBackoff: false,
      expireInSeconds: 1,
      isTimeoutFinal: true,
    });
    const reported = deferred<JobFailure>();
    let calls = 0;
    await queue.work(
      job,
      { concurrency: 1, onFailed: async (_p, failure) => reported.resolve(failure) },
      async (_p, { signal }) => {
        calls += 1;
        await new Promise<void>((resolve) =>
          signal.addEventListener('abort', () => resolve(), { once: true }),
        );
      },
    );
    const id = await queue.send(job, { n: 1 });
    expect(await reported.promise).toEqual({
      code: 'deadline-exceeded',
      message: 'The operation timed out',
    });
    await expect
      .poll(async () => (await jobRow(database.url, id!))?.state, { timeout: 10_000 })
      .toBe('failed');
    expect((await jobRow(database.url, id!))?.retry_count).toBe(0);
    expect(calls).toBe(1);
  });
});

describe('pg-boss queue leases', () => {
  let database: PostgresTestDatabase;
  const queues: JobQueue[] = [];
  const leaseJob = (name: string) =>
    defineJob({
      name,
      version: 1,
      payload: z.object({ n: z.number() }),
      retryLimit: 2,
      retryDelaySeconds: 1,
      retryBackoff: false,
      expireInSeconds: 60,
    });

  /** A worker node with a 2 s lease, expiring unrenewed jobs every second. */
  async function node(): Promise<JobQueue> {
    const queue = await createPgBossQueue({
      connectionString: database.url,
      logger,
      pollingIntervalSeconds: 0.5,
      leaseSeconds: 2,
      maintenanceIntervalSeconds: 1,
    });
    queues.push(queue);
    return queue;
  }

  beforeAll(async () => {
    database = await createPostgresTestDatabase();
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await database?.drop();
  });

  it('gives the job of a worker that died to another one once the lease runs out', async () => {
    const job = leaseJob('orphaned');
    const survivor = await node();
    await survivor.send(job, { n: 1 });
    // A worker that takes the job and dies: it never renews the lease nor completes the job.
    const dying = new PgBoss({
      connectionString: database.url,
      schema: 'pgboss',
      supervise: false,
    });
    await dying.start();
    const [taken] = await dying.fetch(job.name);
    await dying.stop({ graceful: false, wait: false });
    expect(taken).toBeDefined();

    const started = Date.now();
    const ran = deferred<number>();
    await survivor.work(job, { concurrency: 1 }, async (_p, { attempt }) => ran.resolve(attempt));
    expect(await ran.promise).toBe(2);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('keeps a job that runs longer than its lease with the worker that renews it', async () => {
    const job = leaseJob('long-running');
    const first = await node();
    const second = await node();
    const starts: number[] = [];
    const done = deferred<void>();
    const handler = async (_p: { n: number }, { attempt }: { attempt: number }) => {
      starts.push(attempt);
      // Three leases long: without renewal the job would expire and start again elsewhere.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      done.resolve();
    };
    await first.work(job, { concurrency: 1 }, handler);
    await second.work(job, { concurrency: 1 }, handler);
    const id = await first.send(job, { n: 1 });
    await done.promise;
    await expect
      .poll(async () => (await jobRow(database.url, id!))?.state, { timeout: 10_000 })
      .toBe('completed');
    expect(starts).toEqual([1]);
  });

  it('hands a running job back on shutdown, without counting the attempt', async () => {
    const job = leaseJob('handed-back');
    const leaving = await node();
    const staying = await node();
    const started = deferred<void>();
    await leaving.work(job, { concurrency: 1 }, async (_p, { signal }) => {
      started.resolve();
      await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
    });
    await leaving.send(job, { n: 1 });
    await started.promise;
    await leaving.stop();
    const ran = deferred<number>();
    await staying.work(job, { concurrency: 1 }, async (_p, { attempt }) => ran.resolve(attempt));
    expect(await ran.promise).toBe(1);
  });
});

// Regression: a worker's first scan sent its parse while the worker was still creating the queues
// of its other kinds, and PostgreSQL aborted one of the two queue creations as a deadlock.
describe('pg-boss queues created at once', () => {
  let database: PostgresTestDatabase;
  const nodes: JobQueue[] = [];

  beforeAll(async () => {
    database = await createPostgresTestDatabase();
  });
  afterAll(async () => {
    for (const node of nodes) await node.stop();
    await database?.drop();
  });

  it('are all created, on one node and on two', async () => {
    for (let n = 0; n < 2; n += 1)
      nodes.push(await createPgBossQueue({ connectionString: database.url, logger }));
    const kinds = Array.from({ length: 8 }, (_, n) =>
      defineJob({
        name: `kind-${n}`,
        version: 1,
        payload: z.object({}),
        retryLimit: 0,
        retryDelaySeconds: 1,
        retryBackoff: false,
        expireInSeconds: 30,
      }),
    );
    const sent = await Promise.all(
      nodes.flatMap((node) => kinds.map((kind) => node.send(kind, {}))),
    );
    expect(sent.filter((id) => typeof id === 'string')).toHaveLength(16);
  });
});
