import { Button, Divider } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { safeRedirectPath } from '../../lib/navigation/safe-redirect.ts';
import { authProvidersQueryKey, fetchAuthProviders, oidcStartUrl } from './auth-api.ts';

/** Third-party sign-in, offered only when the server has an OIDC provider configured. */
export function OidcSignIn({ r }: { r: string | null }) {
  const { t } = useTranslation();
  const providers = useQuery({
    queryKey: authProvidersQueryKey,
    queryFn: fetchAuthProviders,
    staleTime: Infinity,
  });
  const oidc = providers.data?.oidc;
  if (!oidc) return null;
  return (
    <>
      <Divider label={t('auth.or')} labelPosition="center" my="md" />
      <Button
        component="a"
        href={oidcStartUrl(safeRedirectPath(r))}
        variant="default"
        fullWidth
        data-testid="oidc-sign-in"
      >
        {t('auth.oidc_sign_in', { name: oidc.name })}
      </Button>
    </>
  );
}
