/**
 * The event bus a deployment needs: local in the embedded mode, LISTEN/NOTIFY on PostgreSQL (its
 * driver loaded only then).
 */
import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../log/logger.ts';
import type { EventBus } from './event-bus.ts';
import { createLocalEventBus } from './event-bus.ts';

export async function createEventBus(
  config: Pick<Config, 'databaseUrl'>,
  database: Database,
  logger: Logger,
): Promise<EventBus> {
  // On PostgreSQL any node may be one of several: a worker's events must reach every API node.
  if (config.databaseUrl && database.dialect === 'postgres') {
    const { createPostgresEventBus } = await import('./postgres-event-bus.ts');
    return createPostgresEventBus({ databaseUrl: config.databaseUrl, db: database.db, logger });
  }
  return createLocalEventBus((error) => logger.warn({ err: error }, 'live event listener failed'));
}
