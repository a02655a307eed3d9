import type { Webhook, WebhookInvocationList } from '@docsift/core/webhook';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showFlash } from '../../components/flash.tsx';
import { errorText } from '../../lib/http/error-text.ts';
import { withInvocation } from './webhook-cache.ts';
import { resendInvocation, webhookKeys } from './webhooks-api.ts';

/**
 * "Resend" of a failed attempt: its answer joins the open list at once (the live event may come
 * later, and is then a no-op); a refusal (received meanwhile, upload gone) reports as a flash.
 */
export function useResendInvocation(webhook: Webhook) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invocationId: string) => resendInvocation(webhook.id, invocationId),
    onSuccess: (invocation) => {
      queryClient.setQueryData<WebhookInvocationList>(
        webhookKeys.invocations(webhook.id),
        (list) => list && withInvocation(list, invocation),
      );
      void queryClient.invalidateQueries({ queryKey: webhookKeys.list(webhook.target) });
    },
    onError: (error) => void showFlash({ type: 'danger', message: errorText(t, error) }),
  });
}
