import type { ChangePasswordBody, DeleteAccountBody, UpdateProfileBody } from '@docsift/core/auth';
import type { Me } from '@docsift/core/me';
import { apiRequest } from '../../lib/http/api-client.ts';

export const updateProfile = (body: UpdateProfileBody) =>
  apiRequest<Me>('PATCH', '/api/account', body);
export const changePassword = (body: ChangePasswordBody) =>
  apiRequest<void>('POST', '/api/account/password', body);
export const deleteAccount = (body: DeleteAccountBody) =>
  apiRequest<void>('DELETE', '/api/account', body);
