/**
 * Numbers and booleans written as text key as what they read as (core's valueKey): a field
 * changed from text to number keeps its stored "2", which keyed as absent, so it sorted first
 * and `== 2` found nothing. PostgreSQL's docsift_key_number (what a field being re-keyed is
 * compared by) learns the same, and every number or boolean field with a value keyed absent is
 * marked for the rekey job (records/field-rekeys.ts), which keys its values again: the
 * absent keys include the text values, and a field whose values are all absent is only
 * re-keyed to the same keys.
 */
import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';
import { ABSENT_NUMBER, booleanKeys } from '@docsift/core/value-key';
import { newId } from '../new-id.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db))
    await replaceKeyNumber(
      db,
      // valueKey's pattern; PostgreSQL's regular expressions count no further than 255.
      sql`WHEN json_typeof(value) = 'string' AND value #>> '{}' ~ '^-?[0-9]+(\\.[0-9]+)?$'
            AND length(split_part(ltrim(value #>> '{}', '-'), '.', 1)) <= 300
            AND length(split_part(value #>> '{}', '.', 2)) <= 300
            THEN (value #>> '{}')::float8`,
      sql`WHEN json_typeof(value) = 'string' AND value #>> '{}' IN ('true', 'false')
            THEN CASE WHEN value #>> '{}' = 'true' THEN 1 ELSE 0 END`,
    );
  await markAbsentKeyedFields(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await replaceKeyNumber(db, sql``, sql``);
}

/** docsift_key_number as migration field_rekeys wrote it, with a case more for text values. */
async function replaceKeyNumber(
  db: Kysely<unknown>,
  numberText: ReturnType<typeof sql>,
  booleanText: ReturnType<typeof sql>,
): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION docsift_key_number(type text, value json) RETURNS float8
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT CASE
      WHEN type = 'number' THEN
        CASE WHEN json_typeof(value) = 'number' THEN (value::text)::float8
          ${numberText}
          ELSE -1e308 END
      WHEN type = 'boolean' THEN
        CASE WHEN json_typeof(value) = 'boolean'
          THEN CASE WHEN value::text = 'true' THEN 1 ELSE 0 END
          ${booleanText}
          ELSE -1 END
      ELSE 0 END $$`.execute(db);
}

async function markAbsentKeyedFields(db: Kysely<unknown>): Promise<void> {
  const { rows: doctypes } = await sql<{ id: string; fields: string }>`
    SELECT id, fields FROM doctypes`.execute(db);
  for (const doctype of doctypes) {
    const fields = JSON.parse(doctype.fields) as { key: string; type: string }[];
    for (const field of fields) {
      const absent =
        field.type === 'number'
          ? ABSENT_NUMBER
          : field.type === 'boolean'
            ? booleanKeys.absent
            : null;
      if (absent === null) continue;
      // A range of record_values_order_idx: the field's rows keyed absent.
      const { rows } = await sql`SELECT 1 FROM record_values
        WHERE doctype_id = ${doctype.id} AND field_key = ${field.key}
        AND key_number = ${absent} AND key_text = '' LIMIT 1`.execute(db);
      if (rows.length === 0) continue;
      await sql`INSERT INTO field_rekeys (doctype_id, field_key, generation)
        VALUES (${doctype.id}, ${field.key}, ${newId('')})
        ON CONFLICT (doctype_id, field_key) DO NOTHING`.execute(db);
    }
  }
}

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
