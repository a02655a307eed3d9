/**
 * Two API nodes with REDIS_URL count requests and sign-in attempts together in Redis; a node that
 * loses Redis keeps serving and counts again once it is back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestRedis, testRedisUrl } from '../../test/redis-test.ts';
import { startTcpProxy } from '../../test/tcp-proxy.ts';
import type { TcpProxy } from '../../test/tcp-proxy.ts';
import type { TestServer } from '../../test/test-server.ts';
import { startTestServer } from '../../test/test-server.ts';

describe('limits counted in Redis across nodes', () => {
  const redis = openTestRedis();
  const nodes: TestServer[] = [];

  beforeAll(async () => {
    // Each node has a database of its own: only Redis can make them count together.
    for (let i = 0; i < 2; i += 1)
      nodes.push(
        await startTestServer('sqlite', {
          env: {
            REDIS_URL: testRedisUrl,
            REDIS_KEY_PREFIX: redis.keyPrefix,
            RATE_LIMIT_PER_MINUTE: '8',
            AUTH_RATE_LIMIT_PER_IP: '2',
          },
        }),
      );
  });
  afterAll(async () => {
    for (const node of nodes) await node.close();
    await redis.close();
  });

  it('refuses sign-ins on node B once node A took the allowance, and requests past the limit', async () => {
    const [a, b] = nodes as [TestServer, TestServer];
    expect((await fetch(`${a.url}/api/ready`)).status).toBe(200);
    const login = (node: TestServer) =>
      fetch(`${node.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong password' }),
      });
    expect([(await login(a)).status, (await login(a)).status]).toEqual([401, 401]);
    const refused = await login(b);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'auth/too-many-requests',
    );

    // Three requests so far (the sign-ins; probes are never counted): five more reach the limit of 8.
    const statuses = [];
    for (const node of [a, b, a, b, a, b])
      statuses.push((await fetch(`${node.url}/api/me`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const keys = await (await redis.connect()).keys(`${redis.keyPrefix}*`);
    expect(keys.some((key) => key.startsWith(`${redis.keyPrefix}requests:`))).toBe(true);
    expect(keys.some((key) => key.startsWith(`${redis.keyPrefix}sign-in:`))).toBe(true);
  });
});

describe('a node whose Redis goes away', () => {
  const redis = openTestRedis();
  let proxy: TcpProxy;
  let node: TestServer;

  beforeAll(async () => {
    const { hostname, port } = new URL(testRedisUrl);
    proxy = await startTcpProxy(hostname, Number(port || 6379));
    node = await startTestServer('sqlite', {
      env: {
        REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
        REDIS_KEY_PREFIX: redis.keyPrefix,
        RATE_LIMIT_PER_MINUTE: '3',
      },
    });
  });
  afterAll(async () => {
    await node.close();
    await proxy.cut();
    await redis.close();
  });

  it('lets requests through, refuses sign-ins as unavailable, is not ready, and counts again once it is back', async () => {
    const me = async () => (await fetch(`${node.url}/api/me`)).status;
    const login = () =>
      fetch(`${node.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong password' }),
      });

    await proxy.cut();
    // No request limit can be counted: requests pass rather than all being refused.
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push(await me());
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // A sign-in that cannot be counted is refused: guessing passwords must not get cheaper.
    const refused = await login();
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('unavailable');
    expect((await fetch(`${node.url}/api/health`)).status).toBe(200);
    // Load balancers may send the traffic to a node that can count.
    const ready = await fetch(`${node.url}/api/ready`);
    expect([ready.status, await ready.text()]).toEqual([503, expect.stringContaining('redis')]);

    await proxy.restore();
    await expect.poll(async () => (await login()).status, { timeout: 15_000 }).toBe(401);
    expect((await fetch(`${node.url}/api/ready`)).status).toBe(200);
    // Counting again: the limit of 3 a minute is reached (the sign-ins above count too).
    const after = [];
    for (let i = 0; i < 3; i += 1) after.push(await me());
    expect(after).toContain(429);
  });
});
