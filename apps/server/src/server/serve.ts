/**
 * `docsift serve --role all|api|worker|smtp`. `all` is the embedded default. Each role's
 * composition root is imported only when it runs, so a worker never loads the HTTP routes.
 */
import type { StartRole } from '../roles/started-role.ts';
import { openRuntime } from '../platform/runtime.ts';
import type { TestHooks } from '../platform/test-hooks.ts';

export const serverRoles = ['all', 'api', 'worker', 'smtp'] as const;
export type ServerRole = (typeof serverRoles)[number];

const roots: Record<ServerRole, () => Promise<{ start: StartRole }>> = {
  all: () => import('../roles/all.ts'),
  api: () => import('../roles/api.ts'),
  worker: () => import('../roles/worker.ts'),
  smtp: () => import('../roles/smtp.ts'),
};

/** `testHooks` only from a test's launcher (test/serve-with-test-hooks.js), never from the CLI. */
export async function serve(role: ServerRole, testHooks?: TestHooks): Promise<void> {
  const runtime = await openRuntime({ checkStorage: true, ...(testHooks && { testHooks }) });
  const { config, logger, database } = runtime;
  const { start } = await roots[role]();
  const started = await start(runtime);
  await started.http.listen({ port: config.port, host: config.host });
  logger.info({ role, publicUrl: config.publicUrl, database: database.dialect }, 'docsift serving');

  let isStopping = false;
  /**
   * Drains within DRAIN_TIMEOUT_SECONDS: no new connections, requests under way finish (event
   * streams end, their browsers reconnect elsewhere), running jobs finish or are handed back.
   */
  const stop = async (signal: string) => {
    if (isStopping) {
      // A second signal is someone who will not wait: whatever still runs is recovered by its lease.
      logger.warn({ signal }, 'stopping at once');
      process.exit(1);
    }
    isStopping = true;
    logger.info({ signal, drainTimeoutMs: config.drainTimeoutMs }, 'draining');
    const deadline = Date.now() + config.drainTimeoutMs;
    // A request still running then (a slow upload) is cut off: one client must not hold the node.
    const cutOff = setTimeout(
      () => started.http.server.closeAllConnections(),
      config.drainTimeoutMs,
    ).unref();
    try {
      await started.http.close();
      clearTimeout(cutOff);
      await started.close(Math.max(0, deadline - Date.now()));
      await database.close();
      logger.info('stopped');
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exitCode = 1;
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
