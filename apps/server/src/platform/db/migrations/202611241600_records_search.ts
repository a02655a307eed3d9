/**
 * A trigram index over each record's search text (docsift_search_text: every value folded,
 * separated), so `q` and `includes` find a rare substring without reading every record.
 * SQLite: an FTS5 trigram table keyed by the record's rowid, kept by triggers (they call the
 * JavaScript docsift_search_text, so only Docsift's own connections may write records).
 * PostgreSQL: a pg_trgm GIN index on the same expression; where the extension may not be
 * created, there is no index and searches read every record, as before.
 */
import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    if (await createdTrigramExtension(db))
      await sql`CREATE INDEX records_search_trgm_idx ON records
        USING gin (docsift_search_text(data) gin_trgm_ops)`.execute(db);
    return;
  }
  await sql`CREATE VIRTUAL TABLE records_search USING fts5(
    text, content = '', contentless_delete = 1, tokenize = 'trigram')`.execute(db);
  await sql`INSERT INTO records_search (rowid, text)
    SELECT rowid, docsift_search_text(data) FROM records`.execute(db);
  await sql`CREATE TRIGGER records_search_insert AFTER INSERT ON records BEGIN
    INSERT INTO records_search (rowid, text) VALUES (new.rowid, docsift_search_text(new.data));
  END`.execute(db);
  await sql`CREATE TRIGGER records_search_update AFTER UPDATE OF data ON records BEGIN
    DELETE FROM records_search WHERE rowid = old.rowid;
    INSERT INTO records_search (rowid, text) VALUES (new.rowid, docsift_search_text(new.data));
  END`.execute(db);
  await sql`CREATE TRIGGER records_search_delete AFTER DELETE ON records BEGIN
    DELETE FROM records_search WHERE rowid = old.rowid;
  END`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP INDEX IF EXISTS records_search_trgm_idx`.execute(db);
    return;
  }
  for (const trigger of ['records_search_insert', 'records_search_update', 'records_search_delete'])
    await sql`DROP TRIGGER ${sql.id(trigger)}`.execute(db);
  await sql`DROP TABLE records_search`.execute(db);
}

/**
 * Whether pg_trgm is there or could be created. Creating an extension needs a privilege a
 * hosted database may withhold; the savepoint keeps the migration's transaction usable.
 */
async function createdTrigramExtension(db: Kysely<unknown>): Promise<boolean> {
  await sql`SAVEPOINT trigram`.execute(db);
  try {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`RELEASE SAVEPOINT trigram`.execute(db);
    return true;
  } catch {
    await sql`ROLLBACK TO SAVEPOINT trigram`.execute(db);
    return false;
  }
}

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
