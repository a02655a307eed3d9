import { badgeText } from '@docsift/core/limits';
import { ActionIcon, Indicator } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellIcon } from '../../components/icons.tsx';
import { useUnreadCount } from '../notifications/use-unread-count.ts';

export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  return (
    <Indicator label={badgeText(unread)} disabled={unread === 0} size={18} offset={4} color="red">
      <ActionIcon
        component={Link}
        to="/notifications/unread"
        variant="default"
        size="lg"
        aria-label={unread > 0 ? t('nav.bell_unread', { count: unread }) : t('nav.bell')}
        data-testid="notification-bell"
      >
        <BellIcon />
      </ActionIcon>
    </Indicator>
  );
}
