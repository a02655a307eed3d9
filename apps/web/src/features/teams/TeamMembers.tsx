import '@mantine/core/styles/Table.css';
import type { Member } from '@docsift/core/team';
import { Badge, Button, Table, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../components/ErrorCard.tsx';
import { showFlash } from '../../components/flash.tsx';
import { removeMember } from './teams-api.ts';
import { ConfirmStrip } from '../../components/ConfirmStrip.tsx';
import { inviterName, nameOf } from './member-name.ts';

interface TeamMembersProps {
  doctypeId: string;
  members: Member[];
  meId: string;
  /** The author sees a Remove button on every other member's row. */
  canRemove: boolean;
  onRemoved: () => void;
}

/** The team: name, e-mail, author or member, who invited them; the author removes after a confirmation. */
export function TeamMembers({ doctypeId, members, meId, canRemove, onRemoved }: TeamMembersProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<Member | null>(null);
  const remove = useMutation({
    mutationFn: (member: Member) => removeMember(doctypeId, member.userId),
    onSuccess: (_, member) => {
      setConfirming(null);
      onRemoved();
      void showFlash({ message: t('teams.removed', { name: nameOf(member) }) });
    },
  });

  return (
    <>
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing="xs" aria-label={t('teams.members')} data-testid="team-members">
          <Table.Tbody>
            {members.map((member) => (
              <Table.Tr key={member.userId} data-testid="team-member">
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {nameOf(member)}
                    {member.userId === meId && ` (${t('teams.you')})`}
                  </Text>
                  {member.name && (
                    <Text size="xs" c="dimmed">
                      {member.email}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={member.isAuthor ? 'blue' : 'gray'}
                    // A table cell would squeeze it to an ellipsis.
                    style={{ minWidth: 'max-content' }}
                  >
                    {t(member.isAuthor ? 'teams.role_author' : 'teams.role_member')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {member.invitedBy && (
                    <Text size="xs" c="dimmed">
                      {t('teams.invited_by', { name: inviterName(member.invitedBy, members) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  {canRemove && !member.isAuthor && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={t('teams.remove_label', { name: nameOf(member) })}
                      onClick={() => (remove.reset(), setConfirming(member))}
                    >
                      {t('teams.remove')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {confirming && (
        <ConfirmStrip
          message={t('teams.remove_confirm', { name: nameOf(confirming) })}
          confirm={t('teams.remove')}
          isBusy={remove.isPending}
          onConfirm={() => remove.mutate(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
      <ErrorCard error={remove.error} />
    </>
  );
}
