import type { Webhook, WebhookInvocation } from '@docsift/core/webhook';
import { MAX_WEBHOOK_INVOCATIONS_LISTED } from '@docsift/core/webhook';
import { describe, expect, it } from 'vitest';
import { withInvocation, withWebhook } from './webhook-cache.ts';

const invocation = (n: number): WebhookInvocation => ({
  id: `invocation-${n}`,
  webhook: 'webhookspec-1',
  created: n * 1000,
  webhookRequest: { httpMethod: 'POST', url: 'https://hooks.example.com/in' },
  upload: null,
  attempt: 1,
  status: 200,
  durationMs: 12,
  error: null,
  delivery: `delivery-${n}`,
});

const webhook = (id: string, invocations: number) =>
  ({ id, title: id, invocations }) as unknown as Webhook;

describe('a live invocation', () => {
  it('goes on top of the list once, which keeps the latest 20', () => {
    const full = {
      invocations: Array.from({ length: MAX_WEBHOOK_INVOCATIONS_LISTED }, (_, i) =>
        invocation(MAX_WEBHOOK_INVOCATIONS_LISTED - i),
      ),
    };
    const next = withInvocation(full, invocation(100));
    expect(next.invocations).toHaveLength(MAX_WEBHOOK_INVOCATIONS_LISTED);
    expect(next.invocations[0]!.id).toBe('invocation-100');
    expect(next.invocations.at(-1)!.id).toBe('invocation-2');
    expect(withInvocation(next, invocation(100))).toBe(next);
  });

  it('that arrives after a newer one (a slow receiver) sorts below it', () => {
    const list = { invocations: [invocation(5)] };
    expect(withInvocation(list, invocation(3)).invocations.map(({ id }) => id)).toEqual([
      'invocation-5',
      'invocation-3',
    ]);
  });

  it('updates the count of its spec and leaves the others and unknown specs alone', () => {
    const list = { webhooks: [webhook('a', 1), webhook('b', 4)] };
    expect(withWebhook(list, webhook('a', 2)).webhooks.map((w) => w.invocations)).toEqual([2, 4]);
    expect(withWebhook(list, webhook('c', 9)).webhooks.map((w) => w.id)).toEqual(['a', 'b']);
  });
});
