import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationDrawer } from './notification-drawer-state.ts';

describe('createNotificationDrawer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('peeks for the notification time, then closes', () => {
    const drawer = createNotificationDrawer();
    drawer.peek(3000);
    expect(drawer.mode()).toBe('peek');
    vi.advanceTimersByTime(2999);
    expect(drawer.mode()).toBe('peek');
    vi.advanceTimersByTime(1);
    expect(drawer.mode()).toBe('closed');
  });

  it('shows a second notification for its full time', () => {
    const drawer = createNotificationDrawer();
    drawer.peek(3000);
    vi.advanceTimersByTime(2000);
    drawer.peek(3000);
    vi.advanceTimersByTime(2999);
    expect(drawer.mode()).toBe('peek');
    vi.advanceTimersByTime(1);
    expect(drawer.mode()).toBe('closed');
  });

  it('waits while held and closes its time after the release', () => {
    const drawer = createNotificationDrawer();
    drawer.peek(3000);
    drawer.hold();
    vi.advanceTimersByTime(60_000);
    drawer.peek(3000);
    vi.advanceTimersByTime(60_000);
    expect(drawer.mode()).toBe('peek');
    drawer.release();
    vi.advanceTimersByTime(2999);
    expect(drawer.mode()).toBe('peek');
    vi.advanceTimersByTime(1);
    expect(drawer.mode()).toBe('closed');
  });

  it('stays open when the user opened it, whatever arrives', () => {
    const drawer = createNotificationDrawer();
    drawer.toggle();
    drawer.peek(3000);
    vi.advanceTimersByTime(10_000);
    expect(drawer.mode()).toBe('open');
    drawer.toggle();
    expect(drawer.mode()).toBe('closed');
  });

  it('turns a peek into open on the bell, which no timer closes', () => {
    const drawer = createNotificationDrawer();
    const changes: string[] = [];
    drawer.subscribe(() => changes.push(drawer.mode()));
    drawer.peek(3000);
    drawer.toggle();
    vi.advanceTimersByTime(10_000);
    expect(drawer.mode()).toBe('open');
    drawer.close();
    expect(changes).toEqual(['peek', 'open', 'closed']);
  });
});
