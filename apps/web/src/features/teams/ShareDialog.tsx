import type { Doctype } from '@docsift/core/doctype';
import { Loader, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { useSignedInMe } from '../auth/me-query.ts';
import { InviteForm } from './InviteForm.tsx';
import { PendingInvitations } from './PendingInvitations.tsx';
import { TeamMembers } from './TeamMembers.tsx';
import { teamKeys, useIsDoctypeAuthor, useTeam } from './teams-api.ts';

interface ShareDialogProps {
  doctype: Doctype;
  /** The team changed: the doctype (its team, the dashboard's shared icon) reloads. */
  onTeamChanged: () => void;
}

/** The author's sharing: invite by e-mail, the members, the invitations still open. */
export function ShareDialog({ doctype, onTeamChanged }: ShareDialogProps) {
  const { t } = useTranslation();
  const me = useSignedInMe();
  const queryClient = useQueryClient();
  const team = useTeam(doctype.id);
  const isAuthor = useIsDoctypeAuthor(doctype);
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: teamKeys.one(doctype.id) });
    onTeamChanged();
  };

  return (
    <Stack data-testid="share-dialog">
      <InviteForm doctypeId={doctype.id} onInvited={changed} />
      <Title order={3} size="h5">
        {t('teams.members')}
      </Title>
      {team.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      <ErrorCard error={team.error} />
      {team.data && (
        <>
          <TeamMembers
            doctypeId={doctype.id}
            members={team.data.members}
            meId={me.uid}
            canRemove={isAuthor}
            onRemoved={changed}
          />
          <PendingInvitations
            doctypeId={doctype.id}
            invitations={team.data.invitations}
            members={team.data.members}
            onRevoked={changed}
          />
        </>
      )}
    </Stack>
  );
}
