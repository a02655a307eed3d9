import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MigratedTestDatabase } from '../../test/migrated-test-database.ts';
import { openMigratedTestDatabase } from '../../test/migrated-test-database.ts';
import { openTestRedis } from '../../test/redis-test.ts';
import type { AttemptCounters } from './attempt-counters.ts';
import { memoryAttemptCounters } from './attempt-counters.ts';
import { databaseAttemptCounters } from './attempt-counters.repository.ts';
import type { AuthRateLimits } from './auth-rate-limiter.ts';
import { createAuthRateLimiter } from './auth-rate-limiter.ts';
import { redisAttemptCounters } from './redis-attempt-counters.ts';

async function waitOf(run: () => Promise<void>): Promise<number | undefined> {
  try {
    await run();
    return 0;
  } catch (error) {
    expect(error).toMatchObject({ code: 'auth/too-many-requests' });
    return (error as { retryAfterSeconds?: number }).retryAfterSeconds;
  }
}

let postgres: MigratedTestDatabase;
const redis = openTestRedis();
let redisNodes: Redis[];
beforeAll(async () => {
  postgres = await openMigratedTestDatabase('postgres');
  redisNodes = [await redis.connect(), await redis.connect()];
});
afterAll(async () => {
  await postgres?.close();
  await redis.close();
});

/** The same rules whether one process counts or a cluster's nodes count in PostgreSQL or Redis. */
const stores: [string, () => AttemptCounters][] = [
  ['in memory', memoryAttemptCounters],
  ['in PostgreSQL', () => databaseAttemptCounters(postgres.database.db)],
  // A prefix per limiter: each test's counters start empty, as they do with its far-off clock.
  ['in Redis', () => redisAttemptCounters(redisNodes[0]!, `${redis.keyPrefix}${randomUUID()}:`)],
];

/** Two nodes' counters on one shared store. */
const sharedStores: [string, () => [AttemptCounters, AttemptCounters]][] = [
  [
    'PostgreSQL',
    () => [
      databaseAttemptCounters(postgres.database.db),
      databaseAttemptCounters(postgres.database.db),
    ],
  ],
  [
    'Redis',
    () => {
      const prefix = `${redis.keyPrefix}${randomUUID()}:`;
      return [
        redisAttemptCounters(redisNodes[0]!, prefix),
        redisAttemptCounters(redisNodes[1]!, prefix),
      ];
    },
  ],
];

describe.each(stores)('auth rate limiter, counters %s', (_name, counters) => {
  let time = 0;
  // Each test's own clock far from the others': stored counters of earlier tests have expired.
  const limiterOf = (limits: AuthRateLimits) => {
    time += 24 * 3_600_000;
    return createAuthRateLimiter(limits, () => time, counters());
  };

  it('counts e-mails case-insensitively per IP and opens again after a quiet window', async () => {
    const limiter = limiterOf({ perIpPerMinute: 100, perEmailPerQuarterHour: 2 });
    await limiter.attempt('1.1.1.1', 'a@example.com');
    await limiter.attempt('1.1.1.1', 'A@Example.com ');
    expect(await waitOf(() => limiter.attempt('1.1.1.1', 'a@example.com'))).toBe(60);
    time += 15 * 60_000;
    expect(await waitOf(() => limiter.attempt('1.1.1.1', 'a@example.com'))).toBe(0);
  });

  it('does not let wrong passwords from another IP lock the owner out', async () => {
    const limiter = limiterOf({ perIpPerMinute: 100, perEmailPerQuarterHour: 2 });
    for (let i = 0; i < 10; i++)
      await waitOf(() => limiter.attempt('6.6.6.6', 'owner@example.com'));
    expect(await waitOf(() => limiter.attempt('6.6.6.6', 'owner@example.com'))).toBeGreaterThan(0);
    expect(await waitOf(() => limiter.attempt('1.1.1.1', 'owner@example.com'))).toBe(0);
  });

  it('doubles the wait of a pair past its allowance, up to 15 minutes', async () => {
    const limiter = limiterOf({ perIpPerMinute: 1000, perEmailPerQuarterHour: 1 });
    const waits: (number | undefined)[] = [];
    for (let i = 0; i < 6; i++) {
      await limiter.attempt('1.1.1.1', 'a@example.com');
      const wait = (await waitOf(() => limiter.attempt('1.1.1.1', 'a@example.com')))!;
      waits.push(wait);
      time += wait * 1000;
    }
    expect(waits).toEqual([60, 120, 240, 480, 900, 900]);
  });

  it('limits one IP across many addresses until the minute is over', async () => {
    const limiter = limiterOf({ perIpPerMinute: 2, perEmailPerQuarterHour: 100 });
    await limiter.attempt('1.1.1.1', 'a@example.com');
    time += 20_000;
    await limiter.attempt('1.1.1.1', 'b@example.com');
    expect(await waitOf(() => limiter.attempt('1.1.1.1', 'c@example.com'))).toBe(40);
    expect(await waitOf(() => limiter.attempt('9.9.9.9', 'c@example.com'))).toBe(0);
  });
});

describe.each(sharedStores)('auth rate limiter across nodes, counters in %s', (_name, shared) => {
  it('refuses on one node a pair that used up its allowance on another', async () => {
    const limits = { perIpPerMinute: 100, perEmailPerQuarterHour: 2 };
    const [countersA, countersB] = shared();
    const nodeA = createAuthRateLimiter(limits, Date.now, countersA);
    const nodeB = createAuthRateLimiter(limits, Date.now, countersB);
    await Promise.all([
      nodeA.attempt('5.5.5.5', 'shared@example.com'),
      nodeB.attempt('5.5.5.5', 'shared@example.com'),
    ]);
    expect(await waitOf(() => nodeB.attempt('5.5.5.5', 'shared@example.com'))).toBe(60);
  });

  it('lets exactly the allowance through when many attempts arrive at once on both nodes', async () => {
    const limits = { perIpPerMinute: 10, perEmailPerQuarterHour: 100 };
    const nodes = shared().map((counters) => createAuthRateLimiter(limits, Date.now, counters));
    const waits = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        waitOf(() => nodes[i % 2]!.attempt('7.7.7.7', `user-${i}@example.com`)),
      ),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(10);
  });
});
