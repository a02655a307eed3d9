import type {
  MarkAllReadResponse,
  Notification,
  NotificationList,
} from '@docsift/core/notification';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/http/api-client.ts';
import { notificationsQueryKey } from '../../lib/query/shared-query-keys.ts';

const path = (id: string) => `/api/notifications/${encodeURIComponent(id)}`;

export const listNotifications = () => apiRequest<NotificationList>('GET', '/api/notifications');
export const setNotificationRead = (id: string, read: boolean) =>
  apiRequest<Notification>('PATCH', path(id), { read });
export const markAllNotificationsRead = () =>
  apiRequest<MarkAllReadResponse>('POST', '/api/notifications/read-all');
export const deleteNotification = (id: string) => apiRequest<void>('DELETE', path(id));

export function useNotifications() {
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: listNotifications,
    select: (list) => list.notifications,
    staleTime: 30_000,
  });
}
