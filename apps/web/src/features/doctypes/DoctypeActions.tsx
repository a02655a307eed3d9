import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import type { Doctype } from '@docsift/core/doctype';
import { ActionIcon, Menu } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showFlash } from '../../components/flash.tsx';
import { confirmDelete } from '../../components/dialogs/confirm-action.tsx';
import { useNotifiedMutation } from '../../components/use-notified-mutation.ts';
import { CopyIcon, DotsIcon, TrashIcon } from '../../components/icons.tsx';
import { notificationsQueryKey } from '../../lib/query/shared-query-keys.ts';
import { copyDoctype, deleteDoctype, doctypeKeys } from './doctypes-api.ts';
import { TeamMenuItems } from '../teams/TeamMenuItems.tsx';
import { useIsDoctypeAuthor } from '../teams/teams-api.ts';
import { doctypeRecordsPath } from '../../lib/navigation/doctype-paths.ts';

/**
 * Duplicate (opens the copy), share (the author) or leave (a member), and delete (the author,
 * after really_delete, back to the dashboard).
 */
export function DoctypeActions({ doctype }: { doctype: Doctype }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isAuthor = useIsDoctypeAuthor(doctype);

  const copy = useNotifiedMutation({
    mutationFn: () => copyDoctype(doctype.id),
    onSuccess: async (copied) => {
      queryClient.setQueryData(doctypeKeys.one(copied.id), copied);
      void queryClient.invalidateQueries({ queryKey: doctypeKeys.list });
      await navigate(doctypeRecordsPath(copied.id));
    },
  });

  /** To the dashboard, once the doctype is no longer the caller's (deleted or left). */
  const leavePage = async () => {
    await navigate('/dashboard');
    // Only after leaving: the page would refetch the doctype it still shows.
    queryClient.removeQueries({ queryKey: doctypeKeys.one(doctype.id) });
    void queryClient.invalidateQueries({ queryKey: doctypeKeys.list });
  };
  const reloadDoctype = () => {
    void queryClient.invalidateQueries({ queryKey: doctypeKeys.one(doctype.id) });
    void queryClient.invalidateQueries({ queryKey: doctypeKeys.list });
  };

  const remove = useNotifiedMutation({
    mutationFn: () => deleteDoctype(doctype.id),
    onSuccess: async () => {
      await leavePage();
      // Its notifications went with it: the drawer must not keep links to a missing page.
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      void showFlash({ message: t('successfully_deleted') });
    },
  });
  const askRemove = async () => {
    if (await confirmDelete(t)) remove.mutate();
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('doctypes.doctype.actions')}
          data-testid="doctype-actions"
        >
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<CopyIcon />} onClick={() => copy.mutate()}>
          {t('doctypes.doctype.copy')}
        </Menu.Item>
        <TeamMenuItems doctype={doctype} onTeamChanged={reloadDoctype} onLeft={leavePage} />
        {isAuthor && (
          <Menu.Item leftSection={<TrashIcon />} color="red" onClick={() => void askRemove()}>
            {t('doctypes.doctype.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
