import type {
  Webhook,
  WebhookInvocation,
  WebhookInvocationList,
  WebhookList,
} from '@docsift/core/webhook';
import { MAX_WEBHOOK_INVOCATIONS_LISTED } from '@docsift/core/webhook';
import type { QueryClient } from '@tanstack/react-query';
import { updateLoadedQueries } from '../../lib/query/invalidated-first-reads.ts';
import { webhookKeys } from './webhooks-api.ts';

/** The list with `webhook` in place of its older copy; a spec the list lacks is not added. */
export const withWebhook = (list: WebhookList, webhook: Webhook): WebhookList => ({
  webhooks: list.webhooks.map((known) => (known.id === webhook.id ? webhook : known)),
});

/** The latest invocations with a new one on top, once, still at most as many as the server lists. */
export function withInvocation(
  list: WebhookInvocationList,
  invocation: WebhookInvocation,
): WebhookInvocationList {
  if (list.invocations.some(({ id }) => id === invocation.id)) return list;
  return {
    invocations: [invocation, ...list.invocations]
      .sort((a, b) => b.created - a.created)
      .slice(0, MAX_WEBHOOK_INVOCATIONS_LISTED),
  };
}

/** Puts a spec as the server now has it into the loaded list of its doctype. */
export function putWebhook(queryClient: QueryClient, webhook: Webhook): void {
  updateLoadedQueries<WebhookList>(queryClient, webhookKeys.list(webhook.target), (list) =>
    withWebhook(list, webhook),
  );
}

/** A delivery attempt seen live: the count in the list and the open invocations dialog follow. */
export function putInvocation(
  queryClient: QueryClient,
  webhook: Webhook,
  invocation: WebhookInvocation,
): void {
  putWebhook(queryClient, webhook);
  updateLoadedQueries<WebhookInvocationList>(
    queryClient,
    webhookKeys.invocations(webhook.id),
    (list) => withInvocation(list, invocation),
  );
}
