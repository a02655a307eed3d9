import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleOf } from '../../../test/prometheus-text.ts';
import type { Config } from '../config/config.ts';
import { createHttpServer } from '../http/http-server.ts';
import { createLogger } from '../log/logger.ts';
import { createMetrics } from './metrics.ts';

let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'docsift-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Docsift</title>');
});
afterAll(async () => {
  await rm(webDist, { recursive: true, force: true });
});

function serverWith(metricsAccess: Config['metrics']) {
  return createHttpServer({
    config: {
      publicUrl: 'http://127.0.0.1',
      rateLimit: { perMinute: 1000, authPerIp: 10, authPerEmail: 10 },
      webDist,
      metrics: metricsAccess,
    },
    logger: createLogger('silent'),
    metrics: metricsAccess ? createMetrics(() => {}) : null,
  });
}

describe('GET /metrics', () => {
  it('is not there by default: 404, not the web app’s page', async () => {
    const app = await serverWith(null);
    try {
      const res = await app.inject('/metrics');
      expect([res.statusCode, res.json()]).toEqual([
        404,
        { error: { code: 'not-found', message: 'Not found' } },
      ]);
      // Client routes still get the page.
      expect((await app.inject('/doctypes')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('asks for the bearer token when METRICS_TOKEN is set', async () => {
    const token = 'scrape-token-0123456789';
    const app = await serverWith({ token });
    try {
      const without = await app.inject('/metrics');
      expect([without.statusCode, without.json().error.code]).toEqual([401, 'unauthenticated']);
      const wrong = await app.inject({
        url: '/metrics',
        headers: { authorization: 'Bearer scrape-token-0123456780' },
      });
      expect(wrong.statusCode).toBe(401);
      const right = await app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('# TYPE docsift_http_request_duration_seconds histogram');
      // The refused scrapes were requests too, counted under the route's own pattern.
      expect(
        sampleOf(right.body, 'docsift_http_request_duration_seconds_count', {
          method: 'GET',
          route: '/metrics',
          status_code: '401',
        }),
      ).toBe(2);
    } finally {
      await app.close();
    }
  });

  it('puts requests with methods outside HTTP’s usual ones under one label value', async () => {
    const app = await serverWith({ token: null });
    try {
      await app.inject({ method: 'PROPFIND', url: '/anything' });
      const text = (await app.inject('/metrics')).body;
      expect(text).not.toContain('PROPFIND');
      expect(
        sampleOf(text, 'docsift_http_request_duration_seconds_count', {
          method: 'other',
          route: 'unmatched',
          status_code: '404',
        }),
      ).toBe(1);
    } finally {
      await app.close();
    }
  });
});
