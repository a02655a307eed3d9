/**
 * The pipeline's own SQL: a parse's commit (records and upload in one transaction), expired
 * uploads, abandoned drafts and uploads parsed with an older doctype.
 */
import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema.ts';
import type { NewRecord } from '../records/records.repository.ts';
import { createRecordsRepository } from '../records/records.repository.ts';
import type { UploadChanges } from '../uploads/uploads.repository.ts';
import { createUploadsRepository, selectStaleDoneIds } from '../uploads/uploads.repository.ts';

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

    /**
     * Replaces the upload's records and applies `changes` to it in one transaction: never
     * half-written. With `ifDoctypeHash`, commits only while the doctype still has that hash.
     */
    async commitParse(
      upload: { id: string; target: string },
      records: readonly NewRecord[],
      changes: UploadChanges,
      ifDoctypeHash?: string,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (ifDoctypeHash != null) {
          const doctype = await trx
            .selectFrom('doctypes')
            .select('hash')
            .where('id', '=', upload.target)
            .executeTakeFirst();
          if (doctype?.hash !== ifDoctypeHash) return false;
        }
        await createRecordsRepository(trx).replaceForUpload(
          upload.target,
          upload.id,
          records,
          changes.updated,
        );
        await createUploadsRepository(trx).update(upload.id, {
          ...changes,
          recordCount: records.length,
        });
        return true;
      });
    },

    /** Ids of the doctype's done uploads without error whose records were parsed with another hash. */
    async listStaleDone(doctypeId: string, hash: string): Promise<string[]> {
      const rows = await selectStaleDoneIds(db, doctypeId, hash).execute();
      return rows.map((row) => row.id);
    },
  };
}

export type PipelineRepository = ReturnType<typeof createPipelineRepository>;
