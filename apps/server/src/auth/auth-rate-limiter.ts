/**
 * Attempts at sign-in, register and reset, limited per client IP and per e-mail address.
 * Counters live in this process's memory: with several API nodes each node counts on its
 * own, so the effective limit is multiplied by the node count (acceptable for now).
 */
import { AppError } from '@docsift/core/errors';

interface Window {
  count: number;
  resetAt: number;
}

const maxTrackedKeys = 100_000;

function fixedWindowCounter(limit: number, windowMs: number, now: () => number) {
  const windows = new Map<string, Window>();
  return (key: string): boolean => {
    const time = now();
    let window = windows.get(key);
    if (!window || window.resetAt <= time) {
      if (windows.size >= maxTrackedKeys) prune(windows, time);
      window = { count: 0, resetAt: time + windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    return window.count <= limit;
  };
}

function prune(windows: Map<string, Window>, time: number): void {
  for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  // Under a flood of distinct keys, forgetting is better than growing without bound.
  if (windows.size >= maxTrackedKeys) windows.clear();
}

export interface AuthRateLimits {
  perIpPerMinute: number;
  perEmailPerQuarterHour: number;
}

export function createAuthRateLimiter(limits: AuthRateLimits, now: () => number = Date.now) {
  const byIp = fixedWindowCounter(limits.perIpPerMinute, 60_000, now);
  const byEmail = fixedWindowCounter(limits.perEmailPerQuarterHour, 15 * 60_000, now);
  return {
    /** Counts one attempt; throws auth/too-many-requests past either limit. */
    attempt(ip: string, email: string): void {
      const isIpAllowed = byIp(ip);
      const isEmailAllowed = byEmail(email.trim().toLowerCase());
      if (!isIpAllowed || !isEmailAllowed) throw new AppError('auth/too-many-requests');
    },
  };
}

export type AuthRateLimiter = ReturnType<typeof createAuthRateLimiter>;
