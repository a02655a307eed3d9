/** Two API nodes with REDIS_URL count requests and sign-in attempts together in Redis. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestRedis, testRedisUrl } from '../../test/redis-test.ts';
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
