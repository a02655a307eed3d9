import { describe, expect, it } from 'vitest';
import { createAuthRateLimiter } from './auth-rate-limiter.ts';

describe('auth rate limiter', () => {
  it('counts e-mails case-insensitively and opens again after the window', () => {
    let time = 0;
    const limiter = createAuthRateLimiter(
      { perIpPerMinute: 100, perEmailPerQuarterHour: 2 },
      () => time,
    );
    limiter.attempt('1.1.1.1', 'a@example.com');
    limiter.attempt('2.2.2.2', 'A@Example.com ');
    expect(() => limiter.attempt('3.3.3.3', 'a@example.com')).toThrow(
      expect.objectContaining({ code: 'auth/too-many-requests' }),
    );
    time += 15 * 60_000;
    expect(() => limiter.attempt('3.3.3.3', 'a@example.com')).not.toThrow();
  });

  it('limits one IP across many addresses', () => {
    const limiter = createAuthRateLimiter({ perIpPerMinute: 2, perEmailPerQuarterHour: 100 });
    limiter.attempt('1.1.1.1', 'a@example.com');
    limiter.attempt('1.1.1.1', 'b@example.com');
    expect(() => limiter.attempt('1.1.1.1', 'c@example.com')).toThrow();
    expect(() => limiter.attempt('9.9.9.9', 'c@example.com')).not.toThrow();
  });
});
