/**
 * `GET /metrics` in Prometheus's text format, and the request timing behind it. Off unless
 * configured (the route then answers 404 like any unknown path, never the web app's page);
 * with a token, a scraper without `Authorization: Bearer <token>` gets 401.
 */
import { timingSafeEqual } from 'node:crypto';
import { AppError } from '@docsift/core/errors';
import type { Config } from '../config/config.ts';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.ts';

export const METRICS_PATH = '/metrics';

export function metricsRoutes(
  app: FastifyInstance,
  metrics: Metrics | null,
  access: Config['metrics'],
): void {
  if (!metrics || !access) {
    app.get(METRICS_PATH, { schema: { hide: true } }, async () => {
      throw new AppError('not-found');
    });
    return;
  }
  app.addHook('onResponse', async (request, reply) => {
    // The pattern (`/api/uploads/:id`), so ids never become label values; none for a 404.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (access.token && !isBearer(request.headers.authorization, access.token))
      throw new AppError('unauthenticated');
    const text = await metrics.registry.metrics();
    return reply.header('content-type', metrics.registry.contentType).send(text);
  });
}

function isBearer(authorization: string | undefined, token: string): boolean {
  const [scheme, presented] = authorization?.split(' ', 2) ?? [];
  if (scheme?.toLowerCase() !== 'bearer' || !presented) return false;
  const expected = Buffer.from(token);
  const given = Buffer.from(presented.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
