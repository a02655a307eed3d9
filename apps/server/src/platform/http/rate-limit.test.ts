import { describe, expect, it } from 'vitest';
import { healthRoutes } from './health.routes.ts';
import { bareHttpServer } from '../../../test/bare-http-server.ts';

describe('the per-IP rate limit', () => {
  it('never answers the health check with 429, but limits the rest of the API', async () => {
    const app = await bareHttpServer({
      perMinute: 2,
      authenticate: async () => ({ userId: 'user-1', via: 'api-key' }),
    });
    healthRoutes(app);
    app.get('/api/ping', async () => ({}));
    try {
      const health = [];
      for (let i = 0; i < 5; i += 1) health.push((await app.inject('/api/health')).statusCode);
      expect(health).toEqual([200, 200, 200, 200, 200]);
      const others = [];
      for (let i = 0; i < 3; i += 1) others.push((await app.inject('/api/ping')).statusCode);
      expect(others).toEqual([200, 200, 429]);
    } finally {
      await app.close();
    }
  });

  it('never limits the web app’s hashed assets, which every page load fetches by the dozen', async () => {
    const app = await bareHttpServer({ perMinute: 2, authenticate: async () => null });
    app.get('/assets/:file', async () => 'asset');
    try {
      const answers = [];
      for (let i = 0; i < 5; i += 1)
        answers.push((await app.inject(`/assets/chunk-${i}.js`)).statusCode);
      expect(answers).toEqual([200, 200, 200, 200, 200]);
    } finally {
      await app.close();
    }
  });

  it('limits anonymous callers of guarded routes too', async () => {
    const app = await bareHttpServer({ perMinute: 2, authenticate: async () => null });
    app.get('/api/ping', async () => ({}));
    try {
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push((await app.inject('/api/ping')).statusCode);
      expect(answers).toEqual([401, 401, 429]);
    } finally {
      await app.close();
    }
  });
});
