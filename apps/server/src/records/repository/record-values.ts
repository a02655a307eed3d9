/**
 * The field-key index, record_values (docs/records-storage.md): one row per live record and
 * field of its doctype with the value's key (core's value-key.ts) and the record's display-order
 * columns. Whoever writes records writes these rows in the same transaction: a parse's records
 * (inserted here; replaced ones leave by the foreign key's cascade), an edit, a delete. A
 * change of the doctype's fields marks the fields it made stale (field-rekeys.ts) and a job
 * re-keys them in batches (upserted here). Deleted records have no rows.
 */
import type { Field } from '@docsift/core/doctype';
import type { FieldValue } from '@docsift/core/field-value';
import type { Insertable, Kysely, RawBuilder } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';
import type { RecordValuesTable, Tables } from '../../platform/db/schema.ts';
import type { ValueKey } from '@docsift/core/value-key';
import { UNUSED_KEY, valueKey } from '@docsift/core/value-key';

/** What a record gives the index: its display-order columns and its values. */
export interface IndexedRecord {
  id: string;
  doctype_id: string;
  upload_id: string;
  position: number;
  created_at: number;
  data: Readonly<Record<string, FieldValue>>;
  /** The record's review state, when this write keys it too (REVIEW_KEY). */
  review_state?: string;
}

/**
 * The review state's row beside the fields' (no field key starts with `$`): the state as a
 * text key, so the review filter, its count and the queue's pages are ranges of
 * record_values_order_idx like an `==` filter of a field.
 */
export const REVIEW_KEY = '$review';

/** Rows per INSERT on SQLite: 8 parameters each stays far below its limit. */
const INSERT_BATCH = 1000;
/** Rows per INSERT on PostgreSQL, sent as 8 arrays (parsing 8,000 parameters costs more). */
const UNNEST_BATCH = 5000;
/** Records read per step when keying a doctype from scratch: bounded memory, short statements. */
const FILL_BATCH = 2000;

export function valueRows(
  fields: readonly Pick<Field, 'key' | 'type'>[],
  record: IndexedRecord,
): Insertable<RecordValuesTable>[] {
  const row = (fieldKey: string, key: ValueKey) => ({
    record_id: record.id,
    doctype_id: record.doctype_id,
    field_key: fieldKey,
    key_number: key.number,
    key_text: key.text,
    created_at: record.created_at,
    upload_id: record.upload_id,
    position: record.position,
  });
  const rows = fields.map((field) => row(field.key, valueKey(field.type, record.data[field.key])));
  if (record.review_state !== undefined)
    rows.push(row(REVIEW_KEY, { number: UNUSED_KEY.number, text: record.review_state }));
  return rows;
}

/** Indexes the records' values of `fields`: give it the transaction that writes the records. */
export async function insertValues(
  db: Kysely<Tables>,
  fields: readonly Pick<Field, 'key' | 'type'>[],
  records: readonly IndexedRecord[],
): Promise<void> {
  await writeRows(db, fields, records, sql``);
}

/**
 * Like insertValues, replacing the key of a record's field that has a row: the rekey job's
 * write, beside parses and edits that key the same records by the same fields.
 */
export async function upsertValues(
  db: Kysely<Tables>,
  fields: readonly Pick<Field, 'key' | 'type'>[],
  records: readonly IndexedRecord[],
): Promise<void> {
  // A record's display-order columns never change: only its keys can be stale.
  await writeRows(
    db,
    fields,
    records,
    sql`ON CONFLICT (record_id, field_key) DO UPDATE
      SET key_number = excluded.key_number, key_text = excluded.key_text`,
  );
}

async function writeRows(
  db: Kysely<Tables>,
  fields: readonly Pick<Field, 'key' | 'type'>[],
  records: readonly IndexedRecord[],
  onConflict: RawBuilder<unknown>,
): Promise<void> {
  const rows = records.flatMap((record) => valueRows(fields, record));
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const batch = isPostgres ? UNNEST_BATCH : INSERT_BATCH;
  for (let start = 0; start < rows.length; start += batch) {
    const slice = rows.slice(start, start + batch);
    await sql`INSERT INTO record_values (record_id, doctype_id, field_key, key_number, key_text,
        created_at, upload_id, position)
      ${isPostgres ? unnested(slice) : valuesOf(slice)} ${onConflict}`.execute(db);
  }
}

/** PostgreSQL: the rows as one array per column, unnested into rows by the server. */
function unnested(rows: readonly Insertable<RecordValuesTable>[]): RawBuilder<unknown> {
  const column = <K extends keyof RecordValuesTable>(key: K) => rows.map((row) => row[key]);
  return sql`SELECT * FROM unnest(${column('record_id')}::text[], ${column('doctype_id')}::text[],
      ${column('field_key')}::text[], ${column('key_number')}::float8[],
      ${column('key_text')}::text[], ${column('created_at')}::int8[],
      ${column('upload_id')}::text[], ${column('position')}::int4[])`;
}

function valuesOf(rows: readonly Insertable<RecordValuesTable>[]): RawBuilder<unknown> {
  const tuples = rows.map(
    (row) =>
      sql`(${row.record_id}, ${row.doctype_id}, ${row.field_key}, ${row.key_number},
        ${row.key_text}, ${row.created_at}, ${row.upload_id}, ${row.position})`,
  );
  return sql`VALUES ${sql.join(tuples)}`;
}

/**
 * Writes the REVIEW_KEY row of every live record of the doctype (all doctypes when absent)
 * from its stored state: when the index is built from scratch, and in the migration that adds
 * the state.
 */
export async function keyReviewStates(db: Kysely<Tables>, doctypeId?: string): Promise<void> {
  const ofDoctype = doctypeId === undefined ? sql`` : sql`AND doctype_id = ${doctypeId}`;
  await sql`INSERT INTO record_values (record_id, doctype_id, field_key, key_number, key_text,
      created_at, upload_id, position)
    SELECT id, doctype_id, ${sql.lit(REVIEW_KEY)}, ${sql.lit(UNUSED_KEY.number)}, review_state,
      created_at, upload_id, position
    FROM records WHERE deleted = ${0} ${ofDoctype}`.execute(db);
}

export async function deleteValues(db: Kysely<Tables>, recordId: string): Promise<void> {
  await db.deleteFrom('record_values').where('record_id', '=', recordId).execute();
}

/** Records as read from the table, their data parsed. */
export function indexedRecords(
  rows: readonly (Omit<IndexedRecord, 'data'> & { data: string })[],
): IndexedRecord[] {
  return rows.map((row) => ({ ...row, data: JSON.parse(row.data) as IndexedRecord['data'] }));
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
      .limit(FILL_BATCH)
      .execute();
    if (rows.length === 0) return;
    await insertValues(db, fields, indexedRecords(rows));
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
 * Keys the records (their fields and review states) of doctypes that have no rows in
 * record_values yet, with the order index dropped meanwhile and built again after from its own definition: sorting the rows once is
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
  for (const doctype of doctypes) {
    await keyRecords(db, doctype.id, doctype.fields);
    await keyReviewStates(db, doctype.id);
  }
  await sql.raw(rows[0]!.definition).execute(db);
}
