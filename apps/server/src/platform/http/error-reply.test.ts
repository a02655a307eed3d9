import { AppError } from '@docsift/core/errors';
import { describe, expect, it } from 'vitest';
import { toErrorReply } from './error-reply.ts';

describe('toErrorReply', () => {
  it('counts outages and bugs as unexpected, not what the configuration answers', () => {
    expect(toErrorReply(new AppError('internal'))).toMatchObject({
      status: 500,
      isUnexpected: true,
    });
    expect(toErrorReply(new AppError('payment/not-configured'))).toMatchObject({
      status: 501,
      isUnexpected: false,
      body: { error: { code: 'payment/not-configured' } },
    });
    expect(toErrorReply(new Error('boom'))).toMatchObject({ status: 500, isUnexpected: true });
  });

  it('answers a client error with its catalogue code', () => {
    expect(toErrorReply(new AppError('credits/depleted'))).toMatchObject({
      isUnexpected: false,
      body: { error: { code: 'credits/depleted' } },
    });
  });
});
