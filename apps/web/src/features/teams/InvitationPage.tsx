import type { AcceptedInvitation } from '@docsift/core/team';
import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { showFlash } from '../../components/flash.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { errorCodeOf, isNotFound } from '../../lib/http/api-error.ts';
import { signOut } from '../auth/sign-out.ts';
import { doctypeRecordsPath } from '../../lib/navigation/doctype-paths.ts';
import { doctypesQueryKey } from '../../lib/query/shared-query-keys.ts';
import { acceptInvitation } from './teams-api.ts';

/**
 * The invitation mail's link (`/invitations/<token>`). Signed out, the auth guard sends the
 * visitor to sign in or register first and back here; then the invitation is accepted once and
 * the doctype opens. A used, expired, revoked or other account's link says why it cannot join;
 * signed in with another account, the invitee can sign out and come back here with the right one.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: acceptInvitation,
    onSuccess: async (joined: AcceptedInvitation) => {
      await queryClient.invalidateQueries({ queryKey: doctypesQueryKey });
      await navigate(doctypeRecordsPath(encodeURIComponent(joined.doctype)), { replace: true });
      void showFlash({ message: t('teams.invitation.joined', { title: joined.title }) });
    },
  });
  // Accepting is once only: a second request (a re-render, React's strict double effect) would
  // answer "already used".
  const acceptedToken = useRef<string | null>(null);
  useEffect(() => {
    if (acceptedToken.current === token) return;
    acceptedToken.current = token;
    accept.mutate(token);
  }, [accept, token]);

  return (
    <Stack maw={560} data-testid="invitation-page">
      <PageTitle>{t('teams.invitation.title')}</PageTitle>
      {accept.isError ? (
        <>
          <Text fw={600}>{t('teams.invitation.failed')}</Text>
          {isNotFound(accept.error) ? (
            <Text role="alert">{t('teams.invitation.not_found')}</Text>
          ) : (
            <ErrorCard error={accept.error} />
          )}
          <Group>
            {errorCodeOf(accept.error) === 'team/invitation-other-account' && (
              <Button onClick={() => void signOut(`/invitations/${token}`)}>
                {t('teams.invitation.switch_account')}
              </Button>
            )}
            <Anchor component={Link} to="/dashboard">
              {t('teams.invitation.to_dashboard')}
            </Anchor>
          </Group>
        </>
      ) : (
        <Text c="dimmed">
          <Loader size="xs" mr="xs" aria-hidden />
          {t('teams.invitation.joining')}
        </Text>
      )}
    </Stack>
  );
}
