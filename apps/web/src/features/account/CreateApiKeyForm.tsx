import type { CreateApiKeyBody, CreatedApiKey } from '@docsift/core/api-key';
import { Alert, Button, Code, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { useApiForm } from '../../lib/forms/use-api-form.ts';
import { apiKeysQueryKey, createApiKey } from './api-keys-api.ts';

const loadSchema = () =>
  import('@docsift/core/api-key').then((module) => module.createApiKeyBodySchema);

/** Names a new key; its secret is shown here once, with a copy button, until dismissed. */
export function CreateApiKeyForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<CreatedApiKey>();
  const { form, errorOf, formError, reset, submit } = useApiForm<CreateApiKeyBody>(loadSchema, {
    name: '',
  });

  const onSubmit = submit(async (values) => {
    setCreated(await createApiKey(values));
    reset({ name: '' });
    await queryClient.invalidateQueries({ queryKey: apiKeysQueryKey });
  });

  return (
    <Stack>
      {created && (
        <Alert
          color="teal"
          variant="light"
          title={t('api_keys.created_title', { name: created.name })}
        >
          <Stack gap="xs">
            <Text fz="sm">{t('api_keys.created_once')}</Text>
            <Code block data-testid="api-key-secret">
              {created.key}
            </Code>
            <Group justify="flex-end">
              <CopyButton value={created.key}>
                {({ copied, copy }) => (
                  <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
                    {copied ? t('api_keys.copied') : t('api_keys.copy')}
                  </Button>
                )}
              </CopyButton>
              <Button variant="subtle" onClick={() => setCreated(undefined)}>
                {t('api_keys.done')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <ErrorCard error={formError} />
          <Group align="flex-end">
            {/* A floor on its width: on a phone the button wraps below instead of squeezing the hint. */}
            <TextInput
              flex={1}
              miw={240}
              label={t('api_keys.name')}
              description={t('api_keys.name_hint')}
              autoComplete="off"
              {...form.register('name')}
              error={errorOf('name') && t('api_keys.name_invalid')}
            />
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('api_keys.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
