import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AppError } from '@docsift/core/errors';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrator.ts';
import type { EmbeddedQueue } from './embedded-queue.ts';
import { createEmbeddedQueue } from './embedded-queue.ts';
import type { JobFailure } from './job-queue.ts';
import { defineJob } from './job-queue.ts';
import { createJobsRepository } from './jobs.repository.ts';

const echoJob = defineJob({
  name: 'echo',
  version: 1,
  payload: z.object({ text: z.string() }),
  retryLimit: 3,
  retryDelaySeconds: 1,
  retryBackoff: true,
  expireInSeconds: 30,
});

const logger = pino({ level: 'silent' });

function fakeClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('embedded queue', () => {
  let dataDir: string;
  let database: Database;
  const queues: EmbeddedQueue[] = [];

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'docsift-queue-'));
    database = openDatabase({ dataDir, databaseUrl: undefined });
    await migrateToLatest(database.db);
  });
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  function queue(options: Partial<Parameters<typeof createEmbeddedQueue>[0]> = {}): EmbeddedQueue {
    const created = createEmbeddedQueue({ db: database.db, logger, pollMs: 60_000, ...options });
    queues.push(created);
    return created;
  }

  const row = (id: string | null) => createJobsRepository(database.db).find(id!);

  it('runs a job with its validated payload and marks it completed', async () => {
    const q = queue();
    const seen: unknown[] = [];
    await q.work(
      echoJob,
      { concurrency: 1 },
      async (payload, context) => void seen.push([payload, context.attempt]),
    );
    const id = await q.send(echoJob, { text: 'hello' });
    await q.drain();
    expect(seen).toEqual([[{ text: 'hello' }, 1]]);
    expect(await row(id)).toMatchObject({ state: 'completed', attempts: 1 });
  });

  it('retries a transient failure with exponential backoff on the injected clock', async () => {
    const clock = fakeClock();
    const q = queue({ clock });
    const attempts: number[] = [];
    await q.work(echoJob, { concurrency: 1 }, async (_payload, { attempt }) => {
      attempts.push(attempt);
      if (attempt < 3) throw new Error('database hiccup');
    });
    const id = await q.send(echoJob, { text: 'x' });
    await q.drain();
    expect(attempts).toEqual([1]);
    expect(await row(id)).toMatchObject({ state: 'queued', run_after: clock.now() + 1000 });

    clock.advance(999);
    await q.drain();
    expect(attempts).toEqual([1]);
    clock.advance(1);
    await q.drain();
    expect(attempts).toEqual([1, 2]);
    // The second retry waits twice as long.
    expect(await row(id)).toMatchObject({ state: 'queued', run_after: clock.now() + 2000 });
    clock.advance(2000);
    await q.drain();
    expect(attempts).toEqual([1, 2, 3]);
    expect(await row(id)).toMatchObject({ state: 'completed', attempts: 3 });
  });

  it('fails a permanent error at once, without retry, and reports it once', async () => {
    const clock = fakeClock();
    const q = queue({ clock });
    const failures: [unknown, JobFailure][] = [];
    let calls = 0;
    await q.work(
      echoJob,
      {
        concurrency: 1,
        onFailed: async (payload, failure) => void failures.push([payload, failure]),
      },
      async () => {
        calls += 1;
        throw new AppError('file/corrupt');
      },
    );
    const id = await q.send(echoJob, { text: 'bad file' });
    await q.drain();
    clock.advance(3600_000);
    await q.drain();
    expect(calls).toBe(1);
    expect(failures).toEqual([
      [
        { text: 'bad file' },
        { code: 'file/corrupt', message: 'The file is damaged and cannot be read' },
      ],
    ]);
    expect(await row(id)).toMatchObject({ state: 'failed', attempts: 1 });
  });

  it('logs a bad file without a stack trace and an unexpected error with one', async () => {
    const lines: { failure: JobFailure; err?: { stack: string } }[] = [];
    const recording = pino(
      { level: 'warn' },
      { write: (line: string) => void lines.push(JSON.parse(line)) },
    );
    const q = queue({ logger: recording });
    await q.work(echoJob, { concurrency: 1 }, async ({ text }) => {
      throw text === 'bad file' ? new AppError('file/corrupt') : new Error('disk on fire');
    });
    await q.send(echoJob, { text: 'bad file' });
    await q.send(echoJob, { text: 'bug' }, { retryLimit: 0 });
    await q.drain();
    expect(lines.map((line) => line.failure.code).sort()).toEqual(['file/corrupt', 'internal']);
    const byCode = Object.fromEntries(lines.map((line) => [line.failure.code, line]));
    expect(byCode['file/corrupt']).not.toHaveProperty('err');
    expect(byCode['internal']!.err!.stack).toContain('disk on fire');
  });

  it('gives up after the retry limit and reports the last failure as internal', async () => {
    const clock = fakeClock();
    const q = queue({ clock });
    const failures: JobFailure[] = [];
    await q.work(
      echoJob,
      { concurrency: 1, onFailed: async (_p, failure) => void failures.push(failure) },
      async () => {
        throw new Error('secret connection string in message');
      },
    );
    const id = await q.send(echoJob, { text: 'x' }, { retryLimit: 1 });
    await q.drain();
    clock.advance(1000);
    await q.drain();
    expect(await row(id)).toMatchObject({ state: 'failed', attempts: 2 });
    expect(failures).toEqual([{ code: 'internal', message: 'Something went wrong' }]);
  });

  it('aborts an attempt at its deadline and fails it with deadline-exceeded', async () => {
    const q = queue();
    const failures: JobFailure[] = [];
    let wasAborted = false;
    await q.work(
      echoJob,
      { concurrency: 1, onFailed: async (_p, failure) => void failures.push(failure) },
      async (_p, { signal }) => {
        await new Promise<void>((resolve) =>
          signal.addEventListener('abort', () => resolve(), { once: true }),
        );
        wasAborted = signal.aborted;
      },
    );
    await q.send(echoJob, { text: 'slow' }, { expireInSeconds: 0.05, retryLimit: 0 });
    await q.drain();
    expect(wasAborted).toBe(true);
    expect(failures).toEqual([{ code: 'deadline-exceeded', message: 'The operation timed out' }]);
  });

  it('does not retry a job that timed out for its size, though it has retries left', async () => {
    const q = queue();
    const sizedJob = defineJob({ ...echoJob, name: 'sized', isTimeoutFinal: true });
    const failures: JobFailure[] = [];
    let attempts = 0;
    await q.work(
      sizedJob,
      { concurrency: 1, onFailed: async (_p, failure) => void failures.push(failure) },
      async (_p, { signal }) => {
        attempts += 1;
        await new Promise<void>((resolve) =>
          signal.addEventListener('abort', () => resolve(), { once: true }),
        );
      },
    );
    const id = await q.send(sizedJob, { text: 'big' }, { expireInSeconds: 0.05, retryLimit: 2 });
    await q.drain();
    expect(attempts).toBe(1);
    expect(await row(id)).toMatchObject({ state: 'failed', attempts: 1 });
    expect(failures).toEqual([{ code: 'deadline-exceeded', message: 'The operation timed out' }]);
  });

  it('runs again a job whose worker crashed once its lease has run out, and fences the stale worker', async () => {
    const clock = fakeClock();
    const repository = createJobsRepository(database.db);
    const q = queue({ clock, leaseMs: 10_000 });
    const id = await q.send(echoJob, { text: 'crash' });
    // What a crashed process leaves behind: the job active under its lease, no heartbeat any more.
    expect(
      await repository.claim(
        { name: 'echo', maxVersion: 1 },
        'crashed-worker',
        clock.now(),
        10_000,
      ),
    ).not.toBeNull();
    const attempts: number[] = [];
    await q.work(
      echoJob,
      { concurrency: 1 },
      async (_p, { attempt }) => void attempts.push(attempt),
    );
    await q.drain();
    expect(attempts).toEqual([]);
    clock.advance(10_001);
    await q.drain();
    expect(attempts).toEqual([2]);
    expect(await row(id)).toMatchObject({ state: 'completed', attempts: 2 });
    await repository.fail(id!, 'crashed-worker', clock.now(), {
      code: 'internal',
      message: 'late',
    });
    expect(await row(id)).toMatchObject({ state: 'completed' });
  });

  it('keeps one waiting job per singleton key', async () => {
    const q = queue();
    const first = await q.send(echoJob, { text: 'a' }, { singletonKey: 'upload-1' });
    expect(first).not.toBeNull();
    expect(await q.send(echoJob, { text: 'b' }, { singletonKey: 'upload-1' })).toBeNull();
    expect(await q.send(echoJob, { text: 'c' }, { singletonKey: 'upload-2' })).not.toBeNull();
    const seen: string[] = [];
    await q.work(echoJob, { concurrency: 2 }, async ({ text }) => void seen.push(text));
    await q.drain();
    expect(seen.sort()).toEqual(['a', 'c']);
    expect(await q.send(echoJob, { text: 'd' }, { singletonKey: 'upload-1' })).not.toBeNull();
  });

  it('keeps jobs across a restart and leaves jobs of a newer version alone', async () => {
    const before = queue();
    await before.send(echoJob, { text: 'persisted' });
    await before.send({ ...echoJob, version: 2 }, { text: 'from the future' });
    await before.stop();
    await database.close();

    database = openDatabase({ dataDir, databaseUrl: undefined });
    const after = queue({ db: database.db });
    const seen: string[] = [];
    await after.work(echoJob, { concurrency: 1 }, async ({ text }) => void seen.push(text));
    await after.drain();
    expect(seen).toEqual(['persisted']);
  });

  it('on stop lets a running job finish within the grace and hands back one that runs past it', async () => {
    const q = queue();
    const started: string[] = [];
    let finishQuick!: () => void;
    const quickEnds = new Promise<void>((resolve) => (finishQuick = resolve));
    await q.work(echoJob, { concurrency: 2 }, async ({ text }, { signal }) => {
      started.push(text);
      if (text === 'quick') return quickEnds;
      await new Promise((_, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason)),
      );
    });
    const quick = await q.send(echoJob, { text: 'quick' });
    const slow = await q.send(echoJob, { text: 'slow' });
    await vi.waitFor(() => expect(started).toHaveLength(2));

    const stopped = q.stop(300);
    // After the stop began: without the grace this job would be aborted and handed back too.
    finishQuick();
    await stopped;
    expect(await row(quick)).toMatchObject({ state: 'completed', attempts: 1 });
    // Back in line, the interrupted attempt not counted.
    expect(await row(slow)).toMatchObject({ state: 'queued', attempts: 0, locked_by: null });
  });

  it('runs up to `concurrency` jobs at once', async () => {
    const q = queue();
    let running = 0;
    let peak = 0;
    const release: (() => void)[] = [];
    await q.work(echoJob, { concurrency: 2 }, async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise<void>((resolve) => release.push(resolve));
      running -= 1;
    });
    for (const text of ['1', '2', '3']) await q.send(echoJob, { text });
    const drained = q.drain();
    // expect.poll gives up after 1 s by default, which a loaded machine can outlast.
    await expect.poll(() => release.length, { timeout: 10_000 }).toBe(2);
    while (release.length > 0) release.shift()!();
    await expect.poll(() => release.length, { timeout: 10_000 }).toBe(1);
    release.shift()!();
    await drained;
    expect(peak).toBe(2);
  });

  it('waits for a free slot without polling in between, and still polls at its interval', async () => {
    // Only the queue's timers are faked, and nothing here advances them but the test.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      let clockReads = 0;
      const q = queue({ clock: { now: () => (clockReads += 1) && 1_000_000 }, pollMs: 1000 });
      const release: (() => void)[] = [];
      let onStart = (): void => {};
      const started = () => new Promise<void>((resolve) => (onStart = resolve));
      const firstStarted = started();
      await q.work(echoJob, { concurrency: 1 }, () => {
        onStart();
        return new Promise<void>((resolve) => release.push(resolve));
      });
      await q.send(echoJob, { text: 'runs' });
      await q.send(echoJob, { text: 'due, waits for the slot' });
      await firstStarted;
      // SQLite answers within the current turn: after one turn of the event loop the pumps the
      // sends started are over (setImmediate is not faked).
      await new Promise((resolve) => setImmediate(resolve));
      const readsWhileFull = clockReads;
      // Every pump reads the clock: none may run before the poll interval is over.
      await vi.advanceTimersByTimeAsync(999);
      expect(clockReads).toBe(readsWhileFull);
      await vi.advanceTimersByTimeAsync(1);
      expect(clockReads).toBeGreaterThan(readsWhileFull);
      expect(release).toHaveLength(1);
      const secondStarted = started();
      release[0]!();
      await secondStarted;
      release[1]!();
      await q.drain();
    } finally {
      vi.useRealTimers();
    }
  });

  // Issue 9 item 4: jobs ran in the order they were sent, so one user's backlog delayed everyone.
  it('starts another group’s job before a group’s backlog is drained', async () => {
    const q = queue();
    for (let n = 1; n <= 5; n += 1) await q.send(echoJob, { text: `a${n}` }, { group: 'user-a' });
    await q.send(echoJob, { text: 'b1' }, { group: 'user-b' });
    const started: string[] = [];
    await q.work(echoJob, { concurrency: 1 }, async ({ text }) => void started.push(text));
    await q.drain();
    expect(started).toEqual(['a1', 'b1', 'a2', 'a3', 'a4', 'a5']);
  });

  it('refuses an invalid payload when sending', async () => {
    const q = queue();
    await expect(q.send(echoJob, { text: 42 } as unknown as { text: string })).rejects.toThrow();
  });
});
