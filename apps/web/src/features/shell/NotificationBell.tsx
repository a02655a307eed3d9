import { ActionIcon, Indicator } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '../../components/icons.tsx';
import { NOTIFICATION_DRAWER_ID } from '../notifications/NotificationDrawer.tsx';
import { notificationDrawer, useDrawerMode } from '../notifications/notification-drawer-state.ts';
import { useUnreadCount } from '../notifications/use-unread-count.ts';
import { badgeText } from './badge-text.ts';

/** Opens and closes the notification drawer; the badge counts the unread ones. */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const isOpen = useDrawerMode() !== 'closed';
  return (
    <Indicator label={badgeText(unread)} disabled={unread === 0} size={18} offset={4} color="red">
      <ActionIcon
        variant={isOpen ? 'light' : 'default'}
        size="lg"
        aria-label={unread > 0 ? t('nav.bell_unread', { count: unread }) : t('nav.bell')}
        aria-expanded={isOpen}
        aria-controls={isOpen ? NOTIFICATION_DRAWER_ID : undefined}
        onClick={notificationDrawer.toggle}
        data-testid="notification-bell"
      >
        <BellIcon />
      </ActionIcon>
    </Indicator>
  );
}
