import type { RegisterBody } from '@docsift/core/auth';
import { Anchor, Button, Checkbox, Stack, Text, TextInput, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useApiForm } from '../../lib/forms/use-api-form.ts';
import { currentLanguage } from '../../lib/i18n/i18n.ts';
import { register } from './auth-api.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { useSetMe } from './me-query.ts';
import { OidcSignIn } from './OidcSignIn.tsx';

const loadSchema = () => import('@docsift/core/auth').then((module) => module.registerBodySchema);

export function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const r = params.get('r');

  return (
    <AuthLayout title={t('auth.register.title')}>
      <Title order={1} size="h2" mb="lg">
        {t('auth.register.title')}
      </Title>
      <RegisterForm />
      <OidcSignIn r={r} />
      <Text ta="center" mt="lg" fz="sm">
        {t('auth.register.have_account')}{' '}
        <Anchor component={Link} to={r ? `/login?${new URLSearchParams({ r })}` : '/login'} fz="sm">
          {t('auth.register.login_link')}
        </Anchor>
      </Text>
    </AuthLayout>
  );
}

/** A component of its own: react-hook-form re-renders the form as it mounts, not the page. */
function RegisterForm() {
  const { t } = useTranslation();
  const setMe = useSetMe();
  const { form, field, formError, submit } = useApiForm<RegisterBody>(loadSchema, {
    email: '',
    displayName: '',
    password: '',
  });

  // The new account keeps the language the visitor is using; GuestOnly then continues to r.
  const onSubmit = submit(async ({ displayName, ...values }) => {
    const me = await register({
      ...values,
      displayName: displayName || undefined,
      language: currentLanguage(),
    });
    setMe(me);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <ErrorCard error={formError} />
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          {...field('email')}
        />
        <TextInput
          label={t('fields.display_name_optional')}
          autoComplete="name"
          {...field('displayName')}
        />
        <TextInput
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          {...field('password')}
        />
        <Checkbox
          {...field('privacy')}
          label={
            <Trans
              i18nKey="auth.register.privacy"
              components={{
                privacy: <Anchor component={Link} to="/privacy" target="_blank" fz="sm" inherit />,
              }}
            />
          }
        />
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
          {t('auth.register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
