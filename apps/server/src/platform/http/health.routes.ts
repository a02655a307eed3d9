/**
 * `GET /api/health` is liveness: the process answers, nothing else is asked. `GET /api/ready` is
 * for load balancers: it also asks what the node depends on (the database, the file storage),
 * each within a short deadline, so a probe never hangs on a dependency that does not answer. A
 * part the node serves without (inbound mail on a taken port) is named under `off` in the 200.
 */
import { AppError } from '@docsift/core/errors';
import { z } from 'zod';
import { APP_VERSION } from '../app-version.ts';
import type { HttpServer } from './http-server.ts';

export interface ReadinessCheck {
  /** Named in the 503 (never the cause: the probe is anonymous; the cause goes to the log). */
  name: string;
  check(): Promise<void>;
  /** The node serves without it: a failure is named under `off`, not answered 503. */
  optional?: boolean;
}

export const READINESS_TIMEOUT_MS = 3000;

export function healthRoutes(app: HttpServer, readiness: ReadinessCheck[] = []): void {
  app.get(
    '/api/health',
    {
      schema: {
        operationId: 'getHealth',
        summary: 'Liveness: the process answers',
        response: { 200: z.object({ status: z.literal('ok'), version: z.string() }) },
      },
    },
    async () => ({ status: 'ok' as const, version: APP_VERSION }),
  );

  app.get(
    '/api/ready',
    {
      schema: {
        operationId: 'getReadiness',
        summary: 'Readiness: the database and the file storage answer',
        response: {
          200: z.object({
            status: z.literal('ready'),
            off: z.array(z.string()).optional().describe('Optional parts that are not running'),
          }),
        },
      },
    },
    async (request) => {
      const results = await Promise.allSettled(
        readiness.map(({ check }) => withDeadline(check(), READINESS_TIMEOUT_MS)),
      );
      const failing = readiness.filter((_, index) => results[index]!.status === 'rejected');
      const needed = failing.filter(({ optional }) => !optional);
      if (needed.length > 0) {
        for (const [index, result] of results.entries())
          if (result.status === 'rejected' && !readiness[index]!.optional)
            request.log.warn({ err: result.reason, check: readiness[index]!.name }, 'not ready');
        throw new AppError('unavailable', {
          message: `Not ready: ${needed.map(({ name }) => name).join(', ')}`,
        });
      }
      const off = failing.map(({ name }) => name);
      return { status: 'ready' as const, ...(off.length > 0 ? { off } : {}) };
    },
  );
}

function withDeadline(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
