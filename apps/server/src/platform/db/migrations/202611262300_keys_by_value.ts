/**
 * Values written as text key by what they read as (core's value-key.ts and text-key.ts):
 * - a number or boolean written as text in a number or boolean field ("2", "true": a field
 *   changed from text keeps its stored values) keyed as absent, so it sorted first and
 *   `== 2` found nothing;
 * - a plain number written as text in a text field ("2.5", "-3") keyed by its digit runs, so
 *   "2.5" sorted after "2.25" and "-3" after "-5", against core's naturalCompare.
 * PostgreSQL's key functions (what a field being re-keyed is compared by) learn the same, and
 * every field with a key that may have been written the old way is marked for the rekey job
 * (records/repository/field-rekeys.ts): a number or boolean field with a value keyed absent, a text field
 * with a key that begins with '-' or holds a point. A field marked for another value is only
 * re-keyed to the same keys.
 */
import type { Kysely, RawBuilder } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';
import { NATURAL_DIGITS } from '@docsift/core/text-key';
import { ABSENT_NUMBER, booleanKeys } from '@docsift/core/value-key';
import { newId } from '../new-id.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
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
    // As core's numberKey: the whole part without leading zeros, padded; the fraction without
    // trailing zeros; a negative (not zero) mirrored, after '-' and closed by '~'.
    await sql`
      CREATE OR REPLACE FUNCTION docsift_number_key(folded text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT CASE
          WHEN left(folded, 1) = '-' AND magnitude !~ '^[0.]*$'
            THEN '-' || translate(magnitude, '0123456789', '9876543210') || '~'
          ELSE magnitude END
        FROM (SELECT lpad(whole, greatest(${sql.lit(NATURAL_DIGITS)}, length(whole)), '0')
            || CASE WHEN decimals = '' THEN '' ELSE '.' || decimals END AS magnitude
          FROM (SELECT
            coalesce(nullif(ltrim(split_part(ltrim(folded, '-'), '.', 1), '0'), ''), '0') AS whole,
            rtrim(split_part(folded, '.', 2), '0') AS decimals) AS parts) AS number $$`.execute(db);
    await replaceNaturalKey(
      db,
      sql`CASE WHEN folded ~ '^-?[0-9]+(\\.[0-9]+)?$' THEN docsift_number_key(folded) ELSE`,
      sql`END`,
    );
  }
  await markStaleKeyedFields(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await replaceKeyNumber(db, sql``, sql``);
  await replaceNaturalKey(db, sql``, sql``);
  await sql`DROP FUNCTION docsift_number_key(text)`.execute(db);
}

/** docsift_key_number as migration field_rekeys wrote it, with a case more for text values. */
async function replaceKeyNumber(
  db: Kysely<unknown>,
  numberText: RawBuilder<unknown>,
  booleanText: RawBuilder<unknown>,
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

/** docsift_natural_key as migration folded_text_keys wrote it, within `before` … `after`. */
async function replaceNaturalKey(
  db: Kysely<unknown>,
  before: RawBuilder<unknown>,
  after: RawBuilder<unknown>,
): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION docsift_natural_key(value text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
      SELECT ${before} (SELECT coalesce(string_agg(
          CASE WHEN part[1] IS NULL THEN part[2]
          ELSE lpad(part[1], greatest(${sql.lit(NATURAL_DIGITS)}, length(part[1])), '0') END,
          '' ORDER BY n), '')
        FROM regexp_matches(folded, '([0-9]+)|([^0-9]+)', 'g') WITH ORDINALITY AS parts(part, n))
        ${after}
      FROM (SELECT docsift_folded(value) AS folded) AS text
    $$`.execute(db);
}

/** Per field type, the keys that may have been written the old way (record_values rows). */
const staleKeys: Record<string, RawBuilder<unknown> | undefined> = {
  number: sql`key_number = ${ABSENT_NUMBER} AND key_text = ''`,
  boolean: sql`key_number = ${booleanKeys.absent} AND key_text = ''`,
  string: sql`key_number = 0 AND (key_text LIKE '-%' OR key_text LIKE '%.%')`,
};

async function markStaleKeyedFields(db: Kysely<unknown>): Promise<void> {
  const { rows: doctypes } = await sql<{ id: string; fields: string }>`
    SELECT id, fields FROM doctypes`.execute(db);
  for (const doctype of doctypes) {
    const fields = JSON.parse(doctype.fields) as { key: string; type: string }[];
    for (const field of fields) {
      const stale = staleKeys[field.type];
      if (!stale) continue;
      // A range of record_values_order_idx: the field's rows.
      const { rows } = await sql`SELECT 1 FROM record_values
        WHERE doctype_id = ${doctype.id} AND field_key = ${field.key} AND ${stale} LIMIT 1`.execute(
        db,
      );
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
