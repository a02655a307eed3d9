import type { Webhook, WebhookInvocationList } from '@docsift/core/webhook';
import { useQueryClient } from '@tanstack/react-query';
import { withInvocation } from './webhook-cache.ts';
import { resendInvocation, webhookKeys } from './webhooks-api.ts';
import { useNotifiedMutation } from '../../components/use-notified-mutation.ts';

/**
 * "Resend" of a failed attempt: its answer joins the open list at once (the live event may come
 * later, and is then a no-op); a refusal (received meanwhile, upload gone) reports as a flash.
 */
export function useResendInvocation(webhook: Webhook) {
  const queryClient = useQueryClient();
  return useNotifiedMutation({
    mutationFn: (invocationId: string) => resendInvocation(webhook.id, invocationId),
    onSuccess: (invocation) => {
      queryClient.setQueryData<WebhookInvocationList>(
        webhookKeys.invocations(webhook.id),
        (list) => list && withInvocation(list, invocation),
      );
      void queryClient.invalidateQueries({ queryKey: webhookKeys.list(webhook.target) });
    },
  });
}
