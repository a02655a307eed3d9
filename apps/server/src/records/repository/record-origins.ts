/** Where exported records came from: their upload's file and time, and their first page. */
import type { DocRecord } from '@docsift/core/record';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema.ts';

/**
 * A record's origin as an export's source columns show it. The upload's fields are null when it
 * was deleted while the export ran; `page` is null when no value has a known source.
 */
export interface RecordOrigin {
  filename: string | null;
  /** When the upload was made, in epoch milliseconds as the API's `created`. */
  uploaded: number | null;
  /** The first page a value of the record was read on (1-based). */
  page: number | null;
}

/** The first page among the record's stored sources (the column's JSON). */
export function firstPage(sources: string): number | null {
  const pages = Object.values(JSON.parse(sources) as DocRecord['sources']).map((s) => s.page);
  return pages.length === 0 ? null : Math.min(...pages);
}

/** The file name and time of each of a batch's uploads, one query for the batch. */
export async function uploadOrigins(
  db: Kysely<Tables>,
  ids: readonly string[],
): Promise<Map<string, Pick<RecordOrigin, 'filename' | 'uploaded'>>> {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) return new Map();
  const uploads = await db
    .selectFrom('uploads')
    .select(['id', 'filename', 'created_at'])
    .where('id', 'in', distinct)
    .execute();
  return new Map(
    uploads.map((upload) => [
      upload.id,
      { filename: upload.filename, uploaded: Number(upload.created_at) },
    ]),
  );
}
