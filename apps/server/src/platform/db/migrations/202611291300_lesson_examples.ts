/**
 * The LLM engine's side of learning from corrections (issue 28, item 3): per corrected record, its
 * document's text and the values a person left on it, shown as a worked example in the prompt for
 * documents of the same layout. It goes with its doctype and upload, like the record's lessons.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lesson_examples')
    // One example per corrected record: a later correction of it replaces the example.
    .addColumn('record_id', 'text', (column) => column.primaryKey())
    .addColumn('doctype_id', 'text', (column) =>
      column.notNull().references('doctypes.id').onDelete('cascade'),
    )
    .addColumn('upload_id', 'text', (column) =>
      column.notNull().references('uploads.id').onDelete('cascade'),
    )
    // JSON of extract's WorkedExample, checked with its schema whenever it is read.
    .addColumn('example', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  // The doctype's newest, what an extraction reads.
  await db.schema
    .createIndex('lesson_examples_doctype_created_idx')
    .on('lesson_examples')
    .columns(['doctype_id', 'created_at'])
    .execute();
  // Deleting an upload finds its example through the cascade.
  await db.schema
    .createIndex('lesson_examples_upload_idx')
    .on('lesson_examples')
    .column('upload_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lesson_examples').execute();
}
