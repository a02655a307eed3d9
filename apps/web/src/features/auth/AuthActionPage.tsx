import { httpStatusOf } from '@docsift/core/errors';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { ApiError } from '../../lib/http/api-error.ts';
import { applyLanguage } from '../../lib/i18n/i18n.ts';
import { parseLanguage } from '../../lib/i18n/language-preference.ts';
import { verifyActionCode } from './auth-api.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { NewPasswordForm } from './NewPasswordForm.tsx';

const invalidLink = new ApiError(
  'auth/invalid-action-code',
  httpStatusOf('auth/invalid-action-code'),
);

/** The e-mailed link: /auth/action?mode=resetPassword&oobCode=…&lang=… */
export function AuthActionPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const mode = params.get('mode') ?? '';
  const oobCode = params.get('oobCode') ?? '';
  const lang = parseLanguage(params.get('lang'));
  const isResetLink = mode === 'resetPassword' && oobCode !== '';
  const verified = useQuery({
    queryKey: ['auth', 'action', oobCode],
    queryFn: () => verifyActionCode(mode, oobCode),
    enabled: isResetLink,
    retry: false,
  });

  useEffect(() => {
    if (lang) void applyLanguage(lang);
  }, [lang]);

  return (
    <AuthLayout title={t('auth.action.title')}>
      <Title order={1} size="h2" mb="md">
        {t('auth.action.title')}
      </Title>
      {isResetLink && verified.isPending && <PageLoader label={t('common.loading')} />}
      {(!isResetLink || verified.isError) && (
        <Stack align="flex-start">
          <ErrorCard error={invalidLink} />
          <Anchor component={Link} to="/reset">
            {t('auth.reset.title')}
          </Anchor>
        </Stack>
      )}
      {verified.data && (
        <>
          <Text mb="md" data-testid="action-email">
            {t('auth.action.account')}: <strong>{verified.data.email}</strong>
          </Text>
          <NewPasswordForm oobCode={oobCode} />
        </>
      )}
      <Text ta="center" mt="lg" fz="sm">
        <Anchor component={Link} to="/login" fz="sm">
          {t('auth.back_to_login')}
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
