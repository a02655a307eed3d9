import type { ApiKey } from '@docsift/core/api-key';
import type { Kysely } from 'kysely';
import type { DialectName } from '../platform/db/database.ts';
import { lockUserRow } from '../platform/db/lock-user-row.ts';
import type { Tables } from '../platform/db/schema.ts';

export interface NewApiKey {
  id: string;
  userId: string;
  name: string;
  keyHash: string;
  keyPrefix: string;
  createdAt: number;
}

export function createApiKeysRepository(db: Kysely<Tables>, dialect: DialectName) {
  return {
    /**
     * Inserts the key unless its user already has `max`; false when refused. Parallel creates of
     * one user count one after the other (the user's row lock), as webhooks' do.
     */
    async insertWithinLimit(key: NewApiKey, max: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await lockUserRow(trx, dialect, key.userId);
        const { count } = await trx
          .selectFrom('api_keys')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('user_id', '=', key.userId)
          .executeTakeFirstOrThrow();
        if (Number(count) >= max) return false;
        await trx
          .insertInto('api_keys')
          .values({
            id: key.id,
            user_id: key.userId,
            name: key.name,
            key_hash: key.keyHash,
            key_prefix: key.keyPrefix,
            created_at: key.createdAt,
            last_used_at: null,
          })
          .execute();
        return true;
      });
    },

    /** The user's keys, newest first, without their hashes. */
    async listForUser(userId: string): Promise<ApiKey[]> {
      const rows = await db
        .selectFrom('api_keys')
        .select(['id', 'name', 'key_prefix', 'created_at', 'last_used_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        prefix: row.key_prefix,
        created: row.created_at,
        lastUsed: row.last_used_at,
      }));
    },

    /** Deletes the user's key and returns its hash, or null when the user has no such key. */
    async deleteForUser(userId: string, id: string): Promise<string | null> {
      const row = await db
        .deleteFrom('api_keys')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning('key_hash')
        .executeTakeFirst();
      return row?.key_hash ?? null;
    },

    async findUserIdByHash(keyHash: string): Promise<string | null> {
      const row = await db
        .selectFrom('api_keys')
        .select('user_id')
        .where('key_hash', '=', keyHash)
        .executeTakeFirst();
      return row?.user_id ?? null;
    },

    async markUsed(keyHash: string, at: number): Promise<void> {
      await db
        .updateTable('api_keys')
        .set({ last_used_at: at })
        .where('key_hash', '=', keyHash)
        .execute();
    },
  };
}

export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
