import { AppError } from '@docsift/core/errors';
import { MAX_API_KEYS_PER_USER } from '@docsift/core/limits';
import { describe, expect, it } from 'vitest';
import type { ApiKeysRepository, NewApiKey } from './api-keys.repository.ts';
import { createApiKeysService, hashApiKey } from './api-keys.service.ts';

/** An in-memory repository that counts lookups and records "last used" writes. */
function memoryRepository() {
  const keys: NewApiKey[] = [];
  const usageWrites: number[] = [];
  let lookups = 0;
  const repository: ApiKeysRepository = {
    insertWithinLimit: async (key, max) => {
      if (keys.filter((k) => k.userId === key.userId).length >= max) return false;
      keys.push(key);
      return true;
    },
    listForUser: async (userId) =>
      keys
        .filter((k) => k.userId === userId)
        .map((k) => ({
          id: k.id,
          name: k.name,
          prefix: k.keyPrefix,
          created: k.createdAt,
          lastUsed: null,
        })),
    deleteForUser: async (userId, id) => {
      const index = keys.findIndex((k) => k.userId === userId && k.id === id);
      return index < 0 ? null : keys.splice(index, 1)[0]!.keyHash;
    },
    findUserIdByHash: async (hash) => {
      lookups += 1;
      return keys.find((k) => k.keyHash === hash)?.userId ?? null;
    },
    markUsed: async (_hash, at) => void usageWrites.push(at),
  };
  return { repository, keys, usageWrites, lookups: () => lookups };
}

const silent = { warn: () => {} };

function serviceOver(repository: ApiKeysRepository, now?: () => number) {
  return createApiKeysService({ repository, logger: silent, now });
}

describe('api keys', () => {
  it('creates dsk_ keys stored only as their sha256', async () => {
    const memory = memoryRepository();
    const created = await serviceOver(memory.repository).create('user-1', 'ci');
    expect(created.key).toMatch(/^dsk_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ id: expect.stringMatching(/^apikey-/), lastUsed: null });
    expect(memory.keys[0]).toMatchObject({
      userId: 'user-1',
      name: 'ci',
      keyHash: hashApiKey(created.key),
      keyPrefix: created.key.slice(0, 8),
    });
    expect(JSON.stringify(memory.keys)).not.toContain(created.key);
  });

  it('resolves a key from the cache until its TTL passes', async () => {
    const memory = memoryRepository();
    let time = 0;
    const service = serviceOver(memory.repository, () => time);
    const { key } = await service.create('user-1', 'ci');
    expect((await service.resolveKey(key))?.userId).toBe('user-1');
    expect((await service.resolveKey(key))?.userId).toBe('user-1');
    expect(memory.lookups()).toBe(1);
    time += 10_001;
    expect((await service.resolveKey(key))?.userId).toBe('user-1');
    expect(memory.lookups()).toBe(2);
  });

  it('records last use at most once a minute per key', async () => {
    const memory = memoryRepository();
    let time = 1_000;
    const service = serviceOver(memory.repository, () => time);
    const { key } = await service.create('user-1', 'ci');
    for (const step of [0, 10_001, 20_000, 29_000, 1_000]) {
      time += step;
      await service.resolveKey(key);
    }
    expect(memory.usageWrites).toEqual([1_000, 61_001]);
  });

  it('stops a revoked key at once although its lookup was cached', async () => {
    const memory = memoryRepository();
    const service = serviceOver(memory.repository);
    const { id, key } = await service.create('user-1', 'ci');
    expect((await service.resolveKey(key))?.userId).toBe('user-1');
    await service.revoke('user-1', id);
    expect(await service.resolveKey(key)).toBeNull();
  });

  it("refuses to revoke another user's key or an unknown id with not-found", async () => {
    const memory = memoryRepository();
    const service = serviceOver(memory.repository);
    const { id, key } = await service.create('user-1', 'ci');
    await expect(service.revoke('user-2', id)).rejects.toEqual(new AppError('not-found'));
    await expect(service.revoke('user-1', 'apikey-unknown')).rejects.toEqual(
      new AppError('not-found'),
    );
    expect((await service.resolveKey(key))?.userId).toBe('user-1');
  });

  it('does not cache a lookup that was in flight while a key was revoked', async () => {
    const memory = memoryRepository();
    const service = serviceOver(memory.repository);
    const { id, key } = await service.create('user-1', 'ci');
    const findUserIdByHash = memory.repository.findUserIdByHash;
    memory.repository.findUserIdByHash = async (hash) => {
      const userId = await findUserIdByHash(hash);
      await service.revoke('user-1', id);
      return userId;
    };
    expect((await service.resolveKey(key))?.userId).toBe('user-1');
    memory.repository.findUserIdByHash = findUserIdByHash;
    expect(await service.resolveKey(key)).toBeNull();
  });

  it('caps the keys one user may hold', async () => {
    const memory = memoryRepository();
    const service = serviceOver(memory.repository);
    for (let i = 0; i < MAX_API_KEYS_PER_USER; i += 1) await service.create('user-1', `key ${i}`);
    await expect(service.create('user-1', 'one more')).rejects.toEqual(
      new AppError('resource-exhausted'),
    );
    await expect(service.create('user-2', 'first')).resolves.toMatchObject({ name: 'first' });
  });

  it('forgets a deleted user at once on this node', async () => {
    const memory = memoryRepository();
    const service = serviceOver(memory.repository);
    const { key } = await service.create('user-1', 'ci');
    await service.resolveKey(key);
    memory.keys.length = 0;
    service.forgetUser('user-1');
    expect(await service.resolveKey(key)).toBeNull();
  });

  it('refuses strings that are not keys without a lookup', async () => {
    const memory = memoryRepository();
    const service = serviceOver(memory.repository);
    expect(await service.resolveKey('session-token')).toBeNull();
    expect(await service.resolveKey(`dsk_${'x'.repeat(500)}`)).toBeNull();
    expect(memory.lookups()).toBe(0);
  });
});
