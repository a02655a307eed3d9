/**
 * The queue for this deployment: pg-boss with PostgreSQL, the embedded queue otherwise. pg-boss
 * and its driver load only on PostgreSQL: an embedded start does not wait for them.
 */
import type { Database } from '../db/database.ts';
import type { Config } from '../config/config.ts';
import type { Logger } from '../log/logger.ts';
import { createEmbeddedQueue } from './embedded-queue.ts';
import type { JobQueue } from './job-queue.ts';

/** A test's shorter lease, and pg-boss's more frequent expiry of unrenewed jobs (TestHooks). */
interface QueueTimings {
  leaseSeconds?: number;
  maintenanceIntervalSeconds?: number;
}

export async function createJobQueue(
  config: Pick<Config, 'databaseUrl'>,
  database: Database,
  logger: Logger,
  { leaseSeconds, maintenanceIntervalSeconds }: QueueTimings = {},
): Promise<JobQueue> {
  if (config.databaseUrl) {
    const { createPgBossQueue } = await import('./pg-boss-queue.ts');
    return createPgBossQueue({
      connectionString: config.databaseUrl,
      logger,
      leaseSeconds,
      maintenanceIntervalSeconds,
    });
  }
  const leaseMs = leaseSeconds === undefined ? undefined : leaseSeconds * 1000;
  return createEmbeddedQueue({ db: database.db, logger, leaseMs });
}
