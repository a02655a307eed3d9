import type { UpdateSettingsBody, UserSettings } from '@docsift/core/settings';
import { apiRequest } from '../../lib/http/api-client.ts';

export const updateSettings = (body: UpdateSettingsBody) =>
  apiRequest<UserSettings>('PATCH', '/api/settings', body);
