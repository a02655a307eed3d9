/**
 * Who changed which value of a record, from what to what, and when (issue 29: a team sees each
 * other's edits). The user is kept without a foreign key: a change outlives its author's account.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('record_changes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('record_id', 'text', (column) =>
      column.notNull().references('records.id').onDelete('cascade'),
    )
    .addColumn('field_key', 'text', (column) => column.notNull())
    // JSON of the field values: a string, number, boolean or null.
    .addColumn('from_value', 'text', (column) => column.notNull())
    .addColumn('to_value', 'text', (column) => column.notNull())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    // The change's place in its record's history: edits within one millisecond keep their order.
    .addColumn('seq', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('record_changes_record_seq_idx')
    .on('record_changes')
    .columns(['record_id', 'seq'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('record_changes').execute();
}
