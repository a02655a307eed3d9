/**
 * The field-key index, record_values (docs/records-storage.md): one row per live record and
 * field of its doctype with the value's key (record-keys.ts) and the record's display-order
 * columns. Whoever writes records writes these rows in the same transaction: a parse's records
 * (inserted here; replaced ones leave by the foreign key's cascade), an edit, a delete, and a
 * change of the doctype's fields (re-keyed here). Deleted records have no rows.
 */
import type { Field } from '@docsift/core/doctype';
import type { FieldValue } from '@docsift/core/field-value';
import type { Insertable, Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';
import type { RecordValuesTable, Tables } from '../platform/db/schema.ts';
import { valueKey } from './record-keys.ts';

/** What a record gives the index: its display-order columns and its values. */
export interface IndexedRecord {
  id: string;
  doctype_id: string;
  upload_id: string;
  position: number;
  created_at: number;
  data: Readonly<Record<string, FieldValue>>;
}

/** Rows per INSERT on SQLite: 8 parameters each stays far below its limit. */
const INSERT_BATCH = 1000;
/** Rows per INSERT on PostgreSQL, sent as 8 arrays (parsing 8,000 parameters costs more). */
const UNNEST_BATCH = 5000;
/** Records read per step when re-keying a doctype: bounded memory, short statements. */
const REKEY_BATCH = 2000;

export function valueRows(
  fields: readonly Pick<Field, 'key' | 'type'>[],
  record: IndexedRecord,
): Insertable<RecordValuesTable>[] {
  return fields.map((field) => {
    const key = valueKey(field.type, record.data[field.key]);
    return {
      record_id: record.id,
      doctype_id: record.doctype_id,
      field_key: field.key,
      key_number: key.number,
      key_text: key.text,
      created_at: record.created_at,
      upload_id: record.upload_id,
      position: record.position,
    };
  });
}

/** Indexes the records' values of `fields`: give it the transaction that writes the records. */
export async function insertValues(
  db: Kysely<Tables>,
  fields: readonly Pick<Field, 'key' | 'type'>[],
  records: readonly IndexedRecord[],
): Promise<void> {
  const rows = records.flatMap((record) => valueRows(fields, record));
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (let start = 0; start < rows.length; start += UNNEST_BATCH)
      await insertUnnested(db, rows.slice(start, start + UNNEST_BATCH));
    return;
  }
  for (let start = 0; start < rows.length; start += INSERT_BATCH)
    await db
      .insertInto('record_values')
      .values(rows.slice(start, start + INSERT_BATCH))
      .execute();
}

/** PostgreSQL: the rows as one array per column, unnested into rows by the server. */
async function insertUnnested(
  db: Kysely<Tables>,
  rows: readonly Insertable<RecordValuesTable>[],
): Promise<void> {
  const column = <K extends keyof RecordValuesTable>(key: K) => rows.map((row) => row[key]);
  await sql`INSERT INTO record_values (record_id, doctype_id, field_key, key_number, key_text,
      created_at, upload_id, position)
    SELECT * FROM unnest(${column('record_id')}::text[], ${column('doctype_id')}::text[],
      ${column('field_key')}::text[], ${column('key_number')}::float8[],
      ${column('key_text')}::text[], ${column('created_at')}::int8[],
      ${column('upload_id')}::text[], ${column('position')}::int4[])`.execute(db);
}

export async function deleteValues(db: Kysely<Tables>, recordId: string): Promise<void> {
  await db.deleteFrom('record_values').where('record_id', '=', recordId).execute();
}

/**
 * Brings the doctype's rows from fields `before` to fields `after`: rows of a field removed or
 * of another type go; a field added or of another type gets every live record's key. Runs in
 * the transaction that changes the fields (and in the migration that creates the index, from
 * no fields); it reads every record of the doctype, so it costs about what indexing them did.
 */
export async function rekeyFields(
  db: Kysely<Tables>,
  doctypeId: string,
  before: readonly Pick<Field, 'key' | 'type'>[],
  after: readonly Pick<Field, 'key' | 'type'>[],
): Promise<void> {
  const isKept = (field: Pick<Field, 'key' | 'type'>) =>
    before.some((old) => old.key === field.key && old.type === field.type);
  const kept = after.filter(isKept).map((field) => field.key);
  const changed = after.filter((field) => !isKept(field));
  if (changed.length === 0 && kept.length === before.length) return;
  const stale = db.deleteFrom('record_values').where('doctype_id', '=', doctypeId);
  await (kept.length > 0 ? stale.where('field_key', 'not in', kept) : stale).execute();
  if (changed.length > 0) await keyRecords(db, doctypeId, changed);
}

/** Inserts the keys of `fields` for every live record of the doctype, a batch at a time. */
async function keyRecords(
  db: Kysely<Tables>,
  doctypeId: string,
  fields: readonly Pick<Field, 'key' | 'type'>[],
): Promise<void> {
  let last = '';
  for (;;) {
    const rows = await db
      .selectFrom('records')
      .select(['id', 'doctype_id', 'upload_id', 'position', 'created_at', 'data'])
      .where('doctype_id', '=', doctypeId)
      .where('deleted', '=', 0)
      .where('id', '>', last)
      .orderBy('id')
      .limit(REKEY_BATCH)
      .execute();
    if (rows.length === 0) return;
    await insertValues(
      db,
      fields,
      rows.map((row) => ({ ...row, data: JSON.parse(row.data) as IndexedRecord['data'] })),
    );
    last = rows.at(-1)!.id;
  }
}

/**
 * Keys every doctype's records from scratch: the migration that creates the index, and a
 * copy of the tables into another database (migrate-to-postgres), which rebuilds rather
 * than copies this derived table.
 */
export async function rekeyAllDoctypes(db: Kysely<Tables>): Promise<void> {
  // A resumed copy finds the rows of its first run.
  await db.deleteFrom('record_values').execute();
  const doctypes = await db.selectFrom('doctypes').select(['id', 'fields']).execute();
  await keyFromScratch(
    db,
    doctypes.map((doctype) => ({ id: doctype.id, fields: JSON.parse(doctype.fields) as Field[] })),
  );
}

/**
 * Keys the records of doctypes that have no rows in record_values yet, with the order index
 * dropped meanwhile and built again after from its own definition: sorting the rows once is
 * far cheaper than inserting each into a B-tree larger than the cache (a million records'
 * keys went in at some 4,000 rows a second on PostgreSQL and 1,500 on SQLite under load).
 * Queries meanwhile would read without the index: for a migration or a fresh copy only.
 */
export async function keyFromScratch(
  db: Kysely<Tables>,
  doctypes: readonly { id: string; fields: readonly Pick<Field, 'key' | 'type'>[] }[],
): Promise<void> {
  const { rows } = await (
    db.getExecutor().adapter instanceof PostgresAdapter
      ? sql<{
          definition: string;
        }>`SELECT pg_get_indexdef('record_values_order_idx'::regclass) AS definition`
      : sql<{ definition: string }>`SELECT sql AS definition FROM sqlite_master
        WHERE type = 'index' AND name = 'record_values_order_idx'`
  ).execute(db);
  await sql`DROP INDEX record_values_order_idx`.execute(db);
  for (const doctype of doctypes) await keyRecords(db, doctype.id, doctype.fields);
  await sql.raw(rows[0]!.definition).execute(db);
}
