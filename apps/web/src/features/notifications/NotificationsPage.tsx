import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Tooltip.css';
import { Center, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageTitle } from '../../components/PageTitle.tsx';
import { MarkAllReadButton } from './MarkAllReadButton.tsx';
import { NotificationItem } from './NotificationItem.tsx';
import { useNotifications } from './notifications-api.ts';

const filters = ['unread', 'all'] as const;

/** /notifications/unread and /notifications/all: the latest 100, newest first. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const filter = useLocation().pathname.endsWith('/all') ? 'all' : 'unread';
  const notifications = useNotifications();
  const shown = (notifications.data ?? []).filter(
    (notification) => filter === 'all' || !notification.read,
  );
  const unread = (notifications.data ?? []).filter((notification) => !notification.read).length;
  return (
    <>
      <PageTitle>{t('notifications.title')}</PageTitle>
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <Tabs
          value={filter}
          onChange={(value) => value && void navigate(`/notifications/${value}`)}
        >
          <Tabs.List>
            {filters.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(`notifications.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <MarkAllReadButton unread={unread} />
      </Group>
      {notifications.isPending && (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
      {notifications.isSuccess && shown.length === 0 && (
        <Text c="dimmed" py="xl" ta="center" data-testid="notifications-empty">
          {t('notifications.empty')}
        </Text>
      )}
      {shown.length > 0 && (
        <Stack gap="sm" mt="md" role="list" aria-label={t('doctypes.notifications.list')}>
          {shown.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} />
          ))}
        </Stack>
      )}
    </>
  );
}
