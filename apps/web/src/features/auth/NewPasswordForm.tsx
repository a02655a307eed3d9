import type { ResetConfirmBody } from '@docsift/core/auth';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiForm } from '../../lib/forms/use-api-form.ts';
import { afterPasswordResetPath } from '../../lib/navigation/after-password-reset.ts';
import { confirmPasswordReset } from './auth-api.ts';
import { ErrorCard } from '../../components/ErrorCard.tsx';

const loadSchema = () =>
  import('@docsift/core/auth').then((module) => module.resetConfirmBodySchema);

export function NewPasswordForm({ oobCode }: { oobCode: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, field, formError, submit } = useApiForm<ResetConfirmBody>(loadSchema, {
    mode: 'resetPassword',
    oobCode,
    password: '',
    repeat: '',
  });

  const onSubmit = submit(async (values) => {
    await confirmPasswordReset(values);
    await navigate(`/login?${new URLSearchParams({ flash: 'saved', r: afterPasswordResetPath })}`);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <ErrorCard error={formError} />
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
        <Text fz="sm">{t('auth.action.keys_survive')}</Text>
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
          {t('auth.action.submit')}
        </Button>
      </Stack>
    </form>
  );
}
