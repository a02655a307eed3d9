import {
  notificationListSchema,
  notificationSchema,
  updateNotificationBodySchema,
} from '@docsift/core/notification';
import { z } from 'zod';
import type { HttpServer } from '../platform/http/http-server.ts';
import { callerOf } from '../platform/http/http-server.ts';
import type { NotificationsService } from './notifications.service.ts';

const params = z.object({ id: z.string().max(200) });

export function notificationsRoutes(app: HttpServer, notifications: NotificationsService): void {
  app.get(
    '/api/notifications',
    { schema: { response: { 200: notificationListSchema } } },
    async (request) => ({
      notifications: await notifications.list(callerOf(request).userId),
    }),
  );

  app.patch(
    '/api/notifications/:id',
    {
      schema: { params, body: updateNotificationBodySchema, response: { 200: notificationSchema } },
    },
    async (request) =>
      notifications.setRead(callerOf(request).userId, request.params.id, request.body.read),
  );

  app.delete('/api/notifications/:id', { schema: { params } }, async (request, reply) => {
    await notifications.delete(callerOf(request).userId, request.params.id);
    return reply.status(204).send();
  });
}
