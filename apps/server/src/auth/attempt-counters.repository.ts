/**
 * The sign-in limiter's counters in a table shared by a cluster's API nodes, where each update
 * locks its row so that two nodes never count over each other.
 */
import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema.ts';
import type { AttemptCounters } from './attempt-counters.ts';

/** `onPruneError` hears of a failed clean-up of expired counters, which runs beside the attempts. */
export function databaseAttemptCounters(
  db: Kysely<Tables>,
  onPruneError: (error: unknown) => void = () => {},
): AttemptCounters {
  let lastPrune = 0;
  return {
    async apply(key, time, step) {
      const wait = await db.transaction().execute(async (trx) => {
        // A row to lock even for a first attempt, so that two nodes' first attempts queue up.
        await trx
          .insertInto('auth_attempt_counters')
          .values({ key, count: 0, reset_at: 0, blocked_until: 0 })
          .onConflict((conflict) => conflict.column('key').doNothing())
          .execute();
        const row = await trx
          .selectFrom('auth_attempt_counters')
          .select(['count', 'reset_at', 'blocked_until'])
          .where('key', '=', key)
          .forUpdate()
          .executeTakeFirst();
        const stored = row && {
          count: Number(row.count),
          resetAt: Number(row.reset_at),
          blockedUntil: Number(row.blocked_until),
        };
        const { wait, counter } = step(stored, time);
        if (counter) {
          const values = {
            count: counter.count,
            reset_at: counter.resetAt,
            blocked_until: counter.blockedUntil,
          };
          await trx
            .updateTable('auth_attempt_counters')
            .set(values)
            .where('key', '=', key)
            .execute();
        }
        return wait;
      });
      if (time - lastPrune > 60_000) {
        lastPrune = time;
        // Not awaited: the sign-in that happens to come due must not wait for the clean-up.
        db.deleteFrom('auth_attempt_counters')
          .where('reset_at', '<=', time)
          .execute()
          .catch(onPruneError);
      }
      return wait;
    },
  };
}
