import type { Webhook, WebhookInvocation, WebhookList } from '@docsift/core/webhook';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../components/dialogs/confirm-action.tsx';
import { showFlash } from '../../components/flash.tsx';
import { putWebhook } from './webhook-cache.ts';
import { deleteWebhook, sendTestDelivery, updateWebhook, webhookKeys } from './webhooks-api.ts';
import { useNotifiedMutation } from '../../components/use-notified-mutation.ts';

/** The switch, "send test" and delete of one webhook in the list; failures report as flashes. */
export function useWebhookActions(webhook: Webhook) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const listKey = webhookKeys.list(webhook.target);

  const toggle = useNotifiedMutation({
    mutationFn: (enabled: boolean) => updateWebhook(webhook.id, { enabled }),
    onSuccess: (updated) => putWebhook(queryClient, updated),
  });

  const test = useNotifiedMutation({
    mutationFn: () => sendTestDelivery(webhook.id),
    onSuccess: (invocation) => {
      void showTestResult(invocation);
      void queryClient.invalidateQueries({ queryKey: listKey });
      void queryClient.invalidateQueries({ queryKey: webhookKeys.invocations(webhook.id) });
    },
  });
  const showTestResult = ({ status, durationMs, error }: WebhookInvocation) =>
    error == null
      ? showFlash({
          message: t('webhooks.test_delivered', { status, duration: Math.round(durationMs) }),
        })
      : // A failure stays until closed: its text is what the user has to act on.
        showFlash({
          type: 'danger',
          message: t('webhooks.test_failed', { error }),
          withCloseButton: true,
        });

  const remove = useNotifiedMutation({
    mutationFn: () => deleteWebhook(webhook.id),
    onSuccess: () => {
      queryClient.setQueryData<WebhookList>(
        listKey,
        (list) => list && { webhooks: list.webhooks.filter((w) => w.id !== webhook.id) },
      );
      queryClient.removeQueries({ queryKey: webhookKeys.invocations(webhook.id) });
      void showFlash({ message: t('successfully_deleted') });
    },
  });
  const confirmRemove = async () => {
    if (await confirmDelete(t)) remove.mutate();
  };

  return { toggle, test, remove, confirmRemove };
}
