import { AppError } from '@docsift/core/errors';
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

  async function jobRow(id: string) {
    const client = new pg.Client({ connectionString: database.url });
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
      .poll(async () => (await jobRow(id!))?.state, { timeout: 10_000 })
      .toBe('completed');
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
      message: 'Unsupported file type: use PDF, an image or DOCX',
    });
    await expect.poll(async () => (await jobRow(id!))?.state, { timeout: 10_000 }).toBe('failed');
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
    await expect.poll(async () => (await jobRow(id!))?.state, { timeout: 10_000 }).toBe('failed');
    expect((await jobRow(id!))?.retry_count).toBe(0);
    expect(calls).toBe(1);
  });
});
