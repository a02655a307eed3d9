import { describe, expect, it } from 'vitest';
import { HttpClient } from '../../test/http-client.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';

describe.each(dialects)('sessions on %s', (dialect) => {
  const suite = serverPerSuite(dialect);

  it.each([
    ['GET', '/api/me'],
    ['GET', '/api/events'],
  ])(
    'a malformed session cookie on %s %s is no session (401), not a crash',
    async (method, path) => {
      const client = new HttpClient(suite.server.url);
      client.cookies.set('docsift.session_token', '%ZZ');
      const res = await client.request(method, path);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ error: { code: 'unauthenticated' } });
    },
  );

  // Signing out is idempotent: without a session it still answers 204 and clears the cookie.
  it('a malformed session cookie on logout is cleared, not a crash', async () => {
    const client = new HttpClient(suite.server.url);
    client.cookies.set('docsift.session_token', '%ZZ');
    const res = await client.post('/api/auth/logout');
    expect(res.status).toBe(204);
    expect(client.cookies.has('docsift.session_token')).toBe(false);
  });
});
