import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache.ts';

describe('session cache', () => {
  it('keeps a validated session for 10 s, never past its expiry', () => {
    let time = 1_000_000;
    const cache = createSessionCache(() => time);
    cache.set('long', 'user-1', new Date(time + 3_600_000));
    cache.set('ending', 'user-1', new Date(time + 2_000));
    time += 5_000;
    expect([cache.get('long'), cache.get('ending')]).toEqual(['user-1', null]);
    time += 5_001;
    expect(cache.get('long')).toBeNull();
  });

  it('forgets one cookie or every session of a user', () => {
    const cache = createSessionCache();
    const later = new Date(Date.now() + 60_000);
    cache.set('a', 'user-1', later);
    cache.set('b', 'user-1', later);
    cache.set('c', 'user-2', later);
    cache.forget('a');
    expect(cache.get('a')).toBeNull();
    cache.forgetUser('user-1');
    expect([cache.get('b'), cache.get('c')]).toEqual([null, 'user-2']);
  });
});
