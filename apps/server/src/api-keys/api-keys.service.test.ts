import { describe, expect, it } from 'vitest';
import type { ApiKeysRepository, NewApiKey } from './api-keys.repository.ts';
import { createApiKeysService, hashApiKey } from './api-keys.service.ts';

/** An in-memory repository that counts lookups, to see what the cache saves. */
function memoryRepository() {
  const keys: NewApiKey[] = [];
  let lookups = 0;
  const repository: ApiKeysRepository = {
    insert: async (key) => void keys.push(key),
    findUserIdByHash: async (hash) => {
      lookups += 1;
      return keys.find((k) => k.keyHash === hash)?.userId ?? null;
    },
    markUsed: async () => {},
  };
  return { repository, keys, lookups: () => lookups };
}

describe('api keys', () => {
  it('creates dsk_ keys stored only as their sha256', async () => {
    const memory = memoryRepository();
    const { key } = await createApiKeysService(memory.repository).create('user-1', 'ci');
    expect(key).toMatch(/^dsk_[A-Za-z0-9_-]{43}$/);
    expect(memory.keys[0]).toMatchObject({
      userId: 'user-1',
      name: 'ci',
      keyHash: hashApiKey(key),
      keyPrefix: key.slice(0, 8),
    });
    expect(JSON.stringify(memory.keys)).not.toContain(key);
  });

  it('resolves a key from the cache until its TTL passes', async () => {
    const memory = memoryRepository();
    let time = 0;
    const service = createApiKeysService(memory.repository, () => time);
    const { key } = await service.create('user-1', 'ci');
    expect(await service.resolveUser(key)).toBe('user-1');
    expect(await service.resolveUser(key)).toBe('user-1');
    expect(memory.lookups()).toBe(1);
    time += 10_001;
    expect(await service.resolveUser(key)).toBe('user-1');
    expect(memory.lookups()).toBe(2);
  });

  it('forgets a deleted user at once on this node', async () => {
    const memory = memoryRepository();
    const service = createApiKeysService(memory.repository);
    const { key } = await service.create('user-1', 'ci');
    await service.resolveUser(key);
    memory.keys.length = 0;
    service.forgetUser('user-1');
    expect(await service.resolveUser(key)).toBeNull();
  });

  it('refuses strings that are not keys without a lookup', async () => {
    const memory = memoryRepository();
    const service = createApiKeysService(memory.repository);
    expect(await service.resolveUser('session-token')).toBeNull();
    expect(await service.resolveUser(`dsk_${'x'.repeat(500)}`)).toBeNull();
    expect(memory.lookups()).toBe(0);
  });
});
