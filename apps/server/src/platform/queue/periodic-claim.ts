/**
 * Periodic work (the clean-up of expired uploads) run once per period across a cluster: every
 * node asks on its own timer, and only the one whose ask moves the shared due time on gets yes.
 */
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';

export type ClaimPeriod = (name: string, periodMs: number) => Promise<boolean>;

export function periodicClaims(db: Kysely<Tables>, now: () => number = Date.now): ClaimPeriod {
  return async (name, periodMs) => {
    const time = now();
    const claimed = await db
      .insertInto('periodic_runs')
      .values({ name, next_at: time + periodMs })
      .onConflict((conflict) =>
        conflict
          .column('name')
          .doUpdateSet({ next_at: time + periodMs })
          .where('periodic_runs.next_at', '<=', time),
      )
      .returning('name')
      .executeTakeFirst();
    return claimed !== undefined;
  };
}
