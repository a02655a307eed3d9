import { describe, expect, it } from 'vitest';
import { createAuthRateLimiter } from './auth-rate-limiter.ts';

function waitOf(run: () => void): number | undefined {
  try {
    run();
    return 0;
  } catch (error) {
    expect(error).toMatchObject({ code: 'auth/too-many-requests' });
    return (error as { retryAfterSeconds?: number }).retryAfterSeconds;
  }
}

describe('auth rate limiter', () => {
  it('counts e-mails case-insensitively per IP and opens again after a quiet window', () => {
    let time = 0;
    const limiter = createAuthRateLimiter(
      { perIpPerMinute: 100, perEmailPerQuarterHour: 2 },
      () => time,
    );
    limiter.attempt('1.1.1.1', 'a@example.com');
    limiter.attempt('1.1.1.1', 'A@Example.com ');
    expect(waitOf(() => limiter.attempt('1.1.1.1', 'a@example.com'))).toBe(60);
    time += 15 * 60_000;
    expect(waitOf(() => limiter.attempt('1.1.1.1', 'a@example.com'))).toBe(0);
  });

  it('does not let wrong passwords from another IP lock the owner out', () => {
    const limiter = createAuthRateLimiter({ perIpPerMinute: 100, perEmailPerQuarterHour: 2 });
    for (let i = 0; i < 10; i++) waitOf(() => limiter.attempt('6.6.6.6', 'owner@example.com'));
    expect(waitOf(() => limiter.attempt('6.6.6.6', 'owner@example.com'))).toBeGreaterThan(0);
    expect(waitOf(() => limiter.attempt('1.1.1.1', 'owner@example.com'))).toBe(0);
  });

  it('doubles the wait of a pair past its allowance, up to 15 minutes', () => {
    let time = 0;
    const limiter = createAuthRateLimiter(
      { perIpPerMinute: 1000, perEmailPerQuarterHour: 1 },
      () => time,
    );
    const waits: (number | undefined)[] = [];
    for (let i = 0; i < 6; i++) {
      limiter.attempt('1.1.1.1', 'a@example.com');
      const wait = waitOf(() => limiter.attempt('1.1.1.1', 'a@example.com'))!;
      waits.push(wait);
      time += wait * 1000;
    }
    expect(waits).toEqual([60, 120, 240, 480, 900, 900]);
  });

  it('limits one IP across many addresses until the minute is over', () => {
    let time = 0;
    const limiter = createAuthRateLimiter(
      { perIpPerMinute: 2, perEmailPerQuarterHour: 100 },
      () => time,
    );
    limiter.attempt('1.1.1.1', 'a@example.com');
    time += 20_000;
    limiter.attempt('1.1.1.1', 'b@example.com');
    expect(waitOf(() => limiter.attempt('1.1.1.1', 'c@example.com'))).toBe(40);
    expect(waitOf(() => limiter.attempt('9.9.9.9', 'c@example.com'))).toBe(0);
  });
});
