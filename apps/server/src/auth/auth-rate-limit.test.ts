import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPassword, uniqueEmail } from '../../test/accounts.ts';
import { HttpClient } from '../../test/http-client.ts';
import { dialects, startTestServer } from '../../test/test-server.ts';
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

    // 5 attempts so far from this IP; other addresses pass until the per-IP limit of 8.
    const others: number[] = [];
    for (let i = 0; i < 4; i++)
      others.push((await client.post('/api/auth/reset', { email: uniqueEmail() })).status);
    expect(others).toEqual([204, 204, 204, 429]);

    let status = 0;
    for (let i = 0; i < 30 && status !== 429; i++)
      status = (await client.get('/api/health')).status;
    const res = await client.get('/api/health');
    expect(res).toMatchObject({ status: 429, body: { error: { code: 'resource-exhausted' } } });
  });
});
