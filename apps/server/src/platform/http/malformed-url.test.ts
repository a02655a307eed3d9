import { describe, expect, it } from 'vitest';
import { bareHttpServer } from '../../../test/bare-http-server.ts';
import { idParams } from './id-params.ts';

describe('a URL the router cannot read', () => {
  it.each([
    ['an id over the router’s length limit', `/api/things/${'x'.repeat(600)}`],
    ['a bad %-encoding', '/api/things/%ZZ'],
    ['a truncated UTF-8 %-encoding', '/api/things/%E0%A4%A'],
    ['a bad %-encoding on an unknown path', '/api/nothing/%ZZ'],
  ])('answers %s with 400 invalid-argument in the catalogue shape', async (_name, url) => {
    const app = await bareHttpServer({
      perMinute: 100,
      authenticate: async () => ({ userId: 'user-1', via: 'api-key' }),
    });
    app.get('/api/things/:id', { schema: { params: idParams } }, async () => ({}));
    try {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: { code: 'invalid-argument', message: 'Malformed URL' },
      });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await app.close();
    }
  });
});
