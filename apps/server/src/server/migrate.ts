import type { CliIo } from '../platform/cli-io.ts';
import { openRuntime } from '../platform/runtime.ts';

/** `docsift migrate`: applies pending migrations (serve does so too) and reports them. */
export async function migrate(io: CliIo): Promise<void> {
  const { database, logger } = await openRuntime({
    env: io.env,
    logLevel: 'info',
    logTo: io.stderr,
  });
  logger.info({ database: database.dialect }, 'database is up to date');
  await database.close();
}
