/**
 * A throw-away PostgreSQL database per test file on 127.0.0.1:5432 (user postgres, trust).
 * If PostgreSQL is unreachable this throws: the PostgreSQL suites fail rather than skip.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/platform/db/database.ts';
import { migrateToLatest } from '../src/platform/db/migrator.ts';

const adminUrl =
  process.env.DOCSIFT_TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface PostgresTestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * `migrated`: a copy of a database every migration has run on, made once for a migration set
 * and kept between runs (migrating took 2–3 s per database at load 8, a copy a fraction).
 * Templates of older migration sets stay: another checkout's run may be copying its own.
 */
export async function createPostgresTestDatabase({
  migrated = false,
}: { migrated?: boolean } = {}): Promise<PostgresTestDatabase> {
  const name = `docsift_test_${randomBytes(6).toString('hex')}`;
  if (migrated) await copyMigratedTemplate(name);
  else await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  return {
    url: urlOf(name),
    drop: () =>
      withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

const templatePrefix = 'docsift_template_';
const migrationsDir = path.join(import.meta.dirname, '../src/platform/db/migrations');

async function copyMigratedTemplate(name: string): Promise<void> {
  const template = await templateName();
  await withAdmin(async (client) => {
    // Test files in other workers (and other checkouts' runs) make the same template: one at a time.
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [templatePrefix]);
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (found.rowCount === 0) await makeTemplate(client, template);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [templatePrefix]);
    }
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  });
}

/** Migrates under another name and renames when done, so no copy is taken of a half-made one. */
async function makeTemplate(client: pg.Client, template: string): Promise<void> {
  const building = `${template}_building`;
  await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${building}`);
  const database = openDatabase({ databaseUrl: urlOf(building), dataDir: '' });
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
  await client.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
}

/** Named after the migration files' contents: a changed or added migration makes a new one. */
async function templateName(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await readdir(migrationsDir)).sort()) {
    hash.update(file);
    hash.update(await readFile(path.join(migrationsDir, file)));
  }
  return `${templatePrefix}${hash.digest('hex').slice(0, 16)}`;
}

function urlOf(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
