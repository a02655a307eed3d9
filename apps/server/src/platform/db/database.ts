/**
 * Opens the database: SQLite (WAL) in DATA_DIR/docsift.db by default, PostgreSQL when
 * DATABASE_URL is set. Everything above this file speaks Kysely and does not care which.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDialectConfig,
} from 'kysely';
import type { Pool } from 'pg';
import type { Config } from '../config/config.ts';
import type { Tables } from './schema.ts';
import { registerRecordTextKeys } from './record-text-keys.ts';
import { checkIntegrity, refuseTruncatedFile } from './sqlite-integrity.ts';
import { withStatementCache } from './sqlite-statement-cache.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<Tables>;
  dialect: DialectName;
  close(): Promise<void>;
}

const INT8_OID = 20;
/** A PostgreSQL that accepts the connection but never answers fails the start instead of hanging it. */
export const POSTGRES_CONNECT_TIMEOUT_MS = 10_000;
/** How long a statement waits for another process's write to SQLite before "database is locked". */
const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/** `onConnectionError` hears of pooled PostgreSQL connections that broke while idle (e.g. a server restart). */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  onConnectionError: (error: Error) => void = () => {},
): Database {
  const db = config.databaseUrl
    ? openPostgres(config.databaseUrl, onConnectionError)
    : openSqlite(path.join(config.dataDir, 'docsift.db'));
  return { db, dialect: config.databaseUrl ? 'postgres' : 'sqlite', close: () => db.destroy() };
}

function openSqlite(file: string): Kysely<Tables> {
  mkdirSync(path.dirname(file), { recursive: true });
  refuseTruncatedFile(file);
  // Waits for a writer from the first statement on: the integrity check and the WAL pragma of a
  // CLI verb run beside a serving process ("database is locked" on `users set-role`).
  const sqlite = new BetterSqlite3(file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  try {
    checkIntegrity(sqlite, file);
  } catch (error) {
    sqlite.close();
    throw error;
  }
  sqlite.pragma('journal_mode = WAL');
  // WAL makes NORMAL durable against application crashes; only a power loss may drop the last commits.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  registerRecordTextKeys(sqlite);
  return new Kysely<Tables>({
    dialect: new WriteLockingSqliteDialect({ database: withStatementCache(sqlite) }),
  });
}

/**
 * Transactions begin IMMEDIATE: they take the write lock first, waiting for it as long as the busy
 * timeout allows. A deferred transaction that read before another process committed would fail
 * its first write at once, without waiting, since in WAL mode SQLite cannot move its snapshot.
 */
class WriteLockingSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver() {
    return new WriteLockingSqliteDriver(this.#config);
  }
}

class WriteLockingSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

function openPostgres(
  connectionString: string,
  onConnectionError: (error: Error) => void,
): Kysely<Tables> {
  // The driver loads with the first query: a SQLite deployment never waits for it.
  const pool = () => createPool(connectionString, onConnectionError);
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
}

async function createPool(
  connectionString: string,
  onConnectionError: (error: Error) => void,
): Promise<Pool> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    // Epoch-millisecond bigints and counts fit in a double: read them as numbers, like SQLite.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? Number
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // Without a listener an idle connection's error would crash the process; the pool replaces it.
  pool.on('error', onConnectionError);
  return pool;
}
