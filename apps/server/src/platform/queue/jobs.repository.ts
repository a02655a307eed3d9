/**
 * The embedded queue's SQL. Every state change is a conditional UPDATE (`WHERE state = … AND
 * locked_by = …`), so two processes on one database never both claim or both finish a job.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { JobsTable, Tables } from '../db/schema.ts';
import type { JobFailure } from './job-queue.ts';

export interface NewJob {
  name: string;
  version: number;
  payload: unknown;
  singletonKey: string | undefined;
  group: string | undefined;
  retryLimit: number;
  retryDelayMs: number;
  isBackoff: boolean;
  timeoutMs: number;
}

export type JobRow = JobsTable;

export function createJobsRepository(db: Kysely<Tables>) {
  return {
    /** Inserts a queued job; null when a singleton of the same name and key is already waiting. */
    async insert(job: NewJob, now: number): Promise<string | null> {
      if (job.singletonKey != null && (await isSingletonWaiting(db, job.name, job.singletonKey)))
        return null;
      const id = randomUUID();
      const priority = job.group == null ? 0 : -(await unfinishedInGroup(db, job.name, job.group));
      try {
        await db
          .insertInto('jobs')
          .values({
            id,
            name: job.name,
            version: job.version,
            payload: JSON.stringify(job.payload),
            state: 'queued',
            singleton_key: job.singletonKey ?? null,
            attempts: 0,
            retry_limit: job.retryLimit,
            retry_delay_ms: job.retryDelayMs,
            retry_backoff: job.isBackoff ? 1 : 0,
            timeout_ms: job.timeoutMs,
            run_after: now,
            locked_by: null,
            locked_until: null,
            last_error: null,
            group_key: job.group ?? null,
            priority,
            created_at: now,
            updated_at: now,
          })
          .execute();
        return id;
      } catch (error) {
        // Another process queued the same singleton between our check and the insert.
        if (job.singletonKey != null && (await isSingletonWaiting(db, job.name, job.singletonKey)))
          return null;
        throw error;
      }
    },

    /**
     * Takes a due job for `workerId`, or null: the highest priority (a group's first unfinished
     * job before its later ones), then the oldest.
     */
    async claim(
      kind: { name: string; maxVersion: number },
      workerId: string,
      now: number,
      leaseMs: number,
    ): Promise<JobRow | null> {
      for (let tries = 0; tries < 5; tries += 1) {
        const candidate = await db
          .selectFrom('jobs')
          .select('id')
          .where('state', '=', 'queued')
          .where('name', '=', kind.name)
          .where('version', '<=', kind.maxVersion)
          .where('run_after', '<=', now)
          .orderBy('priority', 'desc')
          .orderBy('run_after')
          .orderBy('created_at')
          .limit(1)
          .executeTakeFirst();
        if (!candidate) return null;
        const claimed = await db
          .updateTable('jobs')
          .set((eb) => ({
            state: 'active',
            attempts: eb('attempts', '+', 1),
            locked_by: workerId,
            locked_until: now + leaseMs,
            updated_at: now,
          }))
          .where('id', '=', candidate.id)
          .where('state', '=', 'queued')
          .returningAll()
          .executeTakeFirst();
        if (claimed) return claimed;
      }
      return null;
    },

    /** Moves the lease on; false when the job is no longer ours (taken over or finished). */
    async heartbeat(id: string, workerId: string, lockedUntil: number): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set({ locked_until: lockedUntil })
        .where('id', '=', id)
        .where('state', '=', 'active')
        .where('locked_by', '=', workerId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async complete(id: string, workerId: string, now: number): Promise<void> {
      await finish(db, id, workerId, now, { state: 'completed', last_error: null });
    },

    async fail(id: string, workerId: string, now: number, failure: JobFailure): Promise<boolean> {
      return finish(db, id, workerId, now, {
        state: 'failed',
        last_error: JSON.stringify(failure),
      });
    },

    /** Puts the job back in line for another attempt at `runAfter`. */
    async retry(
      id: string,
      workerId: string,
      now: number,
      runAfter: number,
      failure: JobFailure | null,
    ): Promise<void> {
      await finish(db, id, workerId, now, {
        state: 'queued',
        run_after: runAfter,
        last_error: failure ? JSON.stringify(failure) : null,
      });
    },

    /** Hands an interrupted job back without counting the attempt (this process is shutting down). */
    async release(id: string, workerId: string, now: number): Promise<void> {
      await db
        .updateTable('jobs')
        .set((eb) => ({
          state: 'queued',
          attempts: eb('attempts', '-', 1),
          run_after: now,
          locked_by: null,
          locked_until: null,
          updated_at: now,
        }))
        .where('id', '=', id)
        .where('state', '=', 'active')
        .where('locked_by', '=', workerId)
        .execute();
    },

    /**
     * Jobs whose worker stopped renewing its lease (it crashed or hung): back in line while
     * attempts remain. Returns those that ran out of attempts, for their failure hooks.
     */
    async recoverExpired(name: string, now: number): Promise<JobRow[]> {
      await db
        .updateTable('jobs')
        .set({
          state: 'queued',
          locked_by: null,
          locked_until: null,
          run_after: now,
          updated_at: now,
        })
        .where('name', '=', name)
        .where('state', '=', 'active')
        .where('locked_until', '<', now)
        .whereRef('attempts', '<=', 'retry_limit')
        .execute();
      const failure = JSON.stringify({
        code: 'deadline-exceeded',
        message: 'The worker running this job stopped',
      } satisfies JobFailure);
      return db
        .updateTable('jobs')
        .set({
          state: 'failed',
          locked_by: null,
          locked_until: null,
          last_error: failure,
          updated_at: now,
        })
        .where('name', '=', name)
        .where('state', '=', 'active')
        .where('locked_until', '<', now)
        .returningAll()
        .execute();
    },

    /** Drops finished jobs older than `before`. */
    async prune(before: number): Promise<void> {
      await db
        .deleteFrom('jobs')
        .where('state', 'in', ['completed', 'failed'])
        .where('updated_at', '<', before)
        .execute();
    },

    /** When the next queued job of this kind becomes due, or null when none waits. */
    async nextRunAfter(kind: { name: string; maxVersion: number }): Promise<number | null> {
      const row = await db
        .selectFrom('jobs')
        .select((eb) => eb.fn.min('run_after').as('next'))
        .where('state', '=', 'queued')
        .where('name', '=', kind.name)
        .where('version', '<=', kind.maxVersion)
        .executeTakeFirst();
      return row?.next == null ? null : Number(row.next);
    },

    /** Queued and active jobs by name. */
    async countUnfinished(): Promise<{ name: string; state: JobsTable['state']; jobs: number }[]> {
      const rows = await db
        .selectFrom('jobs')
        .select(['name', 'state', (eb) => eb.fn.countAll<number | string>().as('jobs')])
        .where('state', 'in', ['queued', 'active'])
        .groupBy(['name', 'state'])
        .execute();
      return rows.map((row) => ({ ...row, jobs: Number(row.jobs) }));
    },

    find(id: string): Promise<JobRow | undefined> {
      return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;

async function isSingletonWaiting(db: Kysely<Tables>, name: string, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('name', '=', name)
    .where('singleton_key', '=', key)
    .where('state', '=', 'queued')
    .where('attempts', '=', 0)
    .executeTakeFirst();
  return row != null;
}

/** Jobs of the group waiting or running under this name. */
async function unfinishedInGroup(db: Kysely<Tables>, name: string, group: string): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('name', '=', name)
    .where('group_key', '=', group)
    .where('state', 'in', ['queued', 'active'])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function finish(
  db: Kysely<Tables>,
  id: string,
  workerId: string,
  now: number,
  changes: Partial<Pick<JobsTable, 'state' | 'run_after' | 'last_error'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ ...changes, locked_by: null, locked_until: null, updated_at: now })
    .where('id', '=', id)
    .where('state', '=', 'active')
    .where('locked_by', '=', workerId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
