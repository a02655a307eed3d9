/**
 * The records query (records/repository/record-query.ts): PostgreSQL's versions of the text keys SQLite
 * gets from platform/db/record-text-keys.ts, and the index of the default display order.
 */
import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';
import { NATURAL_DIGITS } from '@docsift/core/text-key';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('records_doctype_created_idx').execute();
  // The default order (newest first, then in upload order), so the first page reads 100 rows.
  await db.schema
    .createIndex('records_display_order_idx')
    .on('records')
    .columns(['doctype_id', 'created_at desc', 'upload_id', 'position', 'id'])
    .execute();
  if (!isPostgres(db)) return;
  await sql`
    CREATE FUNCTION docsift_folded(value text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT coalesce(lower(value), '') $$`.execute(db);
  await sql`
    CREATE FUNCTION docsift_natural_key(value text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
      SELECT coalesce(string_agg(
        CASE WHEN part[1] IS NULL THEN part[2]
        ELSE lpad(part[1], greatest(${sql.lit(NATURAL_DIGITS)}, length(part[1])), '0') END,
        '' ORDER BY n), '')
      FROM regexp_matches(coalesce(lower(value), ''), '([0-9]+)|([^0-9]+)', 'g')
        WITH ORDINALITY AS parts(part, n)
    $$`.execute(db);
  await sql`
    CREATE FUNCTION docsift_search_text(data text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
      SELECT coalesce(string_agg(lower(value), E'\\x1f'), '')
      FROM jsonb_each_text(data::jsonb) WHERE value IS NOT NULL
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const name of ['docsift_search_text', 'docsift_natural_key', 'docsift_folded'])
      await sql`DROP FUNCTION ${sql.id(name)}`.execute(db);
  }
  await db.schema.dropIndex('records_display_order_idx').execute();
  await db.schema
    .createIndex('records_doctype_created_idx')
    .on('records')
    .columns(['doctype_id', 'created_at'])
    .execute();
}

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
