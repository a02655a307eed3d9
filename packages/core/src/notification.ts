/** In-app notifications (spec section 3), per user, newest first. */
import { z } from 'zod';
import { epochMs } from './timestamps.ts';

export const NOTIFICATION_ID_PREFIX = 'notification-';

export const notificationLevels = ['info', 'danger'] as const;
export const notificationLevelSchema = z.enum(notificationLevels);
export type NotificationLevel = z.infer<typeof notificationLevelSchema>;

/** The spec's third level, `servere`, is shown as danger. */
export function toNotificationLevel(level: NotificationLevel | 'servere'): NotificationLevel {
  return level === 'servere' ? 'danger' : level;
}

export const notificationSchema = z.object({
  id: z.string().startsWith(NOTIFICATION_ID_PREFIX),
  created: epochMs('When the notification was written'),
  level: notificationLevelSchema,
  /** A message key: a catalogue code such as `doctype/reparse` or `scan/failed`. */
  message: z.string(),
  /** Milliseconds the drawer shows it; null keeps the default. */
  timeout: z.number().int().nonnegative().nullable(),
  doctype: z.string().nullable(),
  upload: z.string().nullable(),
  /** The upload's file name and the doctype's title, so a failure says what failed where. */
  filename: z.string().nullable(),
  doctypeTitle: z.string().nullable(),
  read: z.boolean(),
  deletable: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({ notifications: z.array(notificationSchema) });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const updateNotificationBodySchema = z.object({ read: z.boolean() }).strict();
export type UpdateNotificationBody = z.infer<typeof updateNotificationBodySchema>;

/** `POST /api/notifications/read-all`: how many unread notifications it marked read. */
export const markAllReadResponseSchema = z.object({ updated: z.number().int().nonnegative() });
export type MarkAllReadResponse = z.infer<typeof markAllReadResponseSchema>;
