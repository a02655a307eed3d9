import type { LoginBody } from '@docsift/core/auth';
import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useApiForm } from '../../lib/forms/use-api-form.ts';
import { applyLanguage } from '../../lib/i18n/i18n.ts';
import { login } from './auth-api.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { useSetMe } from './me-query.ts';
import { OidcSignIn } from './OidcSignIn.tsx';
import { useFlashParam } from './use-flash-param.ts';

const loadSchema = () => import('@docsift/core/auth').then((module) => module.loginBodySchema);

export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const r = params.get('r');
  useFlashParam();

  return (
    <AuthLayout title={t('auth.login.title')}>
      <Title order={1} size="h2" mb="lg">
        {t('auth.login.title')}
      </Title>
      <LoginForm />
      <OidcSignIn r={r} />
      <Text ta="center" mt="lg" fz="sm">
        {t('auth.login.no_account')}{' '}
        <Anchor
          component={Link}
          to={r ? `/register?${new URLSearchParams({ r })}` : '/register'}
          fz="sm"
        >
          {t('auth.login.register_link')}
        </Anchor>
      </Text>
    </AuthLayout>
  );
}

/** A component of its own: react-hook-form re-renders the form as it mounts, not the page. */
function LoginForm() {
  const { t } = useTranslation();
  const setMe = useSetMe();
  const { form, field, formError, submit } = useApiForm<LoginBody>(loadSchema, {
    email: '',
    password: '',
  });

  // Setting the user lets GuestOnly continue to r (or the dashboard).
  const onSubmit = submit(async (values) => {
    const me = await login(values);
    await applyLanguage(me.settings.language);
    setMe(me);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <ErrorCard error={formError} />
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          {...field('email')}
        />
        <TextInput
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/reset" fz="sm">
            {t('auth.login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
