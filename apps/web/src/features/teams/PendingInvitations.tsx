import type { Invitation, Member } from '@docsift/core/team';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { showFlash } from '../../components/flash.tsx';
import { inviterName } from './member-name.ts';
import { revokeInvitation } from './teams-api.ts';

interface PendingInvitationsProps {
  doctypeId: string;
  invitations: Invitation[];
  /** To name an inviter without a display name. */
  members: Member[];
  onRevoked: () => void;
}

/** Invitations mailed to addresses without an account, each revocable until it is accepted. */
export function PendingInvitations(props: PendingInvitationsProps) {
  const { doctypeId, invitations, members, onRevoked } = props;
  const { t, i18n } = useTranslation();
  const revoke = useMutation({
    mutationFn: (invitation: Invitation) => revokeInvitation(doctypeId, invitation.id),
    onSuccess: (_, invitation) => {
      onRevoked();
      void showFlash({ message: t('teams.revoked', { email: invitation.email }) });
    },
  });
  if (invitations.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="team-invitations">
      <Title order={3} size="h5">
        {t('teams.pending')}
      </Title>
      {invitations.map((invitation) => (
        <Group
          key={invitation.id}
          justify="space-between"
          wrap="nowrap"
          data-testid="team-invitation"
        >
          <div>
            <Text size="sm">{invitation.email}</Text>
            <Text size="xs" c="dimmed">
              {invitation.invitedBy &&
                `${t('teams.invited_by', { name: inviterName(invitation.invitedBy, members) })} · `}
              {t('teams.expires', {
                date: new Date(invitation.expires).toLocaleDateString(i18n.language),
              })}
            </Text>
          </div>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            aria-label={t('teams.revoke_label', { email: invitation.email })}
            loading={revoke.isPending && revoke.variables.id === invitation.id}
            onClick={() => revoke.mutate(invitation)}
          >
            {t('teams.revoke')}
          </Button>
        </Group>
      ))}
      <ErrorCard error={revoke.error} />
    </Stack>
  );
}
