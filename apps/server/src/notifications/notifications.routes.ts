import {
  markAllReadResponseSchema,
  notificationListSchema,
  notificationSchema,
  updateNotificationBodySchema,
} from '@docsift/core/notification';
import type { HttpServer } from '../platform/http/http-server.ts';
import { callerOf } from '../platform/http/http-server.ts';
import type { NotificationsService } from './notifications.service.ts';
import { idParams } from '../platform/http/id-params.ts';
import { noContent } from '../platform/http/route-answers.ts';

export function notificationsRoutes(app: HttpServer, notifications: NotificationsService): void {
  app.get(
    '/api/notifications',
    {
      schema: {
        operationId: 'listNotifications',
        summary: 'List the caller’s notifications',
        response: { 200: notificationListSchema },
      },
    },
    async (request) => ({
      notifications: await notifications.list(callerOf(request).userId),
    }),
  );

  app.post(
    '/api/notifications/read-all',
    {
      schema: {
        operationId: 'markAllNotificationsRead',
        summary: 'Mark every unread notification of the caller read',
        response: { 200: markAllReadResponseSchema },
      },
    },
    async (request) => notifications.setAllRead(callerOf(request).userId),
  );

  app.patch(
    '/api/notifications/:id',
    {
      schema: {
        operationId: 'updateNotification',
        summary: 'Mark a notification read or unread',
        params: idParams,
        body: updateNotificationBodySchema,
        response: { 200: notificationSchema },
      },
    },
    async (request) =>
      notifications.setRead(callerOf(request).userId, request.params.id, request.body.read),
  );

  app.delete(
    '/api/notifications/:id',
    {
      schema: {
        operationId: 'deleteNotification',
        summary: 'Delete a notification',
        response: noContent,
        params: idParams,
      },
    },
    async (request, reply) => {
      await notifications.delete(callerOf(request).userId, request.params.id);
      return reply.status(204).send();
    },
  );
}
