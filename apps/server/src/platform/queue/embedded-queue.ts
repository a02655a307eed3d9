/**
 * The embedded queue: jobs in our own database (the SQLite default). A worker claims a job with
 * a lease it renews by heartbeat; a job whose worker died is queued again when the lease runs
 * out, so jobs survive crashes and restarts. Transient failures retry with exponential backoff.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@docsift/core/errors';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';
import type { Logger } from '../log/logger.ts';
import type {
  JobDefinition,
  JobFailure,
  JobHandler,
  JobQueue,
  SendOptions,
  WorkOptions,
} from './job-queue.ts';
import { retryDelayMs } from './job-failure.ts';
import type { JobRow } from './jobs.repository.ts';
import { createJobsRepository } from './jobs.repository.ts';
import { cancelAfter, failureLogFields, runAttempt } from './run-attempt.ts';

export interface Clock {
  now(): number;
}

export interface EmbeddedQueueOptions {
  db: Kysely<Tables>;
  logger: Logger;
  clock?: Clock;
  /** How long a claimed job stays ours without a heartbeat. */
  leaseMs?: number;
  /** How often idle workers look for due jobs (sends in this process wake them at once). */
  pollMs?: number;
  /** Finished jobs are kept this long for inspection. */
  keepFinishedMs?: number;
}

interface Worker {
  job: JobDefinition<unknown>;
  options: WorkOptions<unknown>;
  handler: JobHandler<unknown>;
  running: Set<Promise<void>>;
  timer: NodeJS.Timeout | null;
  pumping: Promise<void> | null;
  isPumpRequested: boolean;
}

const systemClock: Clock = { now: () => Date.now() };
const PRUNE_EVERY_MS = 3600_000;

export interface EmbeddedQueue extends JobQueue {
  /** Runs every due job of the registered kinds and resolves when none is due or running. */
  drain(): Promise<void>;
}

export function createEmbeddedQueue(options: EmbeddedQueueOptions): EmbeddedQueue {
  const { logger } = options;
  const clock = options.clock ?? systemClock;
  const leaseMs = options.leaseMs ?? 15_000;
  const pollMs = options.pollMs ?? 1000;
  const keepFinishedMs = options.keepFinishedMs ?? 7 * 24 * 3600_000;
  const jobs = createJobsRepository(options.db);
  const workerId = randomUUID();
  const workers = new Map<string, Worker>();
  const stopController = new AbortController();
  let isStopped = false;
  let lastPrunedAt = 0;

  function schedule(worker: Worker, delayMs: number): void {
    if (isStopped) return;
    if (worker.timer) clearTimeout(worker.timer);
    worker.timer = setTimeout(() => void pump(worker), Math.max(0, delayMs));
    worker.timer.unref();
  }

  /** One pump at a time per worker; a request during a pump runs another one after it. */
  function pump(worker: Worker): Promise<void> {
    if (worker.pumping) {
      worker.isPumpRequested = true;
      return worker.pumping;
    }
    worker.pumping = (async () => {
      try {
        do {
          worker.isPumpRequested = false;
          await pumpOnce(worker);
        } while (worker.isPumpRequested && !isStopped);
      } finally {
        // Cleared in the same step as the last check: a request arriving after it starts a new
        // pump instead of joining one that has already decided to end (a chained .finally() left
        // a microtask in between, which lost the request and the job waited for the next poll).
        worker.pumping = null;
      }
    })();
    return worker.pumping;
  }

  /** Fills the worker's free slots with due jobs, then sleeps until the next one is due. */
  async function pumpOnce(worker: Worker): Promise<void> {
    if (isStopped) return;
    try {
      const now = clock.now();
      if (now - lastPrunedAt > PRUNE_EVERY_MS) {
        lastPrunedAt = now;
        await jobs.prune(now - keepFinishedMs);
      }
      for (const row of await jobs.recoverExpired(worker.job.name, now))
        await reportFailure(worker, row, parseFailure(row.last_error));
      while (!isStopped && worker.running.size < worker.options.concurrency) {
        const row = await jobs.claim(kindOf(worker), workerId, clock.now(), leaseMs);
        if (!row) break;
        if (isStopped) {
          // stop() came while the claim was on its way: hand the job back rather than start it.
          await jobs.release(row.id, workerId, clock.now());
          break;
        }
        const run = execute(worker, row).finally(() => {
          worker.running.delete(run);
          void pump(worker);
        });
        worker.running.add(run);
      }
      const next = await jobs.nextRunAfter(kindOf(worker));
      // With every slot busy a due job cannot start before a running one ends, and that end pumps
      // again: waking at the due time would only spin (a 0 ms timer, three queries a turn).
      const isFull = worker.running.size >= worker.options.concurrency;
      schedule(worker, next == null || isFull ? pollMs : Math.min(pollMs, next - clock.now()));
    } catch (error) {
      logger.error({ err: error, job: worker.job.name }, 'job queue poll failed');
      schedule(worker, pollMs);
    }
  }

  async function execute(worker: Worker, row: JobRow): Promise<void> {
    const lost = new AbortController();
    const heartbeat = setInterval(
      () => {
        jobs.heartbeat(row.id, workerId, clock.now() + leaseMs).then(
          (isOurs) =>
            isOurs ||
            lost.abort(new AppError('aborted', { message: 'another worker took the job over' })),
          (error: unknown) => logger.warn({ err: error, jobId: row.id }, 'job heartbeat failed'),
        );
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    heartbeat.unref();
    const outcome = await runAttempt({
      job: worker.job,
      jobId: row.id,
      version: row.version,
      payload: JSON.parse(row.payload),
      attempt: row.attempts,
      timeoutMs: row.timeout_ms,
      stopSignal: AbortSignal.any([stopController.signal, lost.signal]),
      handler: worker.handler,
    });
    clearInterval(heartbeat);
    try {
      await settle(worker, row, outcome);
    } catch (error) {
      // The lease runs out and the job is recovered: nothing is lost by not settling here.
      logger.error({ err: error, jobId: row.id }, 'could not record the job outcome');
    }
  }

  async function settle(
    worker: Worker,
    row: JobRow,
    outcome: Awaited<ReturnType<typeof runAttempt>>,
  ): Promise<void> {
    const now = clock.now();
    if (outcome.ok) return jobs.complete(row.id, workerId, now);
    // Interrupted by our own shutdown: back in line at once, the attempt not counted.
    if (stopController.signal.aborted) return jobs.release(row.id, workerId, now);
    const { failure } = outcome;
    const hasAttemptsLeft = row.attempts <= row.retry_limit;
    logger.warn(
      { jobId: row.id, job: row.name, attempt: row.attempts, ...failureLogFields(outcome) },
      'job attempt failed',
    );
    if (!outcome.isPermanent && hasAttemptsLeft) {
      const delay = retryDelayMs(row.attempts, row.retry_delay_ms / 1000, row.retry_backoff === 1);
      return jobs.retry(row.id, workerId, now, now + delay, failure);
    }
    if (await jobs.fail(row.id, workerId, now, failure)) await reportFailure(worker, row, failure);
  }

  async function reportFailure(worker: Worker, row: JobRow, failure: JobFailure): Promise<void> {
    const parsed = worker.job.payload.safeParse(JSON.parse(row.payload));
    if (!parsed.success || !worker.options.onFailed) return;
    try {
      await worker.options.onFailed(parsed.data, failure, { jobId: row.id });
    } catch (error) {
      logger.error({ err: error, jobId: row.id }, 'job failure hook failed');
    }
  }

  return {
    kind: 'embedded',

    async send<P>(job: JobDefinition<P>, payload: P, sendOptions: SendOptions = {}) {
      const id = await jobs.insert(
        {
          name: job.name,
          version: job.version,
          payload: job.payload.parse(payload),
          singletonKey: sendOptions.singletonKey,
          group: sendOptions.group,
          retryLimit: sendOptions.retryLimit ?? job.retryLimit,
          retryDelayMs: (sendOptions.retryDelaySeconds ?? job.retryDelaySeconds) * 1000,
          isBackoff: sendOptions.retryBackoff ?? job.retryBackoff,
          timeoutMs: (sendOptions.expireInSeconds ?? job.expireInSeconds) * 1000,
        },
        clock.now(),
      );
      const worker = workers.get(job.name);
      if (id && worker) void pump(worker);
      return id;
    },

    async work<P>(job: JobDefinition<P>, workOptions: WorkOptions<P>, handler: JobHandler<P>) {
      if (workers.has(job.name)) throw new Error(`a worker for ${job.name} is already running`);
      const worker: Worker = {
        job: job as JobDefinition<unknown>,
        options: workOptions as WorkOptions<unknown>,
        handler: handler as JobHandler<unknown>,
        running: new Set(),
        timer: null,
        pumping: null,
        isPumpRequested: false,
      };
      workers.set(job.name, worker);
      void pump(worker);
    },

    async counts() {
      return (await jobs.countUnfinished()).map(({ name, state, jobs: count }) => ({
        kind: name,
        state: state === 'active' ? ('running' as const) : ('waiting' as const),
        jobs: count,
      }));
    },

    async drain() {
      for (;;) {
        for (const worker of workers.values()) await pump(worker);
        const running = [...workers.values()].flatMap((w) => [...w.running]);
        // Nothing claimable is left once a pump finds nothing to start.
        if (running.length === 0) return;
        await Promise.all(running);
      }
    },

    async stop(graceMs = 0) {
      isStopped = true;
      const keepGrace = cancelAfter(stopController, graceMs);
      for (const worker of workers.values()) if (worker.timer) clearTimeout(worker.timer);
      try {
        // Until nothing is left: a pump that was under way may still have started a job.
        for (;;) {
          const busy = [...workers.values()].flatMap((w) => [
            ...w.running,
            ...(w.pumping ? [w.pumping] : []),
          ]);
          if (busy.length === 0) return;
          await Promise.allSettled(busy);
        }
      } finally {
        keepGrace();
      }
    },
  };
}

function kindOf(worker: Worker): { name: string; maxVersion: number } {
  return { name: worker.job.name, maxVersion: worker.job.version };
}

function parseFailure(text: string | null): JobFailure {
  return text
    ? (JSON.parse(text) as JobFailure)
    : { code: 'internal', message: 'Something went wrong' };
}
