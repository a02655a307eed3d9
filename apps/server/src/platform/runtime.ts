/**
 * What every command that touches the data needs: config parsed once, a logger, the
 * database (migrated), the file storage and the auth secret. Built once per process.
 */
import { resolveAuthSecret } from './config/auth-secret.ts';
import type { Config } from './config/config.ts';
import { loadConfig } from './config/config.ts';
import type { Database } from './db/database.ts';
import { postgresConnectionProblem } from './db/connection-problem.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrator.ts';
import type { Logger } from './log/logger.ts';
import { createLogger } from './log/logger.ts';
import type { Metrics } from './metrics/metrics.ts';
import { createMetrics } from './metrics/metrics.ts';
import { openStorage } from './storage/create-storage.ts';
import type { Storage } from './storage/storage.ts';
import type { TestHooks } from './test-hooks.ts';
import type { DestinationStream } from 'pino';

export interface Runtime {
  config: Config;
  logger: Logger;
  database: Database;
  /** One per process: the embedded worker and the API must share it. */
  storage: Storage;
  authSecret: string;
  /** This process's Prometheus metrics; null unless METRICS or METRICS_TOKEN is set. */
  metrics: Metrics | null;
  /** Where a test holds or shrinks the work; none in a production process. */
  testHooks?: TestHooks;
}

interface RuntimeOptions {
  /** The variables the config is read from (a CLI run in a test passes its own). */
  env?: NodeJS.ProcessEnv;
  logLevel?: string;
  /** CLI verbs log to their stderr so stdout carries only their result; else stdout. */
  logTo?: DestinationStream;
  /** Verbs that read or write files: a wrong bucket or an unwritable DATA_DIR stops them here. */
  checkStorage?: boolean;
  /** A server a test runs in its own process (test/serve-with-test-hooks.js). */
  testHooks?: TestHooks;
}

export async function openRuntime(options: RuntimeOptions = {}): Promise<Runtime> {
  const config = loadConfig(options.env);
  const level = options.logLevel ?? config.logLevel;
  const logger = createLogger(level, options.logTo);
  const database = openDatabase(config, (error) =>
    logger.warn({ err: error }, 'database connection lost while idle'),
  );
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
  } catch (error) {
    await database.close();
    throw explainConnectionFailure(error, config.databaseUrl);
  }
  try {
    const storage = await openStorage(config);
    if (options.checkStorage) await storage.check();
    return {
      config,
      logger,
      database,
      storage,
      authSecret: await resolveAuthSecret(config),
      metrics: metricsFor(config, logger),
      ...(options.testHooks && { testHooks: options.testHooks }),
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

export function metricsFor(config: Pick<Config, 'metrics'>, logger: Logger): Metrics | null {
  if (!config.metrics) return null;
  return createMetrics((error) =>
    logger.warn({ err: error }, 'metrics: could not count the queue'),
  );
}

/** Migration is the first query: a PostgreSQL that cannot be reached fails there, as its cause. */
function explainConnectionFailure(error: unknown, databaseUrl: string | undefined): unknown {
  if (!databaseUrl) return error;
  const problem = postgresConnectionProblem((error as Error).cause, databaseUrl);
  return problem ? new Error(problem, { cause: error }) : error;
}
