import { z } from 'zod';
import { APP_VERSION } from '../app-version.ts';
import type { HttpServer } from './http-server.ts';

export function healthRoutes(app: HttpServer): void {
  app.get(
    '/api/health',
    { schema: { response: { 200: z.object({ status: z.literal('ok'), version: z.string() }) } } },
    async () => ({ status: 'ok' as const, version: APP_VERSION }),
  );
}
