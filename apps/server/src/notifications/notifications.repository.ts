import type { Notification, NotificationLevel } from '@docsift/core/notification';
import type { Kysely, Selectable } from 'kysely';
import type { NotificationsTable, Tables } from '../platform/db/schema.ts';

/** A stored notification with the names of what it is about, read when it is read (a rename shows). */
type NotificationRow = Selectable<NotificationsTable> & {
  filename: string | null;
  doctype_title: string | null;
};

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    created: row.created_at,
    level: row.level as NotificationLevel,
    message: row.message,
    timeout: row.timeout,
    doctype: row.doctype_id,
    upload: row.upload_id,
    filename: row.filename,
    doctypeTitle: row.doctype_title,
    read: Boolean(row.read),
    deletable: Boolean(row.deletable),
  };
}

export function createNotificationsRepository(db: Kysely<Tables>) {
  const withNames = () =>
    db
      .selectFrom('notifications')
      .leftJoin('uploads', 'uploads.id', 'notifications.upload_id')
      .leftJoin('doctypes', 'doctypes.id', 'notifications.doctype_id')
      .selectAll('notifications')
      .select(['uploads.filename as filename', 'doctypes.title as doctype_title']);

  return {
    async insert(
      userId: string,
      notification: Omit<Notification, 'filename' | 'doctypeTitle'>,
    ): Promise<void> {
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
      const rows = await withNames()
        .where('notifications.user_id', '=', userId)
        .orderBy('notifications.created_at', 'desc')
        .orderBy('notifications.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toNotification);
    },

    async find(userId: string, id: string): Promise<Notification | null> {
      const row = await withNames()
        .where('notifications.id', '=', id)
        .where('notifications.user_id', '=', userId)
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

    /** Marks every unread notification of the user read; how many there were. */
    async setAllRead(userId: string): Promise<number> {
      const result = await db
        .updateTable('notifications')
        .set({ read: 1 })
        .where('user_id', '=', userId)
        .where('read', '=', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async delete(userId: string, id: string): Promise<void> {
      await db
        .deleteFrom('notifications')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute();
    },

    /** Removes the user's unread notifications with this message about this doctype, or about none (a newer one replaces them). */
    async deleteUnreadAbout(
      userId: string,
      doctypeId: string | null,
      message: string,
    ): Promise<void> {
      await db
        .deleteFrom('notifications')
        .where('user_id', '=', userId)
        .where('doctype_id', doctypeId === null ? 'is' : '=', doctypeId)
        .where('message', '=', message)
        .where('read', '=', 0)
        .execute();
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
