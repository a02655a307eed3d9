import { describe, expect, it } from 'vitest';
import { createSessionCache, sessionKeyOf } from './session-cache.ts';

describe('session cache', () => {
  it('keeps a validated session for 10 s, never past its expiry', () => {
    let time = 1_000_000;
    const cache = createSessionCache(() => time);
    cache.set('long', 'user-1', new Date(time + 3_600_000), cache.revision());
    cache.set('ending', 'user-1', new Date(time + 2_000), cache.revision());
    time += 5_000;
    expect([cache.get('long'), cache.get('ending')]).toEqual(['user-1', null]);
    time += 5_001;
    expect(cache.get('long')).toBeNull();
  });

  it('forgets one cookie or every session of a user', () => {
    const cache = createSessionCache();
    const later = new Date(Date.now() + 60_000);
    cache.set('a', 'user-1', later, cache.revision());
    cache.set('b', 'user-1', later, cache.revision());
    cache.set('c', 'user-2', later, cache.revision());
    cache.forget('a');
    expect(cache.get('a')).toBeNull();
    cache.forgetUser('user-1');
    expect([cache.get('b'), cache.get('c')]).toEqual([null, 'user-2']);
  });

  it('does not cache a lookup that a revocation overtook', () => {
    const cache = createSessionCache();
    const later = new Date(Date.now() + 60_000);
    const lookupRevision = cache.revision();
    // Another node signs the session out while this one asks the database.
    cache.applyRevocation({ kind: 'session', key: sessionKeyOf('a') });
    cache.set('a', 'user-1', later, lookupRevision);
    expect(cache.get('a')).toBeNull();
    cache.set('a', 'user-1', later, cache.revision());
    expect(cache.get('a')).toBe('user-1');
  });
});

describe('session watchers', () => {
  it('hear the end of their own session only, once', () => {
    const cache = createSessionCache();
    const ended: string[] = [];
    cache.watch('a', 'user-1', () => ended.push('a'));
    cache.watch('b', 'user-1', () => ended.push('b'));
    const stopC = cache.watch('c', 'user-2', () => ended.push('c'));
    cache.forget('a');
    cache.forget('a');
    expect(ended).toEqual(['a']);
    stopC();
    cache.forgetUser('user-2');
    expect(ended).toEqual(['a']);
  });

  it('of the kept session survive a forgetUser that ends the others', () => {
    const cache = createSessionCache();
    const ended: string[] = [];
    cache.watch('kept', 'user-1', () => ended.push('kept'));
    cache.watch('other', 'user-1', () => ended.push('other'));
    cache.watch('stranger', 'user-2', () => ended.push('stranger'));
    cache.forgetUser('user-1', 'kept');
    expect(ended).toEqual(['other']);
    cache.forgetUser('user-1');
    expect(ended).toEqual(['other', 'kept']);
  });
});
