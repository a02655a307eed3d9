/**
 * The sign-in limiter's counters in Redis, shared by every node on the same Redis. An attempt
 * reads the counter, applies the limiter's step and writes the result only if nobody wrote the
 * counter meanwhile (a compare-and-set script); otherwise it reads again. Redis forgets a counter
 * when the limiter would reset it anyway, so nothing needs pruning.
 */
import { AppError } from '@docsift/core/errors';
import type { Redis } from 'ioredis';
import type { AttemptCounter, AttemptCounters } from './attempt-counters.ts';

/** KEYS[1] the counter; ARGV: the value read ('' for none), the new value, its lifetime in ms. */
const compareAndSet = `
local current = redis.call('GET', KEYS[1])
if (current or '') ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 1`;

/** Far more than a burst of attempts on one key from every node ever needs. */
const maxTries = 100;

export function redisAttemptCounters(redis: Redis, keyPrefix: string): AttemptCounters {
  return {
    apply(key, time, step) {
      // Redis down: the sign-in is refused as a passing outage, not as a fault of ours.
      return compareAndApply(`${keyPrefix}sign-in:${key}`, time, step).catch((error: unknown) => {
        throw error instanceof AppError ? error : new AppError('unavailable', { cause: error });
      });
    },
  };

  async function compareAndApply(
    redisKey: string,
    time: number,
    step: Parameters<AttemptCounters['apply']>[2],
  ): Promise<number> {
    for (let tries = 0; tries < maxTries; tries += 1) {
      const read = await redis.get(redisKey);
      const { wait, counter } = step(read ? (JSON.parse(read) as AttemptCounter) : undefined, time);
      if (!counter) return wait;
      const lifetimeMs = Math.max(1, counter.resetAt - time);
      const written = await redis.eval(
        compareAndSet,
        1,
        redisKey,
        read ?? '',
        JSON.stringify(counter),
        lifetimeMs,
      );
      if (written === 1) return wait;
    }
    throw new Error(`sign-in counter ${redisKey} kept changing for ${maxTries} tries`);
  }
}
