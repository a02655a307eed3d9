import type { ChangePasswordBody } from '@docsift/core/auth';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { showFlash } from '../../components/flash.tsx';
import { useApiForm } from '../../lib/forms/use-api-form.ts';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { useSetMe, useSignedInMe } from '../auth/me-query.ts';
import { changePassword } from './account-api.ts';
import { isAfterPasswordReset } from '../../lib/navigation/after-password-reset.ts';
import { KeysAfterPasswordChange } from './KeysAfterPasswordChange.tsx';

const loadSchema = () =>
  import('@docsift/core/auth').then((module) => module.changePasswordBodySchema);

const empty = { currentPassword: '', password: '', repeat: '' };

/** Set a password (OIDC-only accounts) or change it, which needs the current one. */
export function PasswordForm() {
  const { t } = useTranslation();
  const me = useSignedInMe();
  const setMe = useSetMe();
  const { form, field, formError, submit } = useApiForm<ChangePasswordBody>(loadSchema, empty);
  const [params] = useSearchParams();
  const [isChanged, setChanged] = useState(() => isAfterPasswordReset(params));

  const onSubmit = submit(async ({ currentPassword, ...values }) => {
    await changePassword(me.hasPassword ? { ...values, currentPassword } : values);
    form.reset(empty);
    if (!me.hasPassword) setMe({ ...me, hasPassword: true });
    void showFlash({ message: t('successfully_saved') });
    setChanged(true);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {!me.hasPassword && <Text fz="sm">{t('account.password_set_intro')}</Text>}
        <ErrorCard error={formError} />
        {isChanged && <KeysAfterPasswordChange onClose={() => setChanged(false)} />}
        {me.hasPassword && (
          <TextInput
            label={t('fields.current_password')}
            type="password"
            autoComplete="current-password"
            {...field('currentPassword')}
          />
        )}
        <TextInput
          label={t('fields.new_password')}
          type="password"
          autoComplete="new-password"
          {...field('password')}
        />
        <TextInput
          label={t('fields.repeat_password')}
          type="password"
          autoComplete="new-password"
          {...field('repeat')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('account.password_submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
