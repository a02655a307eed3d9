/**
 * API keys: `dsk_` + 32 random bytes, shown once, stored as sha256. Lookups go through a
 * short in-process cache so a busy client costs one hash per request, not one query; a key
 * revoked on another node stops working within `cacheTtlMs`.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ApiKeysRepository } from './api-keys.repository.ts';

export const apiKeyPrefix = 'dsk_';
const cacheTtlMs = 10_000;
const maxCacheEntries = 10_000;

interface CacheEntry {
  userId: string | null;
  expiresAt: number;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function createApiKeysService(repository: ApiKeysRepository, now: () => number = Date.now) {
  const cache = new Map<string, CacheEntry>();

  return {
    /** Creates a key for the user and returns it: the only time the key is visible. */
    async create(userId: string, name: string): Promise<{ id: string; key: string }> {
      const key = `${apiKeyPrefix}${randomBytes(32).toString('base64url')}`;
      const id = `apikey-${randomUUID()}`;
      await repository.insert({
        id,
        userId,
        name,
        keyHash: hashApiKey(key),
        keyPrefix: key.slice(0, 8),
        createdAt: now(),
      });
      return { id, key };
    },

    /** The user a presented key belongs to, or null. */
    async resolveUser(key: string): Promise<string | null> {
      if (!key.startsWith(apiKeyPrefix) || key.length > 200) return null;
      const keyHash = hashApiKey(key);
      const cached = cache.get(keyHash);
      if (cached && cached.expiresAt > now()) return cached.userId;
      const userId = await repository.findUserIdByHash(keyHash);
      if (cache.size >= maxCacheEntries) cache.clear();
      cache.set(keyHash, { userId, expiresAt: now() + cacheTtlMs });
      // Recorded once per cache period, so "last used" costs no write per request.
      if (userId) await repository.markUsed(keyHash, now());
      return userId;
    },

    /** Drops cached lookups of a user (account deleted on this node). */
    forgetUser(userId: string): void {
      for (const [hash, entry] of cache) if (entry.userId === userId) cache.delete(hash);
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
