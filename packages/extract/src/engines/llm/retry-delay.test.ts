import { describe, expect, it } from 'vitest';
import { backoffMs, retryAfterMs, waitFor } from './retry-delay.ts';

describe('retryAfterMs', () => {
  const now = Date.parse('2025-01-01T00:00:00Z');

  it('prefers retry-after-ms, then Retry-After seconds or date', () => {
    expect(retryAfterMs({ 'retry-after-ms': '250', 'retry-after': '9' }, now)).toBe(250);
    expect(retryAfterMs({ 'Retry-After': '2' }, now)).toBe(2000);
    expect(retryAfterMs({ 'retry-after': 'Wed, 01 Jan 2025 00:00:03 GMT' }, now)).toBe(3000);
    expect(retryAfterMs({ 'retry-after': 'Tue, 31 Dec 2024 23:00:00 GMT' }, now)).toBe(0);
  });

  it('ignores missing or unreadable hints', () => {
    expect(retryAfterMs(undefined)).toBeUndefined();
    expect(retryAfterMs({ 'retry-after': 'soon' })).toBeUndefined();
    expect(retryAfterMs({ 'retry-after-ms': '-5' })).toBeUndefined();
  });
});

describe('backoffMs', () => {
  it('doubles per attempt within [half, full] and stops at the cap', () => {
    expect(backoffMs(0, 100, 10_000, () => 0)).toBe(50);
    expect(backoffMs(0, 100, 10_000, () => 1)).toBe(100);
    expect(backoffMs(3, 100, 10_000, () => 1)).toBe(800);
    expect(backoffMs(20, 100, 1_000, () => 1)).toBe(1_000);
  });
});

describe('waitFor', () => {
  it('rejects with the abort reason as soon as the signal aborts', async () => {
    const controller = new AbortController();
    const waiting = waitFor(60_000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(waiting).rejects.toThrow('stop');
  });
});
