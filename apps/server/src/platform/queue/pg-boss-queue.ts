/**
 * The PostgreSQL queue: pg-boss in its own schema (`pgboss`, created on start), jobs fetched
 * with FOR UPDATE SKIP LOCKED so any number of worker nodes share them. pg-boss retries with
 * backoff and expires jobs of crashed workers; we add deadlines that abort the handler and
 * no retries for permanent failures.
 */
import { AppError } from '@docsift/core/errors';
import PgBoss from 'pg-boss';
import { POSTGRES_CONNECT_TIMEOUT_MS } from '../db/database.ts';
import type { Logger } from '../log/logger.ts';
import type { JobDefinition, JobHandler, JobQueue, SendOptions, WorkOptions } from './job-queue.ts';
import { failureLogFields, runAttempt } from './run-attempt.ts';

const SCHEMA = 'pgboss';

interface Envelope {
  version: number;
  payload: unknown;
  /** Our deadline; pg-boss's own expiry comes later, so it never retries a job we failed for good. */
  timeoutSeconds?: number;
}

/** pg-boss expires an active job this long after our deadline: our handler has failed it by then. */
const EXPIRY_GRACE_SECONDS = 60;

export interface PgBossQueueOptions {
  connectionString: string;
  logger: Logger;
  /** How often idle workers poll (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
}

export async function createPgBossQueue(options: PgBossQueueOptions): Promise<JobQueue> {
  const { logger } = options;
  // pg-boss hands its options to pg.Pool, which reads connectionTimeoutMillis; its types omit it.
  const bossOptions: PgBoss.ConstructorOptions & { connectionTimeoutMillis: number } = {
    connectionString: options.connectionString,
    schema: SCHEMA,
    max: 4,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    schedule: false,
  };
  const boss = new PgBoss(bossOptions);
  boss.on('error', (error) => logger.error({ err: error }, 'pg-boss error'));
  await boss.start();
  const stopController = new AbortController();
  const createdQueues = new Map<string, Promise<void>>();

  function ensureQueue(job: JobDefinition<unknown>): Promise<void> {
    let created = createdQueues.get(job.name);
    if (!created) {
      created = boss.createQueue(job.name, {
        name: job.name,
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelaySeconds,
        retryBackoff: job.retryBackoff,
        expireInSeconds: pgBossSeconds(job.expireInSeconds + EXPIRY_GRACE_SECONDS),
      });
      createdQueues.set(job.name, created);
    }
    return created;
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
      const data: Envelope = {
        version: job.version,
        payload: job.payload.parse(payload),
        timeoutSeconds,
      };
      return boss.send(job.name, data, {
        singletonKey: sendOptions.singletonKey,
        retryLimit: sendOptions.retryLimit ?? job.retryLimit,
        retryDelay: Math.max(1, Math.round(sendOptions.retryDelaySeconds ?? job.retryDelaySeconds)),
        retryBackoff: sendOptions.retryBackoff ?? job.retryBackoff,
        expireInSeconds: pgBossSeconds(timeoutSeconds + EXPIRY_GRACE_SECONDS),
      });
    },

    async work<P>(job: JobDefinition<P>, workOptions: WorkOptions<P>, handler: JobHandler<P>) {
      await ensureQueue(job as JobDefinition<unknown>);
      const run = async ([pgJob]: PgBoss.JobWithMetadata<Envelope>[]) => {
        if (!pgJob) return;
        const outcome = await runAttempt({
          job,
          jobId: pgJob.id,
          version: pgJob.data.version,
          payload: pgJob.data.payload,
          attempt: pgJob.retryCount + 1,
          timeoutMs: (pgJob.data.timeoutSeconds ?? pgJob.expireInSeconds) * 1000,
          stopSignal: stopController.signal,
          handler,
        });
        if (outcome.ok) return;
        // Interrupted by our shutdown: pg-boss puts it back for the next worker.
        if (stopController.signal.aborted) throw new AppError('cancelled');
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
            await workOptions.onFailed?.(parsed.data, outcome.failure)?.catch((error: unknown) => {
              logger.error({ err: error, jobId: pgJob.id }, 'job failure hook failed');
            });
        }
        throw new AppError(outcome.failure.code, { message: outcome.failure.message });
      };
      // pg-boss 10 runs one fetch loop per work() call: concurrency is that many loops.
      for (let slot = 0; slot < workOptions.concurrency; slot += 1) {
        await boss.work<Envelope>(
          job.name,
          {
            batchSize: 1,
            includeMetadata: true,
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
          },
          run,
        );
      }
    },

    async stop() {
      stopController.abort(new AppError('cancelled'));
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

/** pg-boss counts whole seconds, at least one. */
function pgBossSeconds(seconds: number): number {
  return Math.max(1, Math.ceil(seconds));
}
