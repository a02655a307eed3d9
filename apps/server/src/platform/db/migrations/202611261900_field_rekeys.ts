/**
 * Fields being re-keyed (records/repository/field-rekeys.ts, docs/records-storage.md): a change of a
 * doctype's fields marks the fields whose keys in record_values it made stale, and a job
 * re-keys them in batches. Meanwhile queries compare those fields by keys computed from
 * records.data: on PostgreSQL by these functions, equal to core's valueKey (SQLite runs
 * valueKey itself, platform/db/record-text-keys.ts). They take the value as `json`, not
 * `jsonb`, which would rewrite a number's text (1e+21) before a text field's key reads it.
 */
import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('field_rekeys')
    .addColumn('doctype_id', 'text', (c) =>
      c.notNull().references('doctypes.id').onDelete('cascade'),
    )
    .addColumn('field_key', 'text', (c) => c.notNull())
    // A new id per change: a pass clears the mark only when no change came since it started.
    .addColumn('generation', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('field_rekeys_pkey', ['doctype_id', 'field_key'])
    .execute();
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  // As valueKey: numbers (absent −1e308) and booleans (absent −1, false 0, true 1) by number.
  await sql`
    CREATE OR REPLACE FUNCTION docsift_key_number(type text, value json) RETURNS float8
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT CASE
      WHEN type = 'number' THEN
        CASE WHEN json_typeof(value) = 'number' THEN (value::text)::float8 ELSE -1e308 END
      WHEN type = 'boolean' THEN
        CASE WHEN json_typeof(value) = 'boolean'
          THEN CASE WHEN value::text = 'true' THEN 1 ELSE 0 END
          ELSE -1 END
      ELSE 0 END $$`.execute(db);
  // Text by its natural key (a number or boolean by its JSON text, as String() writes it),
  // dates by their text ('' when absent or not a string).
  await sql`
    CREATE OR REPLACE FUNCTION docsift_key_text(type text, value json) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT CASE
      WHEN type = 'string' THEN docsift_natural_key(value #>> '{}')
      WHEN type = 'date' THEN
        CASE WHEN json_typeof(value) = 'string' THEN value #>> '{}' ELSE '' END
      ELSE '' END $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('field_rekeys').execute();
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`DROP FUNCTION docsift_key_number(text, json)`.execute(db);
  await sql`DROP FUNCTION docsift_key_text(text, json)`.execute(db);
}
