/**
 * The user's notifications: listed newest first, marked read, deleted. Other domains write
 * them with `notify` (doctype/reparse, pipeline errors); each new one is also a live event.
 */
import { AppError } from '@docsift/core/errors';
import { MAX_NOTIFICATIONS_LISTED } from '@docsift/core/limits';
import type { Notification, NotificationLevel } from '@docsift/core/notification';
import { NOTIFICATION_ID_PREFIX } from '@docsift/core/notification';
import { newId } from '../platform/db/new-id.ts';
import type { EventBus } from '../platform/events/event-bus.ts';
import type { NotificationsRepository } from './notifications.repository.ts';

export interface NewNotification {
  level: NotificationLevel;
  /** A message key, usually a catalogue code. */
  message: string;
  doctype?: string | null;
  upload?: string | null;
  timeout?: number | null;
  deletable?: boolean;
  /** Replaces the user's unread notification with the same message about the same doctype (or none). */
  replacesUnread?: boolean;
}

interface NotificationsServiceDeps {
  notifications: NotificationsRepository;
  events: EventBus;
  now?: () => number;
}

export function createNotificationsService({
  notifications,
  events,
  now = Date.now,
}: NotificationsServiceDeps) {
  async function ownNotification(userId: string, id: string): Promise<Notification> {
    const notification = await notifications.find(userId, id);
    if (!notification) throw new AppError('not-found');
    return notification;
  }

  return {
    async list(userId: string): Promise<Notification[]> {
      return notifications.listForUser(userId, MAX_NOTIFICATIONS_LISTED);
    },

    async setRead(userId: string, id: string, read: boolean): Promise<Notification> {
      const notification = await ownNotification(userId, id);
      await notifications.setRead(userId, id, read);
      return { ...notification, read };
    },

    async setAllRead(userId: string): Promise<{ updated: number }> {
      return { updated: await notifications.setAllRead(userId) };
    },

    async delete(userId: string, id: string): Promise<void> {
      const notification = await ownNotification(userId, id);
      if (!notification.deletable) throw new AppError('permission-denied');
      await notifications.delete(userId, id);
    },

    async notify(userId: string, input: NewNotification): Promise<Notification> {
      const stored = {
        id: newId(NOTIFICATION_ID_PREFIX),
        created: now(),
        level: input.level,
        message: input.message,
        timeout: input.timeout ?? null,
        doctype: input.doctype ?? null,
        upload: input.upload ?? null,
        read: false,
        deletable: input.deletable ?? true,
      };
      if (input.replacesUnread) {
        await notifications.deleteUnreadAbout(userId, stored.doctype, stored.message);
      }
      await notifications.insert(userId, stored);
      // Read back for the file name and doctype title the list shows; a newer notice may have
      // replaced it meanwhile, or its upload gone, and then the names are unknown.
      const notification = (await notifications.find(userId, stored.id)) ?? {
        ...stored,
        filename: null,
        doctypeTitle: null,
      };
      await events.publish([userId], { type: 'notification', notification });
      return notification;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
