import '@mantine/core/styles/Card.css';
import type { Doctype } from '@docsift/core/doctype';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../components/dialogs/confirm-action.tsx';
import { deleteDoctype, doctypeKeys, useDoctypeDrafts } from '../doctypes/doctypes-api.ts';
import { notificationsQueryKey } from '../../lib/query/shared-query-keys.ts';
import { useNotifiedMutation } from '../../components/use-notified-mutation.ts';

interface UnfinishedDraftsProps {
  onContinue: (draft: Doctype) => void;
  /** The id of the text saying the plan's limit is reached: a draft cannot be finished then. */
  limitReasonId: string | null;
}

/**
 * The wizards the user left unfinished (a reload or a closed tab mid-wizard), to continue or
 * discard; nothing when there are none. Drafts hold no place in the plan's limit.
 */
export function UnfinishedDrafts({ onContinue, limitReasonId }: UnfinishedDraftsProps) {
  const { t, i18n } = useTranslation();
  const drafts = useDoctypeDrafts();
  const queryClient = useQueryClient();
  const started = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const discard = useNotifiedMutation({
    mutationFn: (draft: Doctype) => deleteDoctype(draft.id),
    // The draft's notifications (about its sample) went with it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: doctypeKeys.drafts }),
        queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
      ]),
  });
  const askToDiscard = async (draft: Doctype) => {
    const isConfirmed = await confirmAction({
      title: t('doctypes.drafts.discard_title'),
      message: t('doctypes.drafts.discard_message', { title: draft.title }),
      confirm: t('doctypes.drafts.discard'),
      cancel: t('common.cancel'),
      danger: true,
    });
    if (isConfirmed) discard.mutate(draft);
  };

  if (!drafts.data?.length) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="unfinished-drafts">
      <Title order={2} size="h4" id="unfinished-drafts">
        {t('doctypes.drafts.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('doctypes.drafts.hint')}
      </Text>
      <Stack gap="xs" role="list">
        {drafts.data.map((draft) => (
          <Card key={draft.id} withBorder padding="sm" radius="md" role="listitem">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} truncate="end">
                  {draft.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('doctypes.drafts.started', { date: started.format(draft.created) })}
                </Text>
              </div>
              <Group gap="xs">
                <Button
                  variant="default"
                  color="red"
                  aria-label={t('doctypes.drafts.discard_named', { title: draft.title })}
                  loading={discard.isPending && discard.variables.id === draft.id}
                  onClick={() => void askToDiscard(draft)}
                >
                  {t('doctypes.drafts.discard')}
                </Button>
                <Button
                  variant="light"
                  aria-label={t('doctypes.drafts.continue_named', { title: draft.title })}
                  disabled={limitReasonId !== null}
                  aria-describedby={limitReasonId ?? undefined}
                  onClick={() => onContinue(draft)}
                >
                  {t('doctypes.drafts.continue')}
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
