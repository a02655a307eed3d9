import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype } from '../../test/documents.ts';
import { HttpClient } from '../../test/http-client.ts';
import { openEventStream } from '../../test/live-events.ts';
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

  async function signInAgain(email: string, password: string): Promise<HttpClient> {
    const client = new HttpClient(suite.server.url);
    expect((await client.post('/api/auth/login', { email, password })).status).toBe(200);
    return client;
  }

  it('a password change ends the user’s other sessions and keeps the current one', async () => {
    const { client, email, password } = await registerUser(suite.server.url);
    const laptop = await signInAgain(email, password);
    const stranger = await registerUser(suite.server.url);
    // Validated once, so the session cache holds it.
    expect((await laptop.get('/api/me')).status).toBe(200);

    const changed = await client.post('/api/account/password', {
      currentPassword: password,
      password: 'a new secret 42',
      repeat: 'a new secret 42',
    });
    expect(changed.status).toBe(204);
    expect((await client.get('/api/me')).status).toBe(200);
    expect((await laptop.get('/api/me')).status).toBe(401);
    expect((await stranger.client.get('/api/me')).status).toBe(200);
    expect((await signInAgain(email, 'a new secret 42')).cookies.size).toBeGreaterThan(0);
  });

  it('an event stream ends when its session signs out', async () => {
    const { client } = await registerUser(suite.server.url);
    const stream = await openEventStream(client);
    try {
      expect(await stream.nextBlock()).toBe('retry: 5000\n: connected');
      expect((await client.post('/api/auth/logout')).status).toBe(204);
      await expect(stream.nextBlock()).rejects.toThrow('event stream ended');
    } finally {
      stream.close();
    }
  });

  it('a password change ends the streams of the other sessions, not its own', async () => {
    const { client, email, password } = await registerUser(suite.server.url);
    const laptop = await signInAgain(email, password);
    const doctype = await createDoctype(client);
    const own = await openEventStream(client);
    const revoked = await openEventStream(laptop);
    try {
      await own.nextBlock();
      await revoked.nextBlock();
      await client.post('/api/account/password', {
        currentPassword: password,
        password: 'a new secret 42',
        repeat: 'a new secret 42',
      });
      await expect(revoked.nextBlock()).rejects.toThrow('event stream ended');
      await client.patch(`/api/doctypes/${doctype.id}`, { prompt: 'still listening' });
      expect(await own.next()).toMatchObject({ type: 'doctype-changed', doctype: doctype.id });
    } finally {
      own.close();
      revoked.close();
    }
  });
});
