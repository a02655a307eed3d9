/**
 * `GET /api/events`: one Server-Sent Events stream per browser tab, carrying the caller's
 * live events as `data: {json}` messages. A comment line confirms the subscription, another
 * every 25 s keeps proxies from closing an idle stream.
 */
import { AppError } from '@docsift/core/errors';
import type { OutgoingHttpHeaders } from 'node:http';
import type { HttpServer, Identity } from '../http/http-server.ts';
import { callerOf } from '../http/http-server.ts';
import type { EventBus } from './event-bus.ts';
import { errorAnswers } from '../http/route-answers.ts';

export const HEARTBEAT_MS = 25_000;
/** Enough for every tab a person keeps open; each stream holds a socket and a subscription. */
export const MAX_STREAMS_PER_USER = 20;

export interface EventsRoutesOptions {
  heartbeatMs?: number;
  /** Calls `onEnd` when the caller's session or API key ends; returns the function that stops watching. */
  watchIdentity?: (identity: Identity, onEnd: () => void) => () => void;
}

export function eventsRoutes(
  app: HttpServer,
  events: EventBus,
  { heartbeatMs = HEARTBEAT_MS, watchIdentity }: EventsRoutesOptions = {},
): void {
  const openStreams = new Set<() => void>();
  const streamsByUser = new Map<string, number>();
  // Open streams would hold the server's close forever: end them first.
  app.addHook('preClose', async () => {
    for (const close of [...openStreams]) close();
  });

  app.get(
    '/api/events',
    {
      schema: {
        operationId: 'streamEvents',
        summary: 'Stream the caller’s live events (Server-Sent Events)',
        response: errorAnswers('resource-exhausted'),
      },
    },
    async (request, reply) => {
      const identity = callerOf(request);
      const { userId } = identity;
      const userStreams = streamsByUser.get(userId) ?? 0;
      if (userStreams >= MAX_STREAMS_PER_USER)
        throw new AppError('resource-exhausted', { message: 'Too many open event streams' });
      streamsByUser.set(userId, userStreams + 1);
      // Security headers and a renewed session cookie were set on the reply: carry them over.
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) headers[name] = value;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      // After a gap the stream ends: the browser reconnects and refetches what it may have missed.
      const unsubscribe = events.subscribe(
        userId,
        (event) => res.write(`data: ${JSON.stringify(event)}\n\n`),
        () => close(),
      );
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs);
      let isClosed = false;
      // A stream must not outlive the session or API key that opened it.
      const stopWatching = watchIdentity ? watchIdentity(identity, () => close()) : () => {};
      const close = () => {
        if (isClosed) return;
        isClosed = true;
        clearInterval(heartbeat);
        unsubscribe();
        stopWatching();
        openStreams.delete(close);
        const remaining = (streamsByUser.get(userId) ?? 1) - 1;
        if (remaining > 0) streamsByUser.set(userId, remaining);
        else streamsByUser.delete(userId);
        res.end();
      };
      openStreams.add(close);
      request.raw.on('close', close);
      res.on('close', close);
      res.write('retry: 5000\n: connected\n\n');
    },
  );
}
