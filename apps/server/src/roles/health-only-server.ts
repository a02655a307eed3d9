import { healthRoutes } from '../platform/http/health.routes.ts';
import type { HttpServer } from '../platform/http/http-server.ts';
import { createHttpServer } from '../platform/http/http-server.ts';
import type { Runtime } from '../platform/runtime.ts';

/** The HTTP face of the worker and smtp roles: GET /api/health on PORT, nothing else. */
export async function healthOnlyServer({ config, logger }: Runtime): Promise<HttpServer> {
  const app = await createHttpServer({ config, logger });
  healthRoutes(app);
  return app;
}
