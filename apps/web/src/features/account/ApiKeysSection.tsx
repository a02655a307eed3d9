import type { ApiKey } from '@docsift/core/api-key';
import { Anchor, Button, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { confirmAction } from '../../components/dialogs/confirm-action.tsx';
import { showFlash } from '../../components/flash.tsx';
import { apiKeysQueryKey, revokeApiKey, useApiKeys } from './api-keys-api.ts';
import { CreateApiKeyForm } from './CreateApiKeyForm.tsx';

/** The caller's API keys: made here, listed by prefix and use, revoked after a confirmation. */
export function ApiKeysSection() {
  const { t } = useTranslation();
  const keys = useApiKeys();
  return (
    <Stack>
      <Text fz="sm">
        {t('api_keys.intro')} {/* In the sentence's size, not the anchor's own larger default. */}
        <Anchor href="/api/docs" target="_blank" inherit>
          {t('api_keys.reference')}
        </Anchor>
      </Text>
      <CreateApiKeyForm />
      <ErrorCard error={keys.error} />
      {keys.data?.length === 0 && (
        <Text fz="sm" c="dimmed">
          {t('api_keys.none')}
        </Text>
      )}
      {keys.data && keys.data.length > 0 && <ApiKeyTable apiKeys={keys.data} />}
    </Stack>
  );
}

function ApiKeyTable({ apiKeys }: { apiKeys: ApiKey[] }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const askRevoke = async (apiKey: ApiKey) => {
    const isConfirmed = await confirmAction({
      title: t('api_keys.revoke_title'),
      message: t('api_keys.revoke_message', { name: apiKey.name }),
      confirm: t('api_keys.revoke'),
      cancel: t('common.cancel'),
      danger: true,
    });
    if (!isConfirmed) return;
    revoke.mutate(apiKey.id, {
      onSuccess: () => void showFlash({ message: t('api_keys.revoked') }),
    });
  };

  return (
    <>
      <ErrorCard error={revoke.error} />
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="xs" aria-label={t('api_keys.list')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('api_keys.name')}</Table.Th>
              <Table.Th>{t('api_keys.prefix')}</Table.Th>
              <Table.Th>{t('api_keys.created')}</Table.Th>
              <Table.Th>{t('api_keys.last_used')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {apiKeys.map((apiKey) => (
              <Table.Tr key={apiKey.id}>
                <Table.Td>{apiKey.name}</Table.Td>
                <Table.Td>
                  <Text ff="monospace" fz="sm">
                    {apiKey.prefix}…
                  </Text>
                </Table.Td>
                <Table.Td>{date.format(apiKey.created)}</Table.Td>
                <Table.Td>
                  {apiKey.lastUsed === null ? t('api_keys.never') : date.format(apiKey.lastUsed)}
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={t('api_keys.revoke_named', { name: apiKey.name })}
                    loading={revoke.isPending && revoke.variables === apiKey.id}
                    onClick={() => void askRevoke(apiKey)}
                  >
                    {t('api_keys.revoke')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
