/** The queries only the pipeline needs: expired uploads, abandoned drafts and uploads parsed with an older doctype. */
import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema.ts';
import { selectStaleDoneIds } from '../uploads/uploads.repository.ts';

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

    /** Ids of the doctype's done uploads without error whose records were parsed with another hash. */
    async listStaleDone(doctypeId: string, hash: string): Promise<string[]> {
      const rows = await selectStaleDoneIds(db, doctypeId, hash).execute();
      return rows.map((row) => row.id);
    },
  };
}

export type PipelineRepository = ReturnType<typeof createPipelineRepository>;
