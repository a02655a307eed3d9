import type { ResetRequestBody } from '@docsift/core/auth';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiForm } from '../../lib/forms/use-api-form.ts';
import { currentLanguage } from '../../lib/i18n/i18n.ts';
import { requestPasswordReset } from './auth-api.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { ErrorCard } from '../../components/ErrorCard.tsx';

const loadSchema = () =>
  import('@docsift/core/auth').then((module) => module.resetRequestBodySchema);

export function ResetPage() {
  const { t } = useTranslation();
  const [isSent, setIsSent] = useState(false);
  const { form, field, formError, submit } = useApiForm<ResetRequestBody>(loadSchema, {
    email: '',
  });

  const onSubmit = submit(async ({ email }) => {
    await requestPasswordReset({ email, language: currentLanguage() });
    setIsSent(true);
  });

  return (
    <AuthLayout title={t('auth.reset.title')}>
      <Title order={1} size="h2" mb="md">
        {t('auth.reset.title')}
      </Title>
      {isSent ? (
        <Alert color="teal" variant="light" role="status" data-testid="reset-success">
          {t('auth.reset.success')}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Text fz="sm">{t('auth.reset.intro')}</Text>
            <ErrorCard error={formError} />
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              {...field('email')}
            />
            <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
              {t('auth.reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Text ta="center" mt="lg" fz="sm">
        <Anchor component={Link} to="/login" fz="sm">
          {t('auth.back_to_login')}
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
