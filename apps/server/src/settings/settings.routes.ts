import { updateSettingsBodySchema, userSettingsSchema } from '@docsift/core/settings';
import type { HttpServer } from '../platform/http/http-server.ts';
import { callerOf } from '../platform/http/http-server.ts';
import type { SettingsService } from './settings.service.ts';

export function settingsRoutes(app: HttpServer, settings: SettingsService): void {
  const response = { 200: userSettingsSchema };
  app.get('/api/settings', { schema: { response } }, async (request) =>
    settings.get(callerOf(request).userId),
  );
  app.patch(
    '/api/settings',
    { schema: { body: updateSettingsBodySchema, response } },
    async (request) => settings.update(callerOf(request).userId, request.body),
  );
}
