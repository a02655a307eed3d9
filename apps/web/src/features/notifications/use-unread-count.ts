import { useNotifications } from './notifications-api.ts';

/** Unread notifications for the bell and the nav badge (spec: unread filters read equal false). */
export function useUnreadCount(): number {
  return useNotifications().data?.filter((notification) => !notification.read).length ?? 0;
}
