import type { WebhookInvocation } from '@docsift/core/webhook';
import { describe, expect, it } from 'vitest';
import { resendableIds } from './resendable-invocations.ts';

const attempt = (id: string, delivery: string | null, status: number): WebhookInvocation => ({
  id,
  webhook: 'webhookspec-1',
  created: 0,
  webhookRequest: { httpMethod: 'POST', url: 'https://hooks.example.com/in' },
  upload: null,
  attempt: 1,
  status,
  durationMs: 5,
  error: status === 200 ? null : `The receiver answered ${status}`,
  delivery,
});

describe('resendableIds', () => {
  it('offers the newest attempt of each delivery that never got through', () => {
    const newestFirst = [
      attempt('invocation-4', 'delivery-b', 503),
      attempt('invocation-3', 'delivery-a', 200),
      attempt('invocation-2', 'delivery-b', 500),
      attempt('invocation-1', 'delivery-a', 500),
    ];
    expect([...resendableIds(newestFirst)]).toEqual(['invocation-4']);
  });

  it('offers nothing for an attempt that names no delivery', () => {
    expect(resendableIds([attempt('invocation-1', null, 500)]).size).toBe(0);
  });
});
