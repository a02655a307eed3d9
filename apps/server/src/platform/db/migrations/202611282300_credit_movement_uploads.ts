/**
 * A parse's debit (and its refund) names what it paid for: the upload's id and file name and the
 * doctype's title as they were then, so the usage page says where credits went even after the
 * upload or the doctype is gone or renamed (issue 25).
 */
import type { Kysely } from 'kysely';

const columns = ['upload_id', 'upload_name', 'doctype_title'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds one at a time.
  for (const column of columns)
    await db.schema.alterTable('credit_movements').addColumn(column, 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [...columns].reverse())
    await db.schema.alterTable('credit_movements').dropColumn(column).execute();
}
