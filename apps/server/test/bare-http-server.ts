/** The HTTP platform alone (no database, no domains) for tests of its hooks: routes are added by the test. */
import type { Authenticate, HttpServer } from '../src/platform/http/http-server.ts';
import { createHttpServer } from '../src/platform/http/http-server.ts';
import { createLogger } from '../src/platform/log/logger.ts';

export function bareHttpServer(
  options: { perMinute?: number; authenticate?: Authenticate } = {},
): Promise<HttpServer> {
  return createHttpServer({
    config: {
      publicUrl: 'http://127.0.0.1',
      rateLimit: { perMinute: options.perMinute ?? 1000, authPerIp: 10, authPerEmail: 10 },
      webDist: '/nonexistent',
    },
    logger: createLogger('silent'),
    authenticate: options.authenticate,
  });
}
