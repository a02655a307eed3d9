/**
 * Recently validated session cookies → user, for a few seconds, so a busy browser or script
 * costs one map lookup per request instead of a full better-auth session check. Sign-out,
 * password reset and account deletion on this node evict at once; on another node a revoked
 * session keeps working for at most `ttlMs`.
 */
const ttlMs = 10_000;
const maxEntries = 50_000;

interface Entry {
  userId: string;
  validUntil: number;
}

export function createSessionCache(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
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
    },
    forgetUser(userId: string): void {
      for (const [value, entry] of entries) if (entry.userId === userId) entries.delete(value);
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
