/**
 * Text keys keep their first MAX_KEY_LENGTH code points (core's text-key.ts): PostgreSQL's
 * B-tree refused a record_values_order_idx entry over 2,704 bytes, so a cell edit or a parse
 * with a long incompressible value failed. docsift_key_text (a field being re-keyed) cuts its
 * keys the same way, and keys written whole before are cut here, on both databases.
 */
import type { Kysely, RawBuilder } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';
import { MAX_KEY_LENGTH } from '@docsift/core/text-key';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await replaceKeyText(db, sql`left(`, sql`, ${sql.lit(MAX_KEY_LENGTH)})`);
  await sql`UPDATE record_values SET key_text = substr(key_text, 1, ${sql.lit(MAX_KEY_LENGTH)})
    WHERE length(key_text) > ${sql.lit(MAX_KEY_LENGTH)}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await replaceKeyText(db, sql`(`, sql`)`);
}

/** docsift_key_text as migration field_rekeys wrote it, its result within `before` … `after`. */
async function replaceKeyText(
  db: Kysely<unknown>,
  before: RawBuilder<unknown>,
  after: RawBuilder<unknown>,
): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION docsift_key_text(type text, value json) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT ${before} CASE
      WHEN type = 'string' THEN docsift_natural_key(value #>> '{}')
      WHEN type = 'date' THEN
        CASE WHEN json_typeof(value) = 'string' THEN value #>> '{}' ELSE '' END
      ELSE '' END ${after} $$`.execute(db);
}

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
