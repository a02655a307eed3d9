import type { LiveEvent } from '@docsift/core/events';
import { describe, expect, it } from 'vitest';
import { createLocalEventBus } from './event-bus.ts';

const changed = (hash: string): LiveEvent => ({
  type: 'doctype-changed',
  doctype: 'doctype-1',
  hash,
});

describe('local event bus', () => {
  it('delivers an event only to the addressed users, once each', async () => {
    const bus = createLocalEventBus();
    const seen: string[] = [];
    bus.subscribe('alice', (e) => seen.push(`alice:${e.type}`));
    bus.subscribe('bob', (e) => seen.push(`bob:${e.type}`));
    await bus.publish(['alice', 'alice'], changed('a'));
    expect(seen).toEqual(['alice:doctype-changed']);
  });

  it('stops delivering after unsubscribe and keeps the other streams', async () => {
    const bus = createLocalEventBus();
    const first: LiveEvent[] = [];
    const second: LiveEvent[] = [];
    const stop = bus.subscribe('alice', (e) => first.push(e));
    bus.subscribe('alice', (e) => second.push(e));
    stop();
    await bus.publish(['alice'], changed('b'));
    expect([first.length, second.length]).toEqual([0, 1]);
  });

  it('keeps delivering when one listener throws, and reports the error', async () => {
    const errors: unknown[] = [];
    const bus = createLocalEventBus((e) => errors.push(e));
    const seen: LiveEvent[] = [];
    bus.subscribe('alice', () => {
      throw new Error('socket closed');
    });
    bus.subscribe('alice', (e) => seen.push(e));
    await bus.publish(['alice'], changed('c'));
    expect(seen).toHaveLength(1);
    expect(errors).toHaveLength(1);
  });
});
