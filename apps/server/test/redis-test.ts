/**
 * The Redis of the tests on 127.0.0.1:6379 (DOCSIFT_TEST_REDIS_URL to change it; `.ci/run`
 * starts one). Each suite writes under a key prefix of its own and removes its keys after.
 * If Redis is unreachable this throws: the Redis suites fail rather than skip.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const testRedisUrl = process.env.DOCSIFT_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestRedis {
  /** A client of its own, like another node's. */
  connect(): Promise<Redis>;
  /** Unique to this suite: `REDIS_KEY_PREFIX` of its servers, or the prefix of its counters. */
  keyPrefix: string;
  /** Deletes the suite's keys and closes the clients it made. */
  close(): Promise<void>;
}

export function openTestRedis(): TestRedis {
  const keyPrefix = `docsift-test-${randomBytes(6).toString('hex')}:`;
  const clients: Redis[] = [];
  async function connect(): Promise<Redis> {
    const redis = new Redis(testRedisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    clients.push(redis);
    await redis.connect();
    return redis;
  }
  return {
    connect,
    keyPrefix,
    async close() {
      const redis = await connect();
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await Promise.all(clients.map((client) => client.quit()));
    },
  };
}
