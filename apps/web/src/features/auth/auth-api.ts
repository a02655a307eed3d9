import type {
  LoginBody,
  RegisterBody,
  ResetConfirmBody,
  ResetRequestBody,
} from '@docsift/core/auth';
import type { Me } from '@docsift/core/me';
import { apiRequest } from '../../lib/http/api-client.ts';

export interface AuthProviders {
  oidc: { name: string } | null;
}

/** Also seeded by the server-rendered pages (app/server-rendered.ts), which know the answer. */
export const authProvidersQueryKey = ['auth', 'providers'] as const;

export const login = (body: LoginBody) => apiRequest<Me>('POST', '/api/auth/login', body);
export const register = (body: RegisterBody) => apiRequest<Me>('POST', '/api/auth/register', body);
export const logout = () => apiRequest<void>('POST', '/api/auth/logout');
export const requestPasswordReset = (body: ResetRequestBody) =>
  apiRequest<void>('POST', '/api/auth/reset', body);
export const confirmPasswordReset = (body: ResetConfirmBody) =>
  apiRequest<void>('POST', '/api/auth/action', body);
export const fetchAuthProviders = () => apiRequest<AuthProviders>('GET', '/api/auth/providers');

export function verifyActionCode(mode: string, oobCode: string): Promise<{ email: string }> {
  const query = new URLSearchParams({ mode, oobCode });
  return apiRequest('GET', `/api/auth/action?${query}`);
}

/** Where the browser goes to start third-party sign-in; the server redirects back to r. */
export function oidcStartUrl(r: string): string {
  return `/api/auth/oidc/start?${new URLSearchParams({ r })}`;
}
