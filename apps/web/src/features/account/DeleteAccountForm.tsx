import { canDeleteAccount } from '@docsift/core/auth';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/http/api-error.ts';
import { FormError } from '../auth/FormError.tsx';
import { useSignedInMe } from '../auth/me-query.ts';
import { deleteAccount } from './account-api.ts';

/** The button is enabled only when the typed e-mail equals the account's exactly. */
export function DeleteAccountForm() {
  const { t } = useTranslation();
  const me = useSignedInMe();
  const [typed, setTyped] = useState('');
  const [isDeleting, setIsDeleting] = useState(false);
  const [errorCode, setErrorCode] = useState<string>();

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!canDeleteAccount(typed, me.email)) return;
    setIsDeleting(true);
    setErrorCode(undefined);
    try {
      await deleteAccount({ email: typed });
      // A full navigation: the session is gone and no cached data of the account may remain.
      window.location.assign('/accountdeleted');
    } catch (error) {
      setErrorCode(error instanceof ApiError ? error.code : 'internal');
      setIsDeleting(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack>
        <Text fz="sm">{t('account.delete_intro')}</Text>
        <FormError message={errorCode ? t(`errors.${errorCode}`) : undefined} />
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
            disabled={!canDeleteAccount(typed, me.email)}
            loading={isDeleting}
          >
            {t('account.delete_submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
