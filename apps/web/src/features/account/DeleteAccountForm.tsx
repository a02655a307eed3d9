import { canDeleteAccount } from '@docsift/core/auth';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { useSignedInMe } from '../auth/me-query.ts';
import { deleteAccount } from './account-api.ts';

/** The button is enabled only when the typed e-mail equals the account's exactly. */
export function DeleteAccountForm() {
  const { t } = useTranslation();
  const me = useSignedInMe();
  const [typed, setTyped] = useState('');
  const isConfirmed = canDeleteAccount(typed, me.email);
  const deletion = useMutation({
    mutationFn: deleteAccount,
    // A full navigation: the session is gone and no cached data of the account may remain.
    onSuccess: () => window.location.assign('/accountdeleted'),
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (isConfirmed) deletion.mutate({ email: typed });
      }}
      noValidate
    >
      <Stack>
        <Text fz="sm">{t('account.delete_intro')}</Text>
        <ErrorCard error={deletion.error} />
        <TextInput
          label={t('account.delete_confirm_label')}
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            color="red"
            disabled={!isConfirmed}
            loading={deletion.isPending || deletion.isSuccess}
          >
            {t('account.delete_submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
