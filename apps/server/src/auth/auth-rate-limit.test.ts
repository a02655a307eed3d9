import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, testPassword, uniqueEmail } from '../../test/accounts.ts';
import { HttpClient } from '../../test/http-client.ts';
import { dialects, serverPerSuite, startTestServer } from '../../test/test-server.ts';
import type { TestServer } from '../../test/test-server.ts';

describe.each(dialects)('rate limits on %s', (dialect) => {
  let server: TestServer;
  let client: HttpClient;
  beforeAll(async () => {
    server = await startTestServer(dialect, {
      env: {
        AUTH_RATE_LIMIT_PER_EMAIL: '3',
        AUTH_RATE_LIMIT_PER_IP: '8',
        RATE_LIMIT_PER_MINUTE: '30',
      },
    });
    client = new HttpClient(server.url);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('limits sign-in attempts per e-mail, then per IP, and everything per minute', async () => {
    const target = uniqueEmail('target');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await client.post('/api/auth/login', { email: target, password: testPassword })).status,
      );
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await client.post('/api/auth/reset', { email: target });
    expect(limited).toMatchObject({
      status: 429,
      body: { error: { code: 'auth/too-many-requests' } },
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    // 5 attempts so far from this IP; other addresses pass until the per-IP limit of 8.
    const others: number[] = [];
    for (let i = 0; i < 4; i++)
      others.push((await client.post('/api/auth/reset', { email: uniqueEmail() })).status);
    expect(others).toEqual([204, 204, 204, 429]);

    let status = 0;
    for (let i = 0; i < 30 && status !== 429; i++)
      status = (await client.get('/api/auth/session')).status;
    const res = await client.get('/api/auth/session');
    expect(res).toMatchObject({ status: 429, body: { error: { code: 'resource-exhausted' } } });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe.each(dialects)('sign-in throttling by e-mail and IP on %s', (dialect) => {
  const suite = serverPerSuite(dialect, {
    env: { AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_PER_IP: '100', TRUST_PROXY: 'true' },
  });

  it("does not let an attacker's wrong passwords lock the owner out of their own IP", async () => {
    const { email } = await registerUser(suite.server.url);
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
    const attacker = new HttpClient(suite.server.url);
    const attempts = [];
    for (let i = 0; i < 10; i++)
      attempts.push(
        await attacker.post('/api/auth/login', { email, password: 'wrong' }, from('203.0.113.9')),
      );
    expect(attempts.map((res) => res.status)).toEqual([401, 401, 401, ...Array(7).fill(429)]);
    for (const refused of attempts.slice(3))
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    const owner = new HttpClient(suite.server.url);
    const signIn = await owner.post(
      '/api/auth/login',
      { email, password: testPassword },
      from('198.51.100.7'),
    );
    expect(signIn.status).toBe(200);
    const reset = await owner.post('/api/auth/reset', { email }, from('198.51.100.7'));
    expect(reset.status).toBe(204);
  });
});
