/**
 * What corrections taught a doctype (issue 28, item 3): one lesson per corrected cell, the newest
 * few per field. A lesson goes with its doctype and with its upload (the document it was learned
 * on); the record id has no foreign key, since a reparse replaces the upload's records while the
 * document, and so the lesson, stays. The author is kept without one, like record_changes'.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lessons')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('doctype_id', 'text', (column) =>
      column.notNull().references('doctypes.id').onDelete('cascade'),
    )
    .addColumn('upload_id', 'text', (column) =>
      column.notNull().references('uploads.id').onDelete('cascade'),
    )
    .addColumn('record_id', 'text', (column) => column.notNull())
    .addColumn('field_key', 'text', (column) => column.notNull())
    // JSON of extract's Lesson, checked with its schema whenever it is read.
    .addColumn('lesson', 'text', (column) => column.notNull())
    .addColumn('user_id', 'text')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  // A new correction of the same cell replaces its lesson.
  await db.schema
    .createIndex('lessons_record_field_idx')
    .on('lessons')
    .columns(['record_id', 'field_key'])
    .unique()
    .execute();
  // The newest per field (what extraction reads, what the cap keeps) and the counts.
  await db.schema
    .createIndex('lessons_doctype_field_created_idx')
    .on('lessons')
    .columns(['doctype_id', 'field_key', 'created_at'])
    .execute();
  // Deleting an upload finds its lessons through the cascade.
  await db.schema.createIndex('lessons_upload_idx').on('lessons').column('upload_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lessons').execute();
}
