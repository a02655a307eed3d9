import type { Upload, UploadError, UploadState, UploadSummary } from '@docsift/core/upload';
import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../platform/db/database.ts';
import { lockUserRow } from '../platform/db/lock-user-row.ts';
import type { Tables, UploadsTable } from '../platform/db/schema.ts';
import type { UploadPosition } from './upload-cursor.ts';

function toUpload(row: Selectable<UploadsTable>): Upload {
  return {
    id: row.id,
    type: 'upload',
    author: row.author,
    created: row.created_at,
    updated: row.updated_at,
    target: row.doctype_id,
    state: row.state as UploadState,
    filename: row.filename,
    file: { source: row.file_source, ocr: row.file_ocr },
    contentType: row.content_type,
    size: row.size,
    expiresAt: row.expires_at,
    error:
      row.error_code != null ? { code: row.error_code, message: row.error_message ?? '' } : null,
    doctypeHash: row.doctype_hash,
    recordCount: row.record_count,
    ...(row.unread_pages !== null ? { unreadPages: JSON.parse(row.unread_pages) as number[] } : {}),
  };
}

/** The doctype's done uploads without error whose records were parsed with another hash. */
function selectStaleDoneIds(db: Kysely<Tables>, doctypeId: string, hash: string) {
  return db
    .selectFrom('uploads')
    .select('id')
    .where('doctype_id', '=', doctypeId)
    .where('state', '=', 'done')
    .where('error_code', 'is', null)
    .where((eb) => eb.or([eb('doctype_hash', 'is', null), eb('doctype_hash', '!=', hash)]));
}

/** An upload as the pipeline's queue needs it: which one, and whose turn its jobs take. */
export interface QueuedUpload {
  id: string;
  author: string;
}

/** `%` and `_` in a search are literal characters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface UploadChanges {
  state?: UploadState;
  error?: UploadError | null;
  fileOcr?: string | null;
  doctypeHash?: string | null;
  recordCount?: number;
  unreadPages?: number[] | null;
  updated: number;
}

/** States of an upload whose processing has not ended (a failed one has ended). */
const WAITING_STATES = ['uploaded', 'scanning', 'parsing'] as const;

export function createUploadsRepository(db: Kysely<Tables>, dialect: DialectName) {
  async function update(id: string, changes: UploadChanges): Promise<void> {
    await db
      .updateTable('uploads')
      .set({
        updated_at: changes.updated,
        ...(changes.state !== undefined ? { state: changes.state } : {}),
        ...(changes.error !== undefined
          ? {
              error_code: changes.error?.code ?? null,
              error_message: changes.error?.message ?? null,
            }
          : {}),
        ...(changes.fileOcr !== undefined ? { file_ocr: changes.fileOcr } : {}),
        ...(changes.doctypeHash !== undefined ? { doctype_hash: changes.doctypeHash } : {}),
        ...(changes.recordCount !== undefined ? { record_count: changes.recordCount } : {}),
        ...(changes.unreadPages !== undefined
          ? { unread_pages: changes.unreadPages && JSON.stringify(changes.unreadPages) }
          : {}),
      })
      .where('id', '=', id)
      .execute();
  }

  return {
    async insert(upload: Upload): Promise<void> {
      await insertRow(db, upload);
    },

    /**
     * Inserts the upload unless its author has `max` uploads still waiting to be processed; false
     * when refused. Parallel uploads of one author count one after the other (the user's row lock).
     */
    async insertWithinWaitingLimit(upload: Upload, max: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await lockUserRow(trx, dialect, upload.author);
        const { count } = await trx
          .selectFrom('uploads')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('author', '=', upload.author)
          .where('state', 'in', WAITING_STATES)
          .where('error_code', 'is', null)
          .executeTakeFirstOrThrow();
        if (Number(count) >= max) return false;
        await insertRow(trx, upload);
        return true;
      });
    },

    /**
     * `count` records of the upload were deleted (one, or a bulk delete's of this upload): its
     * count drops by as many, not below 0. The upload as it now is.
     */
    async countRecordDeleted(id: string, count = 1): Promise<Upload | null> {
      const row = await db
        .updateTable('uploads')
        .set((eb) => ({
          record_count: eb
            .case()
            .when('record_count', '>', count)
            .then(eb('record_count', '-', count))
            .else(0)
            .end(),
        }))
        .where('id', '=', id)
        .where('record_count', '>', 0)
        .returningAll()
        .executeTakeFirst();
      return row ? toUpload(row) : null;
    },

    async find(id: string): Promise<Upload | null> {
      const row = await db
        .selectFrom('uploads')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toUpload(row) : null;
    },

    /** Newest first; `after` continues a previous page. */
    async listForDoctype(
      doctypeId: string,
      { search, limit, after }: { search?: string; limit: number; after?: UploadPosition },
    ): Promise<Upload[]> {
      let query = db.selectFrom('uploads').selectAll().where('doctype_id', '=', doctypeId);
      if (search)
        query = query.where(sql<boolean>`lower(filename) like ${likePattern(search)} escape '\\'`);
      if (after)
        query = query.where((eb) =>
          eb.or([
            eb('created_at', '<', after.created),
            eb.and([eb('created_at', '=', after.created), eb('id', '<', after.id)]),
          ]),
        );
      const rows = await query
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toUpload);
    },

    /** Counts, last change and work of the uploads of each doctype named that has any. */
    async summarise(doctypeIds: readonly string[]): Promise<UploadSummary[]> {
      if (doctypeIds.length === 0) return [];
      const rows = await db
        .selectFrom('uploads')
        .select((eb) => [
          'doctype_id',
          eb.fn.countAll().as('uploads'),
          eb.fn.sum('record_count').as('records'),
          eb.fn
            .sum(
              eb
                .case()
                .when(eb.and([eb('error_code', 'is', null), eb('state', '!=', 'done')]))
                .then(1)
                .else(0)
                .end(),
            )
            .as('processing'),
          eb.fn
            .sum(eb.case().when('error_code', 'is not', null).then(1).else(0).end())
            .as('failed'),
          eb.fn.max('updated_at').as('last_activity'),
        ])
        .where('doctype_id', 'in', doctypeIds)
        .groupBy('doctype_id')
        .execute();
      // PostgreSQL answers sums of integers as bigint or numeric, both read as strings.
      return rows.map((row) => ({
        doctype: row.doctype_id,
        uploads: Number(row.uploads),
        records: Number(row.records),
        processing: Number(row.processing),
        failed: Number(row.failed),
        lastActivity: Number(row.last_activity),
      }));
    },

    /** Whether any done upload without error was parsed with a doctype hash other than `hash`. */
    async hasStaleDone(doctypeId: string, hash: string): Promise<boolean> {
      return (await selectStaleDoneIds(db, doctypeId, hash).limit(1).executeTakeFirst()) != null;
    },

    /**
     * Uploads whose expiresAt (epoch seconds) has passed, oldest first, with their doctype's
     * author, who may delete any of its uploads and stays in its team (an uploader may leave).
     */
    listExpired(nowSeconds: number, limit: number): Promise<{ id: string; author: string }[]> {
      return db
        .selectFrom('uploads')
        .innerJoin('doctypes', 'doctypes.id', 'uploads.doctype_id')
        .select(['uploads.id', 'doctypes.author'])
        .where('uploads.expires_at', '<', nowSeconds)
        .orderBy('uploads.expires_at')
        .limit(limit)
        .execute();
    },

    async listStaleDone(doctypeId: string, hash: string): Promise<QueuedUpload[]> {
      return selectStaleDoneIds(db, doctypeId, hash).select('author').execute();
    },

    update,

    /** Which of these storage keys an upload row names, as its file or its OCR JSON. */
    async knownFileKeys(keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .selectFrom('uploads')
        .select(['file_source', 'file_ocr'])
        .where((eb) => eb.or([eb('file_source', 'in', keys), eb('file_ocr', 'in', keys)]))
        .execute();
      return new Set(rows.flatMap((row) => [row.file_source, row.file_ocr ?? '']));
    },

    /** Deletes the upload; its records and notifications go with it (cascade). */
    async delete(id: string): Promise<void> {
      await db.deleteFrom('uploads').where('id', '=', id).execute();
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;

async function insertRow(db: Kysely<Tables>, upload: Upload): Promise<void> {
  await db
    .insertInto('uploads')
    .values({
      id: upload.id,
      author: upload.author,
      doctype_id: upload.target,
      state: upload.state,
      filename: upload.filename,
      file_source: upload.file.source,
      file_ocr: upload.file.ocr,
      content_type: upload.contentType,
      size: upload.size,
      expires_at: upload.expiresAt,
      error_code: upload.error?.code ?? null,
      error_message: upload.error?.message ?? null,
      doctype_hash: upload.doctypeHash,
      record_count: upload.recordCount,
      created_at: upload.created,
      updated_at: upload.updated,
    })
    .execute();
}
