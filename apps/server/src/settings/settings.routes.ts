import { updateSettingsBodySchema, userSettingsSchema } from '@docsift/core/settings';
import type { HttpServer } from '../platform/http/http-server.ts';
import { callerOf } from '../platform/http/http-server.ts';
import type { SettingsService } from './settings.service.ts';

export function settingsRoutes(app: HttpServer, settings: SettingsService): void {
  const response = { 200: userSettingsSchema };
  app.get(
    '/api/settings',
    { schema: { operationId: 'getSettings', summary: 'Read the caller’s settings', response } },
    async (request) => settings.get(callerOf(request).userId),
  );
  app.patch(
    '/api/settings',
    {
      schema: {
        operationId: 'updateSettings',
        summary: 'Change the language or how long uploads are kept',
        body: updateSettingsBodySchema,
        response,
      },
    },
    async (request) => settings.update(callerOf(request).userId, request.body),
  );
}
