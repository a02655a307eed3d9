import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema.ts';

export interface NewApiKey {
  id: string;
  userId: string;
  name: string;
  keyHash: string;
  keyPrefix: string;
  createdAt: number;
}

export function createApiKeysRepository(db: Kysely<Tables>) {
  return {
    async insert(key: NewApiKey): Promise<void> {
      await db
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
