/** The pipeline's own SQL: what the periodic clean-up deletes (expired uploads, abandoned drafts). */
import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema.ts';

export function createPipelineRepository(db: Kysely<Tables>) {
  return {
    /** Uploads whose expiresAt (epoch seconds) has passed, oldest first. */
    listExpired(nowSeconds: number, limit: number): Promise<{ id: string; author: string }[]> {
      return db
        .selectFrom('uploads')
        .select(['id', 'author'])
        .where('expires_at', '<', nowSeconds)
        .orderBy('expires_at')
        .limit(limit)
        .execute();
    },

    /** Wizard drafts created before `createdBefore` (epoch ms), oldest first. */
    listDraftsCreatedBefore(
      createdBefore: number,
      limit: number,
    ): Promise<{ id: string; author: string }[]> {
      return db
        .selectFrom('doctypes')
        .select(['id', 'author'])
        .where('state', '=', 'draft')
        .where('created_at', '<', createdBefore)
        .orderBy('created_at')
        .limit(limit)
        .execute();
    },
  };
}

export type PipelineRepository = ReturnType<typeof createPipelineRepository>;
