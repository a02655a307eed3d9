/** A migrated database without a server, for repository tests: SQLite in a temp dir or a throw-away PostgreSQL one. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/platform/db/database.ts';
import type { Database } from '../src/platform/db/database.ts';
import { migrateToLatest } from '../src/platform/db/migrator.ts';
import { createPostgresTestDatabase } from './postgres-test-database.ts';
import type { TestDialect } from './test-server.ts';

export interface MigratedTestDatabase {
  database: Database;
  /** Closes the connection, drops a PostgreSQL database and removes the data directory. */
  close(): Promise<void>;
}

export async function openMigratedTestDatabase(
  dialect: TestDialect,
): Promise<MigratedTestDatabase> {
  const pg = dialect === 'postgres' ? await createPostgresTestDatabase({ migrated: true }) : null;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'docsift-db-'));
  const database = openDatabase({ databaseUrl: pg?.url, dataDir });
  await migrateToLatest(database.db);
  return {
    database,
    async close() {
      await database.close();
      await pg?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
