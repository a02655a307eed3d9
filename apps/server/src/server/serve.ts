/**
 * `docsift serve --role all|api|worker|smtp`. `all` is the embedded default. The worker role
 * runs the pipeline's jobs; worker and smtp answer only GET /api/health on PORT.
 */
import { buildApp } from '../app.ts';
import type { Pipeline } from '../pipeline/pipeline.ts';
import { createPipeline } from '../pipeline/pipeline.ts';
import { healthRoutes } from '../platform/http/health.routes.ts';
import type { HttpServer } from '../platform/http/http-server.ts';
import { createHttpServer } from '../platform/http/http-server.ts';
import { createMailer } from '../platform/mail/mailer.ts';
import { openRuntime } from './runtime.ts';

export const serverRoles = ['all', 'api', 'worker', 'smtp'] as const;
export type ServerRole = (typeof serverRoles)[number];

export async function serve(role: ServerRole): Promise<void> {
  const runtime = await openRuntime();
  const { config, logger, database } = runtime;
  const mailer = createMailer(config, logger);
  let app: HttpServer;
  let pipeline: Pipeline | null = null;
  if (role !== 'smtp') pipeline = await createPipeline(runtime);
  if (role === 'all' || role === 'worker') await pipeline!.startWorkers();
  if (role === 'all' || role === 'api') {
    app = await buildApp({ ...runtime, mailer, pipeline: pipeline! });
  } else {
    app = await createHttpServer({ config, logger });
    healthRoutes(app);
  }
  await app.listen({ port: config.port, host: '0.0.0.0' });
  logger.info({ role, publicUrl: config.publicUrl, database: database.dialect }, 'docsift serving');

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    logger.info({ signal }, 'shutting down');
    try {
      await app.close();
      await pipeline?.close();
      mailer.close();
      await database.close();
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exitCode = 1;
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
