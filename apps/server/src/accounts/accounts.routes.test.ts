import type { CreatedApiKey } from '@docsift/core/api-key';
import type { Me } from '@docsift/core/me';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, testPassword } from '../../test/accounts.ts';
import { HttpClient } from '../../test/http-client.ts';
import { dialects, startTestServer } from '../../test/test-server.ts';
import type { TestServer } from '../../test/test-server.ts';
import { isPublicApiPath } from '../platform/http/http-server.ts';

describe.each(dialects)('account routes on %s', (dialect) => {
  let server: TestServer;
  let anonymous: HttpClient;
  const secrets: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(dialect, {
      beforeListen: (app) =>
        app.get('/api/test/crash', async () =>
          Promise.reject(new Error('database password=hunter2 leaked')),
        ),
    });
    anonymous = new HttpClient(server.url);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function createApiKey(client: HttpClient): Promise<string> {
    const { key } = (await client.post<CreatedApiKey>('/api/api-keys', { name: 'test' })).body;
    secrets.push(key);
    return key;
  }

  it('refuses every guarded route without a session or key, with 401 unauthenticated', async () => {
    const guarded = server
      .routes()
      .filter(([, path]) => path.startsWith('/api/') && !isPublicApiPath(path));
    expect(guarded.map(([m, p]) => `${m} ${p}`)).toEqual(
      expect.arrayContaining([
        'GET /api/me',
        'PATCH /api/account',
        'DELETE /api/account',
        'POST /api/account/password',
        'GET /api/settings',
        'PATCH /api/settings',
      ]),
    );
    for (const [method, path] of guarded) {
      const res = await anonymous.request(
        method,
        path.replace(/:(\w+)/g, 'x'),
        method === 'GET' ? {} : { json: {} },
      );
      expect([method, path, res.status, res.body]).toEqual([
        method,
        path,
        401,
        { error: { code: 'unauthenticated', message: 'Please sign in' } },
      ]);
    }
  });

  it('refuses a forged cookie and a bad bearer token', async () => {
    const forged = await anonymous.get('/api/me', {
      headers: { cookie: 'docsift.session_token=abc.def' },
    });
    const bearer = await anonymous.get('/api/me', {
      headers: { authorization: 'Bearer dsk_not-a-key' },
    });
    expect([forged.status, bearer.status]).toEqual([401, 401]);
  });

  it('authenticates an API key as its user', async () => {
    const { client, me } = await registerUser(server.url);
    const key = await createApiKey(client);
    const res = await anonymous.get<Me>('/api/me', { headers: { authorization: `Bearer ${key}` } });
    expect(res.status).toBe(200);
    expect(res.body.uid).toBe(me.uid);
  });

  it('updates the display name', async () => {
    const { client } = await registerUser(server.url, { displayName: 'Old' });
    const res = await client.patch<Me>('/api/account', { displayName: '  Grace Hopper ' });
    expect(res.status).toBe(200);
    expect(res.body.displayName).toBe('Grace Hopper');
    expect((await client.get<Me>('/api/me')).body.displayName).toBe('Grace Hopper');
  });

  it('changes the password only with the current one', async () => {
    const { client, email } = await registerUser(server.url);
    const wrong = await client.post('/api/account/password', {
      currentPassword: 'not it',
      password: 'brand new 1',
      repeat: 'brand new 1',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({
      error: { code: 'auth/wrong-password', field: 'currentPassword' },
    });
    const missing = await client.post('/api/account/password', {
      password: 'brand new 1',
      repeat: 'brand new 1',
    });
    expect(missing.body).toMatchObject({ error: { code: 'auth/wrong-password' } });
    const mismatch = await client.post('/api/account/password', {
      currentPassword: testPassword,
      password: 'brand new 1',
      repeat: 'brand new 2',
    });
    expect(mismatch).toMatchObject({
      status: 400,
      body: { error: { code: 'auth/passwords-not-match' } },
    });
    const short = await client.post('/api/account/password', {
      currentPassword: testPassword,
      password: 'abc',
      repeat: 'abc',
    });
    expect(short).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid-argument', field: 'password' } },
    });

    const ok = await client.post('/api/account/password', {
      currentPassword: testPassword,
      password: 'brand new 1',
      repeat: 'brand new 1',
    });
    expect(ok.status).toBe(204);
    expect(
      (await anonymous.post('/api/auth/login', { email, password: testPassword })).status,
    ).toBe(401);
    expect(
      (await anonymous.post('/api/auth/login', { email, password: 'brand new 1' })).status,
    ).toBe(200);
  });

  it('deletes the account only when the typed e-mail matches exactly', async () => {
    const { client, email, me } = await registerUser(server.url);
    const key = await createApiKey(client);
    const otherDevice = new HttpClient(server.url);
    await otherDevice.post('/api/auth/login', { email, password: testPassword });
    expect((await otherDevice.get('/api/me')).status).toBe(200);
    expect(
      (await anonymous.get('/api/me', { headers: { authorization: `Bearer ${key}` } })).status,
    ).toBe(200);
    const mismatch = await client.delete('/api/account', { email: email.toUpperCase() });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ error: { code: 'invalid-argument', field: 'email' } });

    const deleted = await client.delete('/api/account', { email });
    expect(deleted.status).toBe(204);
    expect((await client.get('/api/me')).status).toBe(401);
    expect((await otherDevice.get('/api/me')).status).toBe(401);
    expect(
      (await anonymous.get('/api/me', { headers: { authorization: `Bearer ${key}` } })).status,
    ).toBe(401);
    expect(
      (await anonymous.post('/api/auth/login', { email, password: testPassword })).body,
    ).toMatchObject({ error: { code: 'auth/invalid-credential' } });
    const leftovers = await Promise.all(
      (['user_settings', 'credits', 'api_keys', 'sessions', 'accounts'] as const).map((table) =>
        server.database.db
          .selectFrom(table)
          .select('user_id')
          .where('user_id', '=', me.uid)
          .execute(),
      ),
    );
    expect(leftovers.flat()).toEqual([]);
  });

  describe('settings', () => {
    it('reads and patches language and retention, capping the effective value by plan', async () => {
      const { client } = await registerUser(server.url);
      expect((await client.get('/api/settings')).body).toEqual({
        language: 'en',
        uploadRetention: null,
      });
      const patched = await client.patch('/api/settings', { uploadRetention: 90, language: 'de' });
      expect(patched).toMatchObject({ status: 200, body: { language: 'de', uploadRetention: 90 } });
      const me = (await client.get<Me>('/api/me')).body;
      // A free account keeps its plan's 7 days whatever it chose.
      expect(me.settings).toEqual({ language: 'de', uploadRetention: 7 });
    });

    it('refuses invalid values, naming the field', async () => {
      const { client } = await registerUser(server.url);
      const retention = await client.patch('/api/settings', { uploadRetention: 8 });
      expect(retention).toMatchObject({
        status: 400,
        body: { error: { code: 'invalid-argument', field: 'uploadRetention' } },
      });
      const unknown = await client.patch('/api/settings', { role: 'admin' });
      expect(unknown.status).toBe(400);
      expect((await client.get<Me>('/api/me')).body.role).toBe('free');
    });
  });

  it('answers an unexpected failure with a bare 500 and logs it', async () => {
    const { client } = await registerUser(server.url);
    const res = await client.get('/api/test/crash');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: { code: 'internal', message: 'Something went wrong' } });
    expect(server.logs()).toContain('request failed');
  });

  it('never writes passwords, session tokens or API keys to the log', async () => {
    const { client } = await registerUser(server.url, { password: 'Very-Secret-Pw-9' });
    await client.post('/api/account/password', {
      currentPassword: 'Very-Secret-Pw-9',
      password: 'Other-Secret-Pw-8',
      repeat: 'Other-Secret-Pw-8',
    });
    await anonymous.post('/api/auth/login', {
      email: 'x@example.com',
      password: 'Very-Secret-Pw-9',
    });
    const sessionToken = client.cookies.get('docsift.session_token')!;
    const logs = server.logs();
    expect(logs).toContain('/api/account/password');
    for (const secret of [
      'Very-Secret-Pw-9',
      'Other-Secret-Pw-8',
      testPassword,
      decodeURIComponent(sessionToken).split('.')[0]!,
      ...secrets,
    ]) {
      expect(logs).not.toContain(secret);
    }
  });
});
