/**
 * Where an API node counts requests and sign-in attempts: in Redis when REDIS_URL is set, in
 * the database on PostgreSQL (a cluster's nodes count together either way), in this process's
 * memory on SQLite.
 */
import type { AttemptCounters } from '../auth/attempt-counters.ts';
import { memoryAttemptCounters } from '../auth/attempt-counters.ts';
import { databaseAttemptCounters } from '../auth/attempt-counters.repository.ts';
import { redisAttemptCounters } from '../auth/redis-attempt-counters.ts';
import type { ReadinessCheck } from '../platform/http/health.routes.ts';
import type { RateLimitCounters } from '../platform/http/http-server.ts';
import { sharedRateLimitStore } from '../platform/http/shared-rate-limit-store.ts';
import type { Runtime } from '../platform/runtime.ts';

export interface LimitCounters {
  /** Absent: this process's memory. */
  requests?: RateLimitCounters;
  signIns: AttemptCounters;
  /** What `/api/ready` must also ask (Redis, when the limits live there). */
  readiness: ReadinessCheck[];
  close(): Promise<void>;
}

export async function limitCounters({
  config,
  logger,
  database,
}: Pick<Runtime, 'config' | 'logger' | 'database'>): Promise<LimitCounters> {
  if (config.redis) {
    // ioredis loads only where limits live in Redis.
    const { connectRedis } = await import('../platform/redis/redis.ts');
    const redis = await connectRedis(config.redis.url, logger);
    return {
      requests: { redis, nameSpace: `${config.redis.keyPrefix}requests:` },
      signIns: redisAttemptCounters(redis, config.redis.keyPrefix),
      readiness: [{ name: 'redis', check: async () => void (await redis.ping()) }],
      close: async () => void (await redis.quit().catch(() => redis.disconnect())),
    };
  }
  if (database.dialect === 'postgres')
    return {
      requests: {
        store: sharedRateLimitStore(database.db, (error) =>
          logger.warn({ err: error }, 'rate limit counter failed'),
        ),
      },
      signIns: databaseAttemptCounters(database.db, (error) =>
        logger.warn({ err: error }, 'could not prune sign-in counters'),
      ),
      readiness: [],
      close: async () => {},
    };
  return { signIns: memoryAttemptCounters(), readiness: [], close: async () => {} };
}
