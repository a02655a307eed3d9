import type { Notification, NotificationLevel } from '@docsift/core/notification';
import type { Kysely, Selectable } from 'kysely';
import type { NotificationsTable, Tables } from '../platform/db/schema.ts';

function toNotification(row: Selectable<NotificationsTable>): Notification {
  return {
    id: row.id,
    created: row.created_at,
    level: row.level as NotificationLevel,
    message: row.message,
    timeout: row.timeout,
    doctype: row.doctype_id,
    upload: row.upload_id,
    read: Boolean(row.read),
    deletable: Boolean(row.deletable),
  };
}

export function createNotificationsRepository(db: Kysely<Tables>) {
  return {
    async insert(userId: string, notification: Notification): Promise<void> {
      await db
        .insertInto('notifications')
        .values({
          id: notification.id,
          user_id: userId,
          level: notification.level,
          message: notification.message,
          timeout: notification.timeout,
          doctype_id: notification.doctype,
          upload_id: notification.upload,
          read: Number(notification.read),
          deletable: Number(notification.deletable),
          created_at: notification.created,
        })
        .execute();
    },

    async listForUser(userId: string, limit: number): Promise<Notification[]> {
      const rows = await db
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toNotification);
    },

    async find(userId: string, id: string): Promise<Notification | null> {
      const row = await db
        .selectFrom('notifications')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? toNotification(row) : null;
    },

    async setRead(userId: string, id: string, read: boolean): Promise<void> {
      await db
        .updateTable('notifications')
        .set({ read: Number(read) })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute();
    },

    async delete(userId: string, id: string): Promise<void> {
      await db
        .deleteFrom('notifications')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute();
    },

    /** Removes the user's unread notifications with this message about this doctype (a newer one replaces them). */
    async deleteUnreadAbout(userId: string, doctypeId: string, message: string): Promise<void> {
      await db
        .deleteFrom('notifications')
        .where('user_id', '=', userId)
        .where('doctype_id', '=', doctypeId)
        .where('message', '=', message)
        .where('read', '=', 0)
        .execute();
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
