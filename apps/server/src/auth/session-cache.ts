/**
 * Recently validated session cookies → user, for a few seconds, so a busy browser or script
 * costs one map lookup per request instead of a full better-auth session check. Sign-out,
 * password reset and change, and account deletion on this node evict at once and tell whoever
 * holds the session open (an event stream) that it ended; on another node a revoked session
 * keeps working for at most `ttlMs`.
 */
import { createEndWatchers } from '../platform/http/end-watchers.ts';

const ttlMs = 10_000;
const maxEntries = 50_000;

interface Entry {
  userId: string;
  validUntil: number;
}

export function createSessionCache(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const watchers = createEndWatchers();
  return {
    get(cookieValue: string): string | null {
      const entry = entries.get(cookieValue);
      if (!entry) return null;
      if (entry.validUntil > now()) return entry.userId;
      entries.delete(cookieValue);
      return null;
    },
    /** Remembers a session better-auth just validated, never past the session's own expiry. */
    set(cookieValue: string, userId: string, sessionExpiresAt: Date): void {
      if (entries.size >= maxEntries) entries.clear();
      entries.set(cookieValue, {
        userId,
        validUntil: Math.min(now() + ttlMs, sessionExpiresAt.getTime()),
      });
    },
    forget(cookieValue: string): void {
      entries.delete(cookieValue);
      watchers.end(cookieValue);
    },
    /** Forgets every session of the user, but the one named by `keptCookieValue`. */
    forgetUser(userId: string, keptCookieValue?: string): void {
      for (const [value, entry] of entries)
        if (entry.userId === userId && value !== keptCookieValue) entries.delete(value);
      watchers.endUser(userId, keptCookieValue);
    },
    /** Calls `onEnd` once when this node ends the session; returns the function that stops watching. */
    watch: watchers.watch,
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
