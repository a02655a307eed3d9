/**
 * `docsift serve --role all|api|worker|smtp`. `all` is the embedded default. Each role's
 * composition root is imported only when it runs, so a worker never loads the HTTP routes.
 */
import type { StartRole } from '../roles/started-role.ts';
import { openRuntime } from '../platform/runtime.ts';

export const serverRoles = ['all', 'api', 'worker', 'smtp'] as const;
export type ServerRole = (typeof serverRoles)[number];

const roots: Record<ServerRole, () => Promise<{ start: StartRole }>> = {
  all: () => import('../roles/all.ts'),
  api: () => import('../roles/api.ts'),
  worker: () => import('../roles/worker.ts'),
  smtp: () => import('../roles/smtp.ts'),
};

export async function serve(role: ServerRole): Promise<void> {
  const runtime = await openRuntime();
  const { config, logger, database } = runtime;
  const { start } = await roots[role]();
  const started = await start(runtime);
  await started.http.listen({ port: config.port, host: '0.0.0.0' });
  logger.info({ role, publicUrl: config.publicUrl, database: database.dialect }, 'docsift serving');

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    logger.info({ signal }, 'shutting down');
    try {
      await started.http.close();
      await started.close();
      await database.close();
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exitCode = 1;
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
