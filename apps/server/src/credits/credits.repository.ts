/** Credit balances per user (count from the plan, extra purchased). Billing extends this. */
import type { Credits } from '@docsift/core/me';
import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema.ts';

export function createCreditsRepository(db: Kysely<Tables>) {
  return {
    async insertInitial(userId: string, count: number, at: number): Promise<void> {
      await db
        .insertInto('credits')
        .values({ user_id: userId, count, extra: 0, updated_at: at })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
    },

    async find(userId: string): Promise<Credits | null> {
      const row = await db
        .selectFrom('credits')
        .select(['count', 'extra'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? { count: row.count, extra: row.extra, total: row.count + row.extra } : null;
    },
  };
}

export type CreditsRepository = ReturnType<typeof createCreditsRepository>;
