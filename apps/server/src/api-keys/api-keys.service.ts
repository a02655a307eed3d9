/**
 * API keys: `dsk_` + 32 random bytes, shown once, stored as sha256. Lookups go through a
 * short in-process cache so a busy client costs one hash per request, not one query; a revoked
 * key stops working at once (and the event streams it opened end) on this node and, through
 * `announce`, on every node; without a bus to announce on, other nodes within `cacheTtlMs`.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { ApiKey, CreatedApiKey } from '@docsift/core/api-key';
import { API_KEY_ID_PREFIX, API_KEY_SECRET_PREFIX } from '@docsift/core/api-key';
import { AppError } from '@docsift/core/errors';
import { MAX_API_KEYS_PER_USER } from '@docsift/core/limits';
import { newId } from '../platform/db/new-id.ts';
import type { Revocation } from '../platform/events/revocations.ts';
import { createEndWatchers } from '../platform/http/end-watchers.ts';
import type { Logger } from '../platform/log/logger.ts';
import type { ApiKeysRepository } from './api-keys.repository.ts';

const cacheTtlMs = 10_000;
/** "Last used" is written at most this often per key and node, so use costs no write per request. */
const usageWriteIntervalMs = 60_000;
const maxCacheEntries = 10_000;

interface CacheEntry {
  userId: string | null;
  expiresAt: number;
}

/** The owner of a presented key, and the key's hash: what a stream it opened watches. */
export interface ResolvedApiKey {
  userId: string;
  keyHash: string;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

interface ApiKeysServiceDeps {
  repository: ApiKeysRepository;
  logger: Pick<Logger, 'warn'>;
  now?: () => number;
  /** Tells the other nodes of a revocation (see platform/events/revocations.ts). */
  announce?: (revocation: Revocation) => void;
}

export function createApiKeysService({
  repository,
  logger,
  now = Date.now,
  announce = () => {},
}: ApiKeysServiceDeps) {
  const cache = new Map<string, CacheEntry>();
  const usageWrittenAt = new Map<string, number>();
  const watchers = createEndWatchers();

  function endKey(keyHash: string): void {
    cache.delete(keyHash);
    usageWrittenAt.delete(keyHash);
    watchers.end(keyHash);
  }

  function endUser(userId: string): void {
    for (const [hash, entry] of cache) if (entry.userId === userId) cache.delete(hash);
    watchers.endUser(userId);
  }

  function recordUse(keyHash: string): void {
    const at = now();
    if (at - (usageWrittenAt.get(keyHash) ?? -Infinity) < usageWriteIntervalMs) return;
    if (usageWrittenAt.size >= maxCacheEntries) usageWrittenAt.clear();
    usageWrittenAt.set(keyHash, at);
    // Off the request's path: a failed write only loses a "last used" time.
    repository
      .markUsed(keyHash, at)
      .catch((error: unknown) => logger.warn({ err: error }, 'could not record API key use'));
  }

  return {
    /** Creates a key for the user and returns it: the only time the secret is visible. */
    async create(userId: string, name: string): Promise<CreatedApiKey> {
      const key = `${API_KEY_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
      const created = {
        id: newId(API_KEY_ID_PREFIX),
        name,
        prefix: key.slice(0, 8),
        created: now(),
      };
      const isInserted = await repository.insertWithinLimit(
        {
          id: created.id,
          userId,
          name,
          keyHash: hashApiKey(key),
          keyPrefix: created.prefix,
          createdAt: created.created,
        },
        MAX_API_KEYS_PER_USER,
      );
      if (!isInserted) throw new AppError('resource-exhausted');
      return { ...created, lastUsed: null, key };
    },

    async list(userId: string): Promise<ApiKey[]> {
      return repository.listForUser(userId);
    },

    /** Deletes the caller's key; another user's or an unknown id is `not-found`. */
    async revoke(userId: string, id: string): Promise<void> {
      const keyHash = await repository.deleteForUser(userId, id);
      if (keyHash == null) throw new AppError('not-found');
      endKey(keyHash);
      announce({ kind: 'api-key', keyHash });
    },

    /** The user a presented key belongs to, with the key's hash, or null. */
    async resolveKey(key: string): Promise<ResolvedApiKey | null> {
      if (!key.startsWith(API_KEY_SECRET_PREFIX) || key.length > 200) return null;
      const keyHash = hashApiKey(key);
      let entry = cache.get(keyHash);
      if (!entry || entry.expiresAt <= now()) {
        // A revocation heard meanwhile may be this key's: its answer is not cached.
        const endsBefore = watchers.endsHeard();
        const userId = await repository.findUserIdByHash(keyHash);
        entry = { userId, expiresAt: now() + cacheTtlMs };
        if (watchers.endsHeard() === endsBefore) {
          if (cache.size >= maxCacheEntries) cache.clear();
          cache.set(keyHash, entry);
        }
      }
      if (!entry.userId) return null;
      recordUse(keyHash);
      return { userId: entry.userId, keyHash };
    },

    /** Calls `onEnd` once when this node revokes the key or deletes its owner; returns the function that stops watching. */
    watch: watchers.watch,

    /** Drops cached lookups of a user (account deleted), on every node. */
    forgetUser(userId: string): void {
      endUser(userId);
      announce({ kind: 'user-api-keys', userId });
    },

    /** What a node announced (this one's own again, which changes nothing). */
    applyRevocation(revocation: Revocation): void {
      if (revocation.kind === 'api-key') endKey(revocation.keyHash);
      if (revocation.kind === 'user-api-keys') endUser(revocation.userId);
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
