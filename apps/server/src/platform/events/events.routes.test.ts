import type { CreateUploadsResponse } from '@docsift/core/upload';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { registerUser } from '../../../test/accounts.ts';
import { createDoctype, uploadFiles } from '../../../test/documents.ts';
import { bareHttpServer } from '../../../test/bare-http-server.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { openEventStream } from '../../../test/live-events.ts';
import type { EventBus } from './event-bus.ts';
import { createLocalEventBus, createSubscribers } from './event-bus.ts';
import { eventsRoutes, MAX_STREAMS_PER_USER } from './events.routes.ts';
import { dialects, serverPerSuite, startTestServer } from '../../../test/test-server.ts';

describe.each(dialects)('live events on %s', (dialect) => {
  const suite = serverPerSuite(dialect);

  it('refuses an anonymous stream', async () => {
    const res = await fetch(`${suite.server.url}/api/events`);
    expect(res.status).toBe(401);
  });

  it('streams the caller’s upload and doctype events, and none of another user’s', async () => {
    const owner = await registerUser(suite.server.url);
    const stranger = await registerUser(suite.server.url);
    const doctype = await createDoctype(owner.client);
    const strangerDoctype = await createDoctype(stranger.client);
    const ownerEvents = await openEventStream(owner.client);
    const strangerEvents = await openEventStream(stranger.client);
    try {
      expect(ownerEvents.status).toBe(200);
      expect(await ownerEvents.nextBlock()).toBe('retry: 5000\n: connected');
      expect(await strangerEvents.nextBlock()).toBe('retry: 5000\n: connected');

      const created = await uploadFiles<CreateUploadsResponse>(owner.client, doctype.id, [
        { name: 'a.pdf', bytes: suite.pdf },
      ]);
      expect(await ownerEvents.next()).toEqual({ type: 'upload', upload: created.body.uploads[0] });

      await owner.client.patch(`/api/doctypes/${doctype.id}`, { prompt: 'new prompt' });
      const changed = await ownerEvents.next();
      expect(changed).toMatchObject({ type: 'doctype-changed', doctype: doctype.id });
      expect(changed).not.toMatchObject({ hash: doctype.hash });

      // Events arrive in publish order: had the owner's reached the stranger, it would come first.
      const own = await uploadFiles<CreateUploadsResponse>(stranger.client, strangerDoctype.id, [
        { name: 'b.pdf', bytes: suite.pdf },
      ]);
      expect(await strangerEvents.next()).toEqual({ type: 'upload', upload: own.body.uploads[0] });
    } finally {
      ownerEvents.close();
      strangerEvents.close();
    }
  });

  it('refuses a user one stream past the cap with 429 while another user still connects', async () => {
    const owner = await registerUser(suite.server.url);
    const other = await registerUser(suite.server.url);
    const streams = [];
    try {
      for (let i = 0; i < MAX_STREAMS_PER_USER; i++) {
        const stream = await openEventStream(owner.client);
        streams.push(stream);
        expect(await stream.nextBlock()).toBe('retry: 5000\n: connected');
      }
      // Had the stream been accepted, reading its body would never end: check the status first.
      const extra = await openEventStream(owner.client);
      streams.push(extra);
      expect(extra.status).toBe(429);
      const refused = await owner.client.get('/api/events');
      expect(refused).toMatchObject({
        status: 429,
        body: { error: { code: 'resource-exhausted' } },
      });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

      const othersStream = await openEventStream(other.client);
      streams.push(othersStream);
      expect(othersStream.status).toBe(200);

      // A closed stream frees its place; the server learns of the close asynchronously.
      streams.shift()!.close();
      await vi.waitFor(async () => {
        const again = await openEventStream(owner.client);
        streams.push(again);
        expect(again.status).toBe(200);
      });
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('keeps working for the next stream after a client disconnects', async () => {
    const owner = await registerUser(suite.server.url);
    const doctype = await createDoctype(owner.client);
    const first = await openEventStream(owner.client);
    await first.nextBlock();
    first.close();
    const second = await openEventStream(owner.client);
    try {
      await second.nextBlock();
      const created = await uploadFiles<CreateUploadsResponse>(owner.client, doctype.id, [
        { name: 'a.pdf', bytes: suite.pdf },
      ]);
      expect(await second.next()).toEqual({ type: 'upload', upload: created.body.uploads[0] });
    } finally {
      second.close();
    }
  });

  it('ends open streams when the server closes', async () => {
    const own = await startTestServer(dialect);
    const { client } = await registerUser(own.url);
    const stream = await openEventStream(client);
    await stream.nextBlock();
    await own.close();
    await expect(stream.nextBlock()).rejects.toThrow();
  });
});

describe('event stream heartbeat', () => {
  it('writes a heartbeat comment at the interval and unsubscribes on disconnect', async () => {
    const bus = createLocalEventBus();
    const subscriptions: string[] = [];
    const counting: typeof bus = {
      ...bus,
      subscribe(userId, listener) {
        subscriptions.push(`+${userId}`);
        const stop = bus.subscribe(userId, listener);
        return () => {
          subscriptions.push(`-${userId}`);
          stop();
        };
      },
    };
    const app = await bareHttpServer({
      authenticate: async () => ({ userId: 'user-1', via: 'session' }),
    });
    eventsRoutes(app, counting, { heartbeatMs: 20 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const stream = await openEventStream(new HttpClient(`http://127.0.0.1:${port}`));
      expect(await stream.nextBlock()).toBe('retry: 5000\n: connected');
      expect([await stream.nextBlock(), await stream.nextBlock()]).toEqual([
        ': heartbeat',
        ': heartbeat',
      ]);
      stream.close();
      // The server learns of the disconnect asynchronously: wait for the condition, not a fixed time.
      await vi.waitFor(() => expect(subscriptions).toEqual(['+user-1', '-user-1']));
    } finally {
      await app.close();
    }
  });
});

describe('event stream after a gap', () => {
  it('ends the stream when the bus reports lost events, so the browser refetches', async () => {
    const subscribers = createSubscribers(() => {});
    const bus: EventBus = {
      ...createLocalEventBus(),
      publish: async (userIds, event) => subscribers.deliver(userIds, event),
      subscribe: subscribers.subscribe,
    };
    const app = await bareHttpServer({
      authenticate: async () => ({ userId: 'user-1', via: 'session' }),
    });
    eventsRoutes(app, bus);
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const stream = await openEventStream(new HttpClient(`http://127.0.0.1:${port}`));
      expect(await stream.nextBlock()).toBe('retry: 5000\n: connected');
      subscribers.reportGap();
      await expect(stream.nextBlock()).rejects.toThrow();
    } finally {
      await app.close();
    }
  });
});
