import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/test-server.ts';
import { startTestServer } from '../../test/test-server.ts';
import { createHttpServer } from '../platform/http/http-server.ts';
import { healthRoutes } from '../platform/http/health.routes.ts';
import type { Runtime } from '../platform/runtime.ts';
import { startOptionalInboundMail } from './smtp.ts';

describe('inbound mail beside the embedded product', () => {
  let server: TestServer;
  const lines: string[] = [];
  const taken = createServer();
  let takenPort = 0;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { pipeline: true, workers: false });
    // Every interface, as the SMTP server listens.
    await new Promise<void>((resolve) => taken.listen(0, resolve));
    takenPort = (taken.address() as { port: number }).port;
  });
  afterAll(async () => {
    taken.close();
    await server?.close();
  });

  function runtimeOn(port: number): Runtime {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    return {
      config: {
        ...server.config,
        inboundMail: { ...server.config.inboundMail, port },
      },
      logger: pino(sink),
      database: server.database,
      storage: server.storage,
      authSecret: 'unused',
      metrics: null,
    } as Runtime;
  }

  async function ready(checks: Parameters<typeof healthRoutes>[1]) {
    const app = await createHttpServer({
      config: {
        publicUrl: 'http://127.0.0.1',
        rateLimit: { perMinute: 100, authPerIp: 1, authPerEmail: 1 },
        webDist: '/nowhere',
      },
      logger: pino({ level: 'silent' }),
    });
    healthRoutes(app, checks);
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    await app.close();
    return [res.statusCode, res.json()];
  }

  it('runs on with inbound mail off when its port is taken, logs why and names it in /api/ready', async () => {
    const inbound = await startOptionalInboundMail(runtimeOn(takenPort), server.pipeline!);
    expect(inbound.readiness).toMatchObject({ name: 'inbound-mail', optional: true });
    await expect(inbound.readiness.check()).rejects.toThrow(
      `INBOUND_SMTP_PORT ${takenPort} is in use`,
    );
    expect(lines.join('')).toContain(
      `inbound mail is off: INBOUND_SMTP_PORT ${takenPort} is in use`,
    );
    expect(await ready([{ name: 'database', check: async () => {} }, inbound.readiness])).toEqual([
      200,
      { status: 'ready', off: ['inbound-mail'] },
    ]);
    await inbound.close();
  });

  it('listens on a free port and says nothing is off', async () => {
    const inbound = await startOptionalInboundMail(runtimeOn(0), server.pipeline!);
    try {
      await expect(inbound.readiness.check()).resolves.toBeUndefined();
      expect(await ready([inbound.readiness])).toEqual([200, { status: 'ready' }]);
    } finally {
      await inbound.close();
    }
  });
});
