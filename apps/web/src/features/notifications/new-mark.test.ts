import { describe, expect, it } from 'vitest';
import { isNewNotification, NEW_MARK_MS } from './new-mark.ts';

describe('the new mark', () => {
  it('lasts 30 minutes from the creation', () => {
    const created = Date.UTC(2026, 10, 24, 12);
    expect(isNewNotification(created, created)).toBe(true);
    expect(isNewNotification(created, created + NEW_MARK_MS - 1)).toBe(true);
    expect(isNewNotification(created, created + NEW_MARK_MS)).toBe(false);
    expect(NEW_MARK_MS).toBe(1_800_000);
  });
});
