/**
 * Text keys fold accents as well as case (core's text-key.ts), so "Muller" finds "Müller" in
 * SQL as in core's filters. SQLite's keys are JavaScript and changed with the code; these are
 * PostgreSQL's. NFD splits an accent from its letter; the range is the one core strips.
 */
import { NATURAL_DIGITS } from '@docsift/core/text-key';
import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    CREATE OR REPLACE FUNCTION docsift_folded(value text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT coalesce(regexp_replace(normalize(lower(value), NFD), '[\\u0300-\\u036f]', '', 'g'), '') $$`.execute(
    db,
  );
  await replaceFoldingUsers(db, sql`docsift_folded(value)`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    CREATE OR REPLACE FUNCTION docsift_folded(value text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT coalesce(lower(value), '') $$`.execute(db);
  await replaceFoldingUsers(db, sql`coalesce(lower(value), '')`);
}

/** The natural key and the search text, folding each value with `fold`. */
async function replaceFoldingUsers(db: Kysely<unknown>, fold: ReturnType<typeof sql>) {
  await sql`
    CREATE OR REPLACE FUNCTION docsift_natural_key(value text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
      SELECT coalesce(string_agg(
        CASE WHEN part[1] IS NULL THEN part[2]
        ELSE lpad(part[1], greatest(${sql.lit(NATURAL_DIGITS)}, length(part[1])), '0') END,
        '' ORDER BY n), '')
      FROM regexp_matches(${fold}, '([0-9]+)|([^0-9]+)', 'g')
        WITH ORDINALITY AS parts(part, n)
    $$`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION docsift_search_text(data text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
      SELECT coalesce(string_agg(${fold}, E'\\x1f'), '')
      FROM jsonb_each_text(data::jsonb) WHERE value IS NOT NULL
    $$`.execute(db);
}

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
