/**
 * The columns the accuracy of a doctype is counted from, its live records read batch by batch in
 * display order (records_display_order_idx, a range per batch): a bounded memory and a short
 * hold on SQLite's one connection per batch, however many records the doctype holds.
 */
import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema.ts';
import { inDisplayOrderAfter } from '../records/repository/record-order.ts';
import type { TalliedRecord } from './accuracy-tally.ts';

/** Records per query: about a megabyte of JSON columns. */
const BATCH = 5000;

export function createAccuracyRepository(db: Kysely<Tables>) {
  return {
    async *records(doctypeId: string): AsyncGenerator<TalliedRecord[]> {
      let after: unknown[] | null = null;
      do {
        const rows = await db
          .selectFrom('records')
          .select(['id', 'upload_id', 'position', 'created_at', 'data', 'confidence', 'edits'])
          .where('doctype_id', '=', doctypeId)
          .where('deleted', '=', 0)
          .$call((q) => inDisplayOrderAfter(q, after))
          .limit(BATCH)
          .execute();
        yield rows.map((row) => ({
          created: Number(row.created_at),
          data: JSON.parse(row.data) as TalliedRecord['data'],
          confidence: JSON.parse(row.confidence) as TalliedRecord['confidence'],
          edits: JSON.parse(row.edits) as TalliedRecord['edits'],
        }));
        const last = rows.at(-1);
        after =
          rows.length === BATCH && last
            ? [last.created_at, last.upload_id, last.position, last.id]
            : null;
      } while (after);
    },
  };
}

export type AccuracyRepository = ReturnType<typeof createAccuracyRepository>;
