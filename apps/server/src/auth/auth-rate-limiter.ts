/**
 * Attempts at sign-in, register and reset, limited per client IP and per e-mail + IP pair.
 * Keying the e-mail limit by the pair means an attacker elsewhere cannot lock the owner out;
 * past its allowance a pair waits a delay that doubles per attempt (backoff) up to the window.
 * Counters live in this process's memory: with several API nodes each node counts on its
 * own, so the effective limit is multiplied by the node count (acceptable for now).
 */
import { AppError } from '@docsift/core/errors';

interface Counter {
  count: number;
  /** When the counter is forgotten. */
  resetAt: number;
  /** No attempt is allowed before this time. */
  blockedUntil: number;
}

const maxTrackedKeys = 100_000;
const quarterHour = 15 * 60_000;
const firstBackoffMs = 60_000;

/** Refuses with the seconds to wait, or allows (0). `next` updates the counter of an allowed attempt. */
function counterMap(now: () => number, next: (counter: Counter, time: number) => void) {
  const counters = new Map<string, Counter>();
  return (key: string): number => {
    const time = now();
    let counter = counters.get(key);
    if (!counter || counter.resetAt <= time) {
      if (counters.size >= maxTrackedKeys) prune(counters, time);
      counter = { count: 0, resetAt: time, blockedUntil: 0 };
      counters.set(key, counter);
    }
    // Refused attempts do not count, so hammering does not extend the wait.
    if (counter.blockedUntil > time) return Math.ceil((counter.blockedUntil - time) / 1000);
    counter.count += 1;
    next(counter, time);
    return 0;
  };
}

function prune(counters: Map<string, Counter>, time: number): void {
  for (const [key, counter] of counters) if (counter.resetAt <= time) counters.delete(key);
  // Under a flood of distinct keys, forgetting is better than growing without bound.
  if (counters.size >= maxTrackedKeys) counters.clear();
}

export interface AuthRateLimits {
  perIpPerMinute: number;
  /** Attempts per e-mail + IP pair before the backoff starts; forgotten 15 minutes after the last wait. */
  perEmailPerQuarterHour: number;
}

export function createAuthRateLimiter(limits: AuthRateLimits, now: () => number = Date.now) {
  const byIp = counterMap(now, (counter, time) => {
    if (counter.count === 1) counter.resetAt = time + 60_000;
    if (counter.count >= limits.perIpPerMinute) counter.blockedUntil = counter.resetAt;
  });
  const byPair = counterMap(now, (counter, time) => {
    const excess = counter.count - limits.perEmailPerQuarterHour;
    if (excess >= 0)
      counter.blockedUntil =
        time + Math.min(firstBackoffMs * 2 ** Math.min(excess, 10), quarterHour);
    counter.resetAt = Math.max(time, counter.blockedUntil) + quarterHour;
  });
  return {
    /** Counts one attempt; throws auth/too-many-requests (with the wait) past either limit. */
    attempt(ip: string, email: string): void {
      const retryAfterSeconds = Math.max(byIp(ip), byPair(`${email.trim().toLowerCase()} ${ip}`));
      if (retryAfterSeconds > 0)
        throw new AppError('auth/too-many-requests', { retryAfterSeconds });
    },
  };
}

export type AuthRateLimiter = ReturnType<typeof createAuthRateLimiter>;
