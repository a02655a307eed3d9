import type { NotificationList } from '@docsift/core/notification';
import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notificationsQueryKey } from '../../lib/query/shared-query-keys.ts';
import { markAllNotificationsRead } from './notifications-api.ts';
import { useNotifiedMutation } from '../../components/use-notified-mutation.ts';

/** Reads every unread notification at once; shown only while there are some. */
export function MarkAllReadButton({ unread }: { unread: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const markAll = useNotifiedMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      queryClient.setQueryData<NotificationList>(
        notificationsQueryKey,
        (list) =>
          list && {
            notifications: list.notifications.map((notification) => ({
              ...notification,
              read: true,
            })),
          },
      );
      return queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    },
  });
  if (unread === 0) return null;
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      loading={markAll.isPending}
      onClick={() => markAll.mutate()}
    >
      {t('notifications.mark_all_read')}
    </Button>
  );
}
