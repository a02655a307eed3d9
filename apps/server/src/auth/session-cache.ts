/**
 * Recently validated session cookies → user, for a few seconds, so a busy browser or script
 * costs one map lookup per request instead of a full better-auth session check. Sign-out,
 * password reset and change, and account deletion evict at once and tell whoever holds the
 * session open (an event stream) that it ended; `announce` tells the other nodes, which do the
 * same when they hear it (`applyRevocation`). Without a bus to announce on, another node's
 * cache keeps a revoked session for at most `ttlMs`. Entries are keyed by a hash of the
 * cookie, the name the announcements carry.
 */
import { createHash } from 'node:crypto';
import type { Revocation } from '../platform/events/revocations.ts';
import { createEndWatchers } from '../platform/http/end-watchers.ts';

const ttlMs = 10_000;
const maxEntries = 50_000;

interface Entry {
  userId: string;
  validUntil: number;
}

/** The name a session goes by in the cache and in announcements. */
export function sessionKeyOf(cookieValue: string): string {
  return createHash('sha256').update(cookieValue).digest('base64url');
}

export function createSessionCache(
  now: () => number = Date.now,
  announce: (revocation: Revocation) => void = () => {},
) {
  const entries = new Map<string, Entry>();
  const watchers = createEndWatchers();
  const end = (key: string) => {
    entries.delete(key);
    watchers.end(key);
  };
  const endUser = (userId: string, keptKey?: string) => {
    for (const [key, entry] of entries)
      if (entry.userId === userId && key !== keptKey) entries.delete(key);
    watchers.endUser(userId, keptKey);
  };
  return {
    get(cookieValue: string): string | null {
      const key = sessionKeyOf(cookieValue);
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.validUntil > now()) return entry.userId;
      entries.delete(key);
      return null;
    },
    /** Taken before a database lookup, and given to `set` with its answer. */
    revision: watchers.endsHeard,
    /**
     * Remembers a session better-auth just validated, never past the session's own expiry, unless
     * a session ended while it was looked up: that end may have been this one's, and caching the
     * answer would revive it for 10 s.
     */
    set(cookieValue: string, userId: string, sessionExpiresAt: Date, lookupRevision: number): void {
      if (lookupRevision !== watchers.endsHeard()) return;
      if (entries.size >= maxEntries) entries.clear();
      entries.set(sessionKeyOf(cookieValue), {
        userId,
        validUntil: Math.min(now() + ttlMs, sessionExpiresAt.getTime()),
      });
    },
    /** Ends the session here and on every node; call it once the database no longer has it. */
    forget(cookieValue: string): void {
      const key = sessionKeyOf(cookieValue);
      end(key);
      announce({ kind: 'session', key });
    },
    /** Forgets every session of the user, but the one named by `keptCookieValue`, on every node. */
    forgetUser(userId: string, keptCookieValue?: string): void {
      const keptKey = keptCookieValue == null ? undefined : sessionKeyOf(keptCookieValue);
      endUser(userId, keptKey);
      announce({ kind: 'user-sessions', userId, ...(keptKey != null && { keptKey }) });
    },
    /** What a node announced (this one's own again, which changes nothing). */
    applyRevocation(revocation: Revocation): void {
      if (revocation.kind === 'session') end(revocation.key);
      if (revocation.kind === 'user-sessions') endUser(revocation.userId, revocation.keptKey);
    },
    /** Calls `onEnd` once when the session ends; returns the function that stops watching. */
    watch(cookieValue: string, userId: string, onEnd: () => void): () => void {
      return watchers.watch(sessionKeyOf(cookieValue), userId, onEnd);
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
