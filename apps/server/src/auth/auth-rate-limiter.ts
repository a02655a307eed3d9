/**
 * Attempts at sign-in, register and reset, limited per client IP and per e-mail + IP pair.
 * Keying the e-mail limit by the pair means an attacker elsewhere cannot lock the owner out;
 * past its allowance a pair waits a delay that doubles per attempt (backoff) up to the window.
 * The counters live where the deployment says (attempt-counters.ts): this process's memory in
 * the embedded mode, the database when several API nodes must count together.
 */
import { AppError } from '@docsift/core/errors';
import type { AttemptCounter, AttemptCounters } from './attempt-counters.ts';
import { memoryAttemptCounters } from './attempt-counters.ts';

const quarterHour = 15 * 60_000;
const firstBackoffMs = 60_000;

/**
 * One attempt against a counter: the wait in seconds when refused (the counter unchanged:
 * refused attempts do not count, so hammering does not extend the wait), else 0 and the
 * counter `next` updated.
 */
function attemptOn(
  stored: AttemptCounter | undefined,
  time: number,
  next: (counter: AttemptCounter, time: number) => void,
): { wait: number; counter: AttemptCounter | null } {
  const counter =
    stored && stored.resetAt > time ? { ...stored } : { count: 0, resetAt: time, blockedUntil: 0 };
  if (counter.blockedUntil > time)
    return { wait: Math.ceil((counter.blockedUntil - time) / 1000), counter: null };
  counter.count += 1;
  next(counter, time);
  return { wait: 0, counter };
}

export interface AuthRateLimits {
  perIpPerMinute: number;
  /** Attempts per e-mail + IP pair before the backoff starts; forgotten 15 minutes after the last wait. */
  perEmailPerQuarterHour: number;
}

export function createAuthRateLimiter(
  limits: AuthRateLimits,
  now: () => number = Date.now,
  counters: AttemptCounters = memoryAttemptCounters(),
) {
  const byIp = (counter: AttemptCounter, time: number) => {
    if (counter.count === 1) counter.resetAt = time + 60_000;
    if (counter.count >= limits.perIpPerMinute) counter.blockedUntil = counter.resetAt;
  };
  const byPair = (counter: AttemptCounter, time: number) => {
    const excess = counter.count - limits.perEmailPerQuarterHour;
    if (excess >= 0)
      counter.blockedUntil =
        time + Math.min(firstBackoffMs * 2 ** Math.min(excess, 10), quarterHour);
    counter.resetAt = Math.max(time, counter.blockedUntil) + quarterHour;
  };
  const count = (key: string, next: typeof byIp) =>
    counters.apply(key, now(), (stored, time) => attemptOn(stored, time, next));
  return {
    /** Counts one attempt; throws auth/too-many-requests (with the wait) past either limit. */
    async attempt(ip: string, email: string): Promise<void> {
      const retryAfterSeconds = Math.max(
        await count(`ip ${ip}`, byIp),
        await count(`pair ${email.trim().toLowerCase()} ${ip}`, byPair),
      );
      if (retryAfterSeconds > 0)
        throw new AppError('auth/too-many-requests', { retryAfterSeconds });
    },
  };
}

export type AuthRateLimiter = ReturnType<typeof createAuthRateLimiter>;
