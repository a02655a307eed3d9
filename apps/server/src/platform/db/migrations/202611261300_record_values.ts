/**
 * The field-key index (records/repository/record-values.ts, docs/records-storage.md): one row per live
 * record and field with the key its value compares and sorts by, and the record's display
 * order, so `==` and range filters, their counts and field sorts read index ranges instead of
 * every record. Filled here for the records that exist; the records repository keeps it.
 *
 * The filling is this migration's own frozen copy, written against the tables as they were
 * then: the live code (records/repository/record-values.ts) writes into today's schema, which a database
 * that runs this migration does not have yet. Keys come from core's valueKey; the keys it wrote
 * differently at the time are put right by later migrations (keys_by_value, bounded_text_keys).
 */
import type { Field } from '@docsift/core/doctype';
import type { FieldValue } from '@docsift/core/field-value';
import { valueKey } from '@docsift/core/value-key';
import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';

/** The tables this migration reads and writes, as they were when it was written. */
interface TablesThen {
  doctypes: { id: string; fields: string };
  records: {
    id: string;
    doctype_id: string;
    upload_id: string;
    position: number;
    created_at: number;
    data: string;
    deleted: number;
  };
  record_values: {
    record_id: string;
    doctype_id: string;
    field_key: string;
    key_number: number;
    key_text: string;
    created_at: number;
    upload_id: string;
    position: number;
  };
}

/** Records read per step: bounded memory, short statements. */
const FILL_BATCH = 2000;
/** Rows per INSERT: 8 parameters each stays far below either dialect's limit. */
const INSERT_BATCH = 1000;

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
  // Filled before the order index exists: sorting the rows once is far cheaper than inserting
  // each into a B-tree.
  await fill(db as Kysely<TablesThen>);
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('record_values').execute();
}

/** One row per live record and field of its doctype, a doctype and a batch of records at a time. */
async function fill(db: Kysely<TablesThen>): Promise<void> {
  const doctypes = await db.selectFrom('doctypes').select(['id', 'fields']).execute();
  for (const doctype of doctypes) {
    const fields = JSON.parse(doctype.fields) as Pick<Field, 'key' | 'type'>[];
    if (fields.length === 0) continue;
    let last = '';
    for (;;) {
      const records = await db
        .selectFrom('records')
        .select(['id', 'upload_id', 'position', 'created_at', 'data'])
        .where('doctype_id', '=', doctype.id)
        .where('deleted', '=', 0)
        .where('id', '>', last)
        .orderBy('id')
        .limit(FILL_BATCH)
        .execute();
      if (records.length === 0) break;
      const rows = records.flatMap((record) => {
        const data = JSON.parse(record.data) as Record<string, FieldValue>;
        return fields.map((field) => {
          const key = valueKey(field.type, data[field.key]);
          return {
            record_id: record.id,
            doctype_id: doctype.id,
            field_key: field.key,
            key_number: key.number,
            key_text: key.text,
            created_at: record.created_at,
            upload_id: record.upload_id,
            position: record.position,
          };
        });
      });
      for (let start = 0; start < rows.length; start += INSERT_BATCH)
        await db
          .insertInto('record_values')
          .values(rows.slice(start, start + INSERT_BATCH))
          .execute();
      last = records.at(-1)!.id;
    }
  }
}
