import type { Doctype } from '@docsift/core/doctype';
import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../components/dialogs/confirm-action.tsx';
import { openDialog } from '../../components/dialogs/open-dialog.tsx';
import { showFlash } from '../../components/flash.tsx';
import { LogoutIcon, UsersIcon } from '../../components/icons.tsx';
import { useNotifiedMutation } from '../../components/use-notified-mutation.ts';
import { useSignedInMe } from '../auth/me-query.ts';
import { ShareDialog } from './ShareDialog.tsx';
import { removeMember, useIsDoctypeAuthor } from './teams-api.ts';

interface TeamMenuItemsProps {
  doctype: Doctype;
  onTeamChanged: () => void;
  /** After leaving: the page goes, the doctype is no longer the caller's. */
  onLeft: () => Promise<void>;
}

/** The action menu's team entry: Share for the author, Leave for a member. */
export function TeamMenuItems({ doctype, onTeamChanged, onLeft }: TeamMenuItemsProps) {
  const { t } = useTranslation();
  const me = useSignedInMe();
  const isAuthor = useIsDoctypeAuthor(doctype);

  const share = () =>
    void openDialog<void>({
      title: t('teams.dialog_title', { title: doctype.title }),
      size: 'lg',
      render: () => <ShareDialog doctype={doctype} onTeamChanged={onTeamChanged} />,
    });

  const leaving = useNotifiedMutation({
    mutationFn: () => removeMember(doctype.id, me.uid),
    onSuccess: async () => {
      await onLeft();
      void showFlash({ message: t('teams.left', { title: doctype.title }) });
    },
  });
  const leave = async () => {
    const isConfirmed = await confirmAction({
      title: t('teams.leave_title', { title: doctype.title }),
      message: t('teams.leave_confirm'),
      confirm: t('teams.leave'),
      cancel: t('common.cancel'),
      danger: true,
    });
    if (isConfirmed) leaving.mutate();
  };

  if (isAuthor)
    return (
      <Menu.Item leftSection={<UsersIcon />} onClick={share} data-testid="doctype-share">
        {t('teams.share')}
      </Menu.Item>
    );
  return (
    <Menu.Item
      leftSection={<LogoutIcon />}
      onClick={() => void leave()}
      data-testid="doctype-leave"
    >
      {t('teams.leave')}
    </Menu.Item>
  );
}
