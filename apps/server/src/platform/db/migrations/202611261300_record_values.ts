/**
 * The field-key index (records/record-values.ts, docs/records-storage.md): one row per live
 * record and field with the key its value compares and sorts by, and the record's display
 * order, so `==` and range filters, their counts and field sorts read index ranges instead of
 * every record. Filled here for the records that exist; the records repository keeps it.
 */
import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';
import { rekeyAllDoctypes } from '../../../records/record-values.ts';
import type { Tables } from '../schema.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('record_values')
    .addColumn('record_id', 'text', (c) => c.notNull().references('records.id').onDelete('cascade'))
    .addColumn('doctype_id', 'text', (c) => c.notNull())
    .addColumn('field_key', 'text', (c) => c.notNull())
    .addColumn('key_number', 'double precision', (c) => c.notNull())
    // Text keys compare by code point, as core's compareCodePoints and SQLite's BINARY do.
    .addColumn('key_text', postgres ? sql`text COLLATE "C"` : 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('upload_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('record_values_pkey', ['record_id', 'field_key'])
    .$call((table) => (postgres ? table : table.modifyEnd(sql`WITHOUT ROWID`)))
    .execute();
  // A field's keys in order, ties in display order: read forwards for an ascending sort and
  // for an `==` page, backwards for a descending sort (whose ties then come in reverse).
  await db.schema
    .createIndex('record_values_order_idx')
    .on('record_values')
    .columns([
      'doctype_id',
      'field_key',
      'key_number',
      'key_text',
      'created_at desc',
      'upload_id',
      'position',
      'record_id',
    ])
    .execute();
  await rekeyAllDoctypes(db as unknown as Kysely<Tables>);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('record_values').execute();
}
