/**
 * The PostgreSQL queue: pg-boss in its own schema (`pgboss`, created on start), jobs fetched
 * with FOR UPDATE SKIP LOCKED so any number of worker nodes share them. pg-boss retries with
 * backoff; we add deadlines that abort the handler, no retries for permanent failures, and a
 * lease: a running job's expiry is renewed by heartbeat, so the job of a worker that died
 * expires within the lease and pg-boss's maintenance (one node of the cluster per interval)
 * hands it to another worker, counted as an attempt.
 */
import { AppError } from '@docsift/core/errors';
import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import { POSTGRES_CONNECT_TIMEOUT_MS } from '../db/database.ts';
import type { Logger } from '../log/logger.ts';
import type {
  JobDefinition,
  JobHandler,
  JobQueue,
  QueueCount,
  SendOptions,
  WorkOptions,
} from './job-queue.ts';
import { cancelAfter, failureLogFields, runAttempt } from './run-attempt.ts';

const SCHEMA = 'pgboss';

interface Envelope {
  version: number;
  payload: unknown;
  /** Our deadline for the attempt, enforced by the handler's signal; pg-boss's expiry is the lease. */
  timeoutSeconds?: number;
  /** Whose turn the job takes (SendOptions.group). */
  group?: string;
}

/**
 * A job whose worker died is taken up again within lease + maintenance interval + the first
 * retry delay (10–20 s for the pipeline's jobs): under the minute the cluster promises.
 */
const LEASE_SECONDS = 20;
const MAINTENANCE_INTERVAL_SECONDS = 10;

export interface PgBossQueueOptions {
  connectionString: string;
  logger: Logger;
  /** How often idle workers poll (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** A running job is renewed every quarter of this; unrenewed for this long, it is given up. */
  leaseSeconds?: number;
  /** How often one node of the cluster expires unrenewed jobs (pg-boss maintenance). */
  maintenanceIntervalSeconds?: number;
}

export async function createPgBossQueue(options: PgBossQueueOptions): Promise<JobQueue> {
  const { logger } = options;
  const leaseSeconds = options.leaseSeconds ?? LEASE_SECONDS;
  // pg-boss hands its options to pg.Pool, which reads connectionTimeoutMillis; its types omit it.
  const bossOptions: PgBoss.ConstructorOptions & { connectionTimeoutMillis: number } = {
    connectionString: options.connectionString,
    schema: SCHEMA,
    max: 4,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    schedule: false,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? MAINTENANCE_INTERVAL_SECONDS,
  };
  const boss = new PgBoss(bossOptions);
  boss.on('error', (error) => logger.error({ err: error }, 'pg-boss error'));
  await boss.start();
  // Ends the fetch loops; stopController aborts the running attempts (after stop()'s grace).
  const stopping = new AbortController();
  const stopController = new AbortController();
  // Every slot's idle pause and every running attempt listen to them: dozens are expected.
  setMaxListeners(0, stopping.signal, stopController.signal);
  /** The fetch loops of each job name that are waiting out a poll. */
  const idleLoops = new Map<string, Set<() => void>>();
  const loops: Promise<void>[] = [];
  const createdQueues = new Map<string, Promise<void>>();
  let lastCreation = Promise.resolve();
  // Counting a group's unfinished jobs at each send reads only those; the partitions of queues
  // created later inherit the index. Nodes starting together may race to create it: one wins.
  await boss
    .getDb()
    .executeSql(
      `CREATE INDEX IF NOT EXISTS docsift_job_group_idx ON ${SCHEMA}.job (name, (data->>'group'))
         WHERE state < 'completed'`,
      [],
    )
    .catch((error: unknown) => logger.warn({ err: error }, 'could not index job groups'));

  /**
   * The `short` policy lets one job per singleton key wait (the JobQueue contract); `standard`
   * keeps none apart. Queues made by earlier versions are brought to the same settings. A node
   * creates one queue at a time, and one another node's creation deadlocked is created again; one
   * that failed otherwise is tried again by the next job of its kind.
   */
  function ensureQueue(job: JobDefinition<unknown>): Promise<void> {
    let created = createdQueues.get(job.name);
    if (!created) {
      const settings = {
        policy: 'short' as const,
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelaySeconds,
        retryBackoff: job.retryBackoff,
        expireInSeconds: pgBossSeconds(leaseSeconds),
      };
      const create = () =>
        retriedOnDeadlock(async () => {
          await boss.createQueue(job.name, { name: job.name, ...settings });
          await boss.updateQueue(job.name, { name: job.name, ...settings });
        });
      created = lastCreation = lastCreation.catch(() => {}).then(create);
      void created.catch(() => createdQueues.delete(job.name));
      createdQueues.set(job.name, created);
    }
    return created;
  }

  /**
   * Renews the running job's expiry (measured from its start) every quarter lease; the start
   * (to the millisecond a Date holds) tells this attempt from a later one of the same job. The lease is
   * lost when the row is no longer this attempt's (expired and taken up elsewhere) or when no
   * renewal has succeeded for a whole lease: the handler is aborted rather than finish twice.
   */
  function holdLease(pgJob: PgBoss.JobWithMetadata<Envelope>) {
    const lost = new AbortController();
    let renewedAt = Date.now();
    const loseLease = (message: string) => lost.abort(new AppError('aborted', { message }));
    const timer = setInterval(
      () => {
        boss
          .getDb()
          .executeSql(
            `UPDATE ${SCHEMA}.job SET expire_in = (now() - started_on) + $2 * interval '1 second'
           WHERE id = $1 AND state = 'active'
             AND abs(extract(epoch FROM started_on - $3::timestamptz)) < 0.001 RETURNING id`,
            [pgJob.id, leaseSeconds, pgJob.startedOn],
          )
          .then(
            ({ rows }) => {
              if (rows.length === 0) return loseLease('another worker took the job over');
              renewedAt = Date.now();
            },
            (error: unknown) => {
              logger.warn({ err: error, jobId: pgJob.id }, 'job lease renewal failed');
              if (Date.now() - renewedAt > leaseSeconds * 1000)
                loseLease('the job lease could not be renewed');
            },
          );
      },
      (leaseSeconds * 1000) / 4,
    );
    timer.unref();
    return { lost: lost.signal, release: () => clearInterval(timer) };
  }

  /** Jobs of the group waiting or running under this name. */
  async function unfinishedInGroup(name: string, group: string): Promise<number> {
    const { rows } = await boss.getDb().executeSql(
      `SELECT count(*)::int AS count FROM ${SCHEMA}.job
           WHERE name = $1 AND data->>'group' = $2 AND state < 'completed'`,
      [name, group],
    );
    return (rows[0] as { count: number }).count;
  }

  /** pg-boss retries while retry_count < retry_limit: closing the gap makes this failure the last. */
  async function forbidRetry(jobId: string): Promise<void> {
    await boss
      .getDb()
      .executeSql(`UPDATE ${SCHEMA}.job SET retry_limit = retry_count WHERE id = $1`, [jobId]);
  }

  return {
    kind: 'pg-boss',

    async send<P>(job: JobDefinition<P>, payload: P, sendOptions: SendOptions = {}) {
      await ensureQueue(job as JobDefinition<unknown>);
      const timeoutSeconds = sendOptions.expireInSeconds ?? job.expireInSeconds;
      const { group } = sendOptions;
      const data: Envelope = {
        version: job.version,
        payload: job.payload.parse(payload),
        timeoutSeconds,
        ...(group == null ? {} : { group }),
      };
      const id = await boss.send(job.name, data, {
        // pg-boss fetches the highest priority first: a group's later jobs wait behind other groups' first.
        priority: group == null ? 0 : -(await unfinishedInGroup(job.name, group)),
        // Under the short policy, jobs without a key would all share the empty one.
        singletonKey: sendOptions.singletonKey ?? randomUUID(),
        retryLimit: sendOptions.retryLimit ?? job.retryLimit,
        retryDelay: Math.max(1, Math.round(sendOptions.retryDelaySeconds ?? job.retryDelaySeconds)),
        retryBackoff: sendOptions.retryBackoff ?? job.retryBackoff,
        expireInSeconds: pgBossSeconds(leaseSeconds),
      });
      for (const wake of idleLoops.get(job.name) ?? []) wake();
      return id;
    },

    async work<P>(job: JobDefinition<P>, workOptions: WorkOptions<P>, handler: JobHandler<P>) {
      await ensureQueue(job as JobDefinition<unknown>);
      for (let slot = 0; slot < workOptions.concurrency; slot += 1)
        loops.push(fetchLoop(job, workOptions, handler));
    },

    async counts() {
      const { rows } = await boss.getDb().executeSql(
        `SELECT name AS kind, CASE WHEN state = 'active' THEN 'running' ELSE 'waiting' END AS state,
                count(*)::int AS jobs
           FROM ${SCHEMA}.job WHERE state IN ('created', 'retry', 'active') GROUP BY 1, 2`,
        [],
      );
      return rows as QueueCount[];
    },

    async stop(graceMs = 0) {
      stopping.abort();
      // Running jobs may finish within the grace; past it they are aborted and handed back.
      const keepGrace = cancelAfter(stopController, graceMs);
      try {
        await Promise.allSettled(loops);
      } finally {
        keepGrace();
      }
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };

  /**
   * One slot: fetch a job, run it, settle it. Our own loop rather than pg-boss's work(), whose
   * wrapper fails a job once its expiry has passed: with a renewed lease, that is not the end.
   */
  async function fetchLoop<P>(
    job: JobDefinition<P>,
    workOptions: WorkOptions<P>,
    handler: JobHandler<P>,
  ): Promise<void> {
    const pollMs = (options.pollingIntervalSeconds ?? 1) * 1000;
    while (!stopping.signal.aborted) {
      const [pgJob] = await boss
        .fetch<Envelope>(job.name, { batchSize: 1, includeMetadata: true })
        .catch((error: unknown) => {
          logger.warn({ err: error, job: job.name }, 'job fetch failed');
          return [];
        });
      if (pgJob) await runJob(job, workOptions, handler, pgJob);
      else await idle(job.name, pollMs);
    }
  }

  /**
   * Waits out a poll, or less when this process sends a job of the name: a scan's parse (sent by
   * the scan's handler) waited up to a whole poll while later scans went on.
   */
  async function idle(name: string, pollMs: number): Promise<void> {
    const woken = new AbortController();
    const wake = () => woken.abort();
    const loops = idleLoops.get(name) ?? new Set();
    idleLoops.set(name, loops.add(wake));
    try {
      await pause(pollMs, AbortSignal.any([stopping.signal, woken.signal]));
    } finally {
      loops.delete(wake);
    }
  }

  async function runJob<P>(
    job: JobDefinition<P>,
    workOptions: WorkOptions<P>,
    handler: JobHandler<P>,
    pgJob: PgBoss.JobWithMetadata<Envelope>,
  ): Promise<void> {
    const lease = holdLease(pgJob);
    const outcome = await runAttempt({
      job,
      jobId: pgJob.id,
      version: pgJob.data.version,
      payload: pgJob.data.payload,
      attempt: pgJob.retryCount + 1,
      timeoutMs: (pgJob.data.timeoutSeconds ?? pgJob.expireInSeconds) * 1000,
      stopSignal: AbortSignal.any([stopController.signal, lease.lost]),
      handler,
    }).finally(lease.release);
    try {
      // The row is no longer this attempt's: settling it would settle another worker's.
      if (lease.lost.aborted) return;
      if (outcome.ok) return void (await boss.complete(job.name, pgJob.id));
      // Interrupted by our shutdown: back in line for the next worker, the attempt not counted.
      if (stopController.signal.aborted) return await handBack(pgJob.id);
      const isFinal = outcome.isPermanent || pgJob.retryCount >= pgJob.retryLimit;
      logger.warn(
        {
          jobId: pgJob.id,
          job: job.name,
          attempt: pgJob.retryCount + 1,
          ...failureLogFields(outcome),
        },
        'job attempt failed',
      );
      if (outcome.isPermanent) await forbidRetry(pgJob.id);
      if (isFinal) {
        const parsed = job.payload.safeParse(pgJob.data.payload);
        if (parsed.success)
          await workOptions
            .onFailed?.(parsed.data, outcome.failure, { jobId: pgJob.id })
            ?.catch((error: unknown) => {
              logger.error({ err: error, jobId: pgJob.id }, 'job failure hook failed');
            });
      }
      await boss.fail(job.name, pgJob.id, { message: outcome.failure.message });
    } catch (error) {
      // The lease runs out and the job is retried: nothing is lost by not settling here.
      logger.warn({ err: error, jobId: pgJob.id }, 'could not settle job');
    }
  }

  /** Unstarted again: pg-boss counts an attempt only when it fetches a job that has started. */
  async function handBack(jobId: string): Promise<void> {
    await boss.getDb().executeSql(
      `UPDATE ${SCHEMA}.job SET state = 'created', started_on = NULL
         WHERE id = $1 AND state = 'active'`,
      [jobId],
    );
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return sleep(ms, undefined, { signal }).catch(() => {});
}

/** pg-boss counts whole seconds, at least one. */
function pgBossSeconds(seconds: number): number {
  return Math.max(1, Math.ceil(seconds));
}

/** PostgreSQL's deadlock_detected: it aborted this transaction so that the other could go on. */
const DEADLOCK_DETECTED = '40P01';
const DEADLOCK_ATTEMPTS = 5;

async function retriedOnDeadlock(work: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const isDeadlock = (error as { code?: unknown } | null)?.code === DEADLOCK_DETECTED;
      if (!isDeadlock || attempt === DEADLOCK_ATTEMPTS) throw error;
    }
  }
}
