import { healthRoutes } from '../platform/http/health.routes.ts';
import type { HttpServer } from '../platform/http/http-server.ts';
import { createHttpServer } from '../platform/http/http-server.ts';
import type { Runtime } from '../platform/runtime.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { readinessOf } from './readiness.ts';

/** The HTTP face of the worker and smtp roles: GET /api/health, /api/ready and /metrics on PORT, nothing else. */
export async function healthOnlyServer(
  { config, logger, database, metrics }: Runtime,
  storage?: Storage,
): Promise<HttpServer> {
  const app = await createHttpServer({ config, logger, metrics });
  healthRoutes(app, readinessOf(database, storage));
  return app;
}
