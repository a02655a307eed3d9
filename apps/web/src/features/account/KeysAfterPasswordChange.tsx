import { Alert, Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../components/dialogs/confirm-action.tsx';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { showFlash } from '../../components/flash.tsx';
import { apiKeysQueryKey, revokeApiKey, useApiKeys } from './api-keys-api.ts';

/**
 * Shown once a password was changed while API keys exist: the keys keep working, which is right
 * for a routine change and wrong for a leaked password, so the user decides (issue 27 item 11).
 */
export function KeysAfterPasswordChange({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const keys = useApiKeys();
  const [error, setError] = useState<unknown>(null);
  const [isRevoking, setRevoking] = useState(false);
  const count = keys.data?.length ?? 0;
  if (count === 0) return null;

  const revokeAll = async () => {
    const isConfirmed = await confirmAction({
      title: t('api_keys.revoke_all_title'),
      message: t('api_keys.revoke_all_message', { count }),
      confirm: t('api_keys.revoke_all'),
      cancel: t('common.cancel'),
      danger: true,
    });
    if (!isConfirmed) return;
    setRevoking(true);
    setError(null);
    try {
      for (const key of keys.data ?? []) await revokeApiKey(key.id);
      void showFlash({ message: t('api_keys.revoked_all', { count }) });
      onClose();
    } catch (cause) {
      setError(cause);
    } finally {
      setRevoking(false);
      void queryClient.invalidateQueries({ queryKey: apiKeysQueryKey });
    }
  };

  return (
    <Alert
      color="yellow"
      title={t('api_keys.after_password_title')}
      data-testid="keys-after-password"
    >
      <Text size="sm">{t('api_keys.after_password', { count })}</Text>
      <ErrorCard error={error} />
      <Group mt="sm" gap="sm">
        <Button color="red" size="xs" loading={isRevoking} onClick={() => void revokeAll()}>
          {t('api_keys.revoke_all')}
        </Button>
        <Button variant="default" size="xs" onClick={onClose}>
          {t('api_keys.keep_keys')}
        </Button>
      </Group>
    </Alert>
  );
}
