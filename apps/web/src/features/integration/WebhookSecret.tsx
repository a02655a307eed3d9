import '@mantine/core/styles/PasswordInput.css';
import type { Webhook } from '@docsift/core/webhook';
import { Button, CopyButton, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { putWebhook } from './webhook-cache.ts';
import { rotateWebhookSecret } from './webhooks-api.ts';

/**
 * The key receivers check the signature with: hidden until shown, copied with one click, replaced
 * after an inline question (a confirm dialog would unmount the edit dialog under it).
 */
export function WebhookSecret({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState(webhook.secret);
  const [isAsking, setAsking] = useState(false);
  const rotate = useMutation({
    mutationFn: () => rotateWebhookSecret(webhook.id),
    onSuccess: (updated) => {
      setSecret(updated.secret);
      setAsking(false);
      putWebhook(queryClient, updated);
    },
  });
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <PasswordInput
          label={t('webhooks.secret')}
          description={t('webhooks.secret_hint')}
          value={secret}
          readOnly
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t('webhooks.show_secret') }}
          style={{ flex: 1 }}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy} color={copied ? 'teal' : undefined}>
              {copied ? t('webhooks.copied') : t('webhooks.copy_secret')}
            </Button>
          )}
        </CopyButton>
        {!isAsking && (
          <Button variant="default" onClick={() => setAsking(true)}>
            {t('webhooks.rotate_secret')}
          </Button>
        )}
      </Group>
      {isAsking && (
        <Group gap="xs" justify="flex-end" role="group" aria-label={t('webhooks.rotate_secret')}>
          <Text size="sm">{t('webhooks.rotate_question')}</Text>
          <Button variant="default" size="xs" onClick={() => setAsking(false)}>
            {t('common.cancel')}
          </Button>
          <Button color="red" size="xs" loading={rotate.isPending} onClick={() => rotate.mutate()}>
            {t('webhooks.rotate_confirm')}
          </Button>
        </Group>
      )}
      <ErrorCard error={rotate.error} />
    </Stack>
  );
}
