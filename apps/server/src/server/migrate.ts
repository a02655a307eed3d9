import { openRuntime } from '../platform/runtime.ts';

/** `docsift migrate`: applies pending migrations (serve does so too) and reports them. */
export async function migrate(): Promise<void> {
  const { database, logger } = await openRuntime({ logLevel: 'info', logToStderr: true });
  logger.info({ database: database.dialect }, 'database is up to date');
  await database.close();
}
