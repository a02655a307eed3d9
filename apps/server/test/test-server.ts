/**
 * Starts the real API on 127.0.0.1 (a free port) against a temp DATA_DIR and SQLite or a
 * throw-away PostgreSQL database, with logs captured in memory for assertions.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { makeInvoicePdf } from '@docsift/extract/testing';
import { afterAll, beforeAll } from 'vitest';
import { buildApi } from '../src/roles/api.ts';
import { loadConfig } from '../src/platform/config/config.ts';
import type { Config } from '../src/platform/config/config.ts';
import { openDatabase } from '../src/platform/db/database.ts';
import type { Database } from '../src/platform/db/database.ts';
import { migrateToLatest } from '../src/platform/db/migrator.ts';
import type { HttpServer } from '../src/platform/http/http-server.ts';
import { createLogger } from '../src/platform/log/logger.ts';
import { createMailer } from '../src/platform/mail/mailer.ts';
import { openStorage } from '../src/platform/storage/create-storage.ts';
import type { Storage } from '../src/platform/storage/storage.ts';
import type { TestHooks } from '../src/platform/test-hooks.ts';
import type { Mailer } from '../src/platform/mail/mailer.ts';
import type { Pipeline } from '../src/roles/pipeline.ts';
import { createPipeline } from '../src/roles/pipeline.ts';
import { metricsFor } from '../src/platform/runtime.ts';
import { testPasswordHashCost } from './accounts.ts';
import type { PostgresTestDatabase } from './postgres-test-database.ts';
import { createPostgresTestDatabase } from './postgres-test-database.ts';
import { createStubExtractionPool } from './stub-extraction-pool.ts';

export type { TestHooks };
export type TestDialect = 'sqlite' | 'postgres';
export const dialects: TestDialect[] = ['sqlite', 'postgres'];

export interface TestServer {
  url: string;
  dataDir: string;
  /** The throw-away PostgreSQL database this server drops on close (none when it shares one). */
  pgDatabase: PostgresTestDatabase | null;
  config: Config;
  database: Database;
  /** DATA_DIR/files, or the bucket S3_* in `env` names. */
  storage: Storage;
  app: HttpServer;
  /** Present with the `pipeline` option. */
  pipeline: Pipeline | null;
  /** Every route as [method, path], for checks that must cover all of them. */
  routes(): [string, string][];
  /** Every log line written so far, raw JSON text. */
  logs(): string;
  /** `keepData`: the DATA_DIR and database stay for a server started with `dataOf` (a restart). */
  close(options?: { keepData?: boolean }): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  /** A port chosen beforehand (freePort()), when a peer must know our URL before we start. */
  port?: number;
  /** Adds routes (e.g. one that fails) before the server starts listening. */
  beforeListen?: (app: HttpServer) => void;
  /** Sends mail through this instead of DATA_DIR/mail. */
  mailer?: Mailer;
  /** Runs the scan/parse pipeline with its workers in the server, as `serve --role all` does. */
  pipeline?: boolean;
  /** With `pipeline`: false queues jobs without running them, as `serve --role api` does. */
  workers?: boolean;
  /**
   * With `pipeline`: 'stub' (the default) extracts in this process from the fixtures' text
   * (stub-extraction-pool.ts); 'processes' runs the deployment's extraction processes (pdf.js, OCR).
   */
  extraction?: 'stub' | 'processes';
  /** With the stub: how long a page without text (a scan) takes to read, as OCR would. */
  scannedPageMs?: number;
  /** A PostgreSQL database another test server uses too (a node of the same cluster); not dropped on close. */
  databaseUrl?: string;
  /** Takes over the data of a server closed with `keepData`, as a restarted node does. */
  dataOf?: Pick<TestServer, 'dataDir' | 'pgDatabase'>;
  /**
   * Holds the parse or rekey jobs at a gate, or shrinks a search's count (platform/test-hooks.ts).
   * Passwords hash at `testPasswordHashCost` unless these say otherwise.
   */
  testHooks?: TestHooks;
}

export async function startTestServer(
  dialect: TestDialect,
  {
    env = {},
    port: chosenPort,
    beforeListen,
    pipeline: withPipeline = false,
    workers = true,
    extraction = 'stub',
    scannedPageMs,
    mailer: chosenMailer,
    databaseUrl: sharedDatabaseUrl,
    dataOf,
    testHooks,
  }: TestServerOptions = {},
): Promise<TestServer> {
  const dataDir = dataOf?.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'docsift-test-')));
  const pgDatabase = dataOf
    ? dataOf.pgDatabase
    : dialect === 'postgres' && !sharedDatabaseUrl
      ? await createPostgresTestDatabase({ migrated: true })
      : null;
  const databaseUrl = sharedDatabaseUrl ?? pgDatabase?.url;
  const port = chosenPort ?? (await freePort());
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'info',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    WEB_DIST: path.join(dataDir, 'no-web'),
    AUTH_RATE_LIMIT_PER_IP: '1000',
    // Every test connects from 127.0.0.1, some with 150 requests at once; connection-limits.test.ts covers the cap.
    HTTP_MAX_CONNECTIONS_PER_IP: '1000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  let logText = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logText += chunk.toString();
      done();
    },
  });
  const logger = createLogger(config.logLevel, sink);
  const database = openDatabase(config, (error) =>
    logger.warn({ err: error }, 'database connection lost while idle'),
  );
  await migrateToLatest(database.db);
  const mailer = chosenMailer ?? createMailer(config, logger);
  const storage = await openStorage(config);
  const metrics = metricsFor(config, logger);
  const pipeline = withPipeline
    ? await createPipeline({
        config,
        logger,
        database,
        storage,
        metrics,
        ...(testHooks && { testHooks }),
        ...(extraction === 'stub' && {
          pool: createStubExtractionPool({ size: config.extractionProcesses, scannedPageMs }),
        }),
      })
    : null;
  if (workers) await pipeline?.startWorkers();
  const app = await buildApi({
    config,
    logger,
    database,
    storage,
    mailer,
    authSecret: config.authSecret!,
    metrics,
    testHooks: { passwordHashCost: testPasswordHashCost, ...testHooks },
    ...(pipeline ? { pipeline } : {}),
  });
  beforeListen?.(app);
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    pgDatabase,
    config,
    database,
    storage,
    app,
    pipeline,
    logs: () => logText,
    routes: () => listRoutes(app),
    async close({ keepData = false } = {}) {
      await app.close();
      await pipeline?.close();
      mailer.close();
      await database.close();
      if (keepData) return;
      await pgDatabase?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One test server for the enclosing describe block: started before its tests, closed after
 * them, with an invoice PDF to upload. Read `suite.server` and `suite.pdf` inside tests.
 */
export function serverPerSuite(dialect: TestDialect, options: TestServerOptions = {}) {
  const suite = {} as { server: TestServer; pdf: Buffer };
  beforeAll(async () => {
    suite.server = await startTestServer(dialect, options);
    suite.pdf = await makeInvoicePdf();
  });
  afterAll(async () => {
    await suite.server?.close();
  });
  return suite;
}

function listRoutes(app: HttpServer): [string, string][] {
  const routes: [string, string][] = [];
  const stack: string[] = [];
  // printRoutes draws a tree: each level indents by 4 characters and shows its path segment.
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    for (const method of match[3]?.split(', ') ?? [])
      if (method !== 'HEAD') routes.push([method, stack.join('')]);
  }
  return routes;
}
