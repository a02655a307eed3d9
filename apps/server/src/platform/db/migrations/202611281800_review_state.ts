/**
 * Review state (issue 28, core's review.ts): each record is needs_review, reviewed (who approved
 * it, when) or auto, stored with the record and indexed as a row of record_values
 * (records/repository/record-values.ts REVIEW_KEY), so the queue, its filter and its count are index
 * ranges; each doctype has the confidence threshold below which a value needs review. Existing
 * records get the state their confidences give under the default threshold.
 */
import type { Field } from '@docsift/core/doctype';
import { DEFAULT_REVIEW_THRESHOLD, reviewStateOf } from '@docsift/core/review';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Tables } from '../schema.ts';

/** Records read per step while the states are computed: bounded memory. */
const BATCH = 2000;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('doctypes')
    .addColumn('review_threshold', 'double precision', (c) =>
      c.notNull().defaultTo(DEFAULT_REVIEW_THRESHOLD),
    )
    .execute();
  await db.schema
    .alterTable('records')
    .addColumn('review_state', 'text', (c) => c.notNull().defaultTo('auto'))
    .execute();
  await db.schema.alterTable('records').addColumn('reviewed_by', 'text').execute();
  await db.schema.alterTable('records').addColumn('reviewed_at', 'bigint').execute();
  const tables = db as unknown as Kysely<Tables>;
  await markDoubtfulRecords(tables);
  // The index's '$review' rows (records/repository/record-values.ts REVIEW_KEY), written here as they were
  // when this migration was made.
  await sql`INSERT INTO record_values (record_id, doctype_id, field_key, key_number, key_text,
      created_at, upload_id, position)
    SELECT id, doctype_id, '$review', 0, review_state, created_at, upload_id, position
    FROM records WHERE deleted = ${0}`.execute(db);
}

/** Sets needs_review on the live records with a value below the default threshold. */
async function markDoubtfulRecords(db: Kysely<Tables>): Promise<void> {
  const doctypes = await db.selectFrom('doctypes').select(['id', 'fields']).execute();
  for (const doctype of doctypes) {
    const rules = {
      fields: JSON.parse(doctype.fields) as Field[],
      reviewThreshold: DEFAULT_REVIEW_THRESHOLD,
    };
    let last = '';
    for (;;) {
      const rows = await db
        .selectFrom('records')
        .select(['id', 'data', 'confidence', 'edits'])
        .where('doctype_id', '=', doctype.id)
        .where('deleted', '=', 0)
        .where('id', '>', last)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (rows.length === 0) break;
      const doubtful = rows.filter(
        (row) =>
          reviewStateOf(
            rules,
            {
              data: JSON.parse(row.data) as Record<string, never>,
              confidence: JSON.parse(row.confidence) as Record<string, number>,
              edits: JSON.parse(row.edits) as Record<string, unknown>,
            },
            false,
          ) === 'needs_review',
      );
      if (doubtful.length > 0)
        await db
          .updateTable('records')
          .set({ review_state: 'needs_review' })
          .where(
            'id',
            'in',
            doubtful.map((row) => row.id),
          )
          .execute();
      last = rows.at(-1)!.id;
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM record_values WHERE field_key = '$review'`.execute(db);
  await db.schema.alterTable('records').dropColumn('reviewed_at').execute();
  await db.schema.alterTable('records').dropColumn('reviewed_by').execute();
  await db.schema.alterTable('records').dropColumn('review_state').execute();
  await db.schema.alterTable('doctypes').dropColumn('review_threshold').execute();
}
