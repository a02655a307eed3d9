/**
 * A shared doctype's uploads belong to the doctype (issue 29): deleting a member's account must
 * not take the uploads they made there, with their records, along. uploads.author loses its
 * ON DELETE CASCADE, so a user row that still authors an upload cannot be deleted; account
 * deletion hands such uploads to their doctypes' authors first and deletes the user's own
 * doctypes, with their uploads, before the user row (accounts.repository.ts).
 *
 * SQLite cannot alter a foreign key: the table is rebuilt under its own definition with only
 * that clause changed, as https://sqlite.org/lang_altertable.html#otheralter describes.
 */
import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';

const cascading = '"author" text not null references "users" ("id") on delete cascade';
const refusing = '"author" text not null references "users" ("id")';

export async function up(db: Kysely<unknown>): Promise<void> {
  await (isPostgres(db) ? alterPostgres(db, '') : rebuildSqlite(db, cascading, refusing));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await (isPostgres(db)
    ? alterPostgres(db, 'ON DELETE CASCADE')
    : rebuildSqlite(db, refusing, cascading));
}

async function alterPostgres(db: Kysely<unknown>, onDelete: '' | 'ON DELETE CASCADE') {
  await sql`ALTER TABLE uploads DROP CONSTRAINT uploads_author_fkey,
    ADD CONSTRAINT uploads_author_fkey FOREIGN KEY (author) REFERENCES users (id) ${sql.raw(onDelete)}`.execute(
    db,
  );
}

async function rebuildSqlite(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  // Dropping the old table with foreign keys on would delete every record through its cascade;
  // the pragma is ignored inside a transaction, so it is set around it.
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ type: string; sql: string | null }>`
        SELECT type, sql FROM sqlite_master WHERE tbl_name = 'uploads'`.execute(trx);
      const table = rows.find((row) => row.type === 'table')?.sql ?? '';
      if (!table.includes(from)) throw new Error(`uploads.author is not "${from}"`);
      const rebuilt = table
        .replace('CREATE TABLE "uploads"', 'CREATE TABLE "uploads_rebuilt"')
        .replace(from, to);
      await sql.raw(rebuilt).execute(trx);
      await sql`INSERT INTO uploads_rebuilt SELECT * FROM uploads`.execute(trx);
      await sql`DROP TABLE uploads`.execute(trx);
      await sql`ALTER TABLE uploads_rebuilt RENAME TO uploads`.execute(trx);
      for (const row of rows)
        if (row.type === 'index' && row.sql) await sql.raw(row.sql).execute(trx);
      const broken = await sql`PRAGMA foreign_key_check(uploads)`.execute(trx);
      if (broken.rows.length > 0) throw new Error('uploads rebuilt with broken foreign keys');
    });
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
