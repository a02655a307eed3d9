/**
 * Resolves the caller of a guarded route: `Authorization: Bearer dsk_…` (an API key) or the
 * session cookie. A bearer header that is not a valid key never falls back to the cookie.
 */
import type { FastifyRequest } from 'fastify';
import type { ApiKeysService } from '../api-keys/api-keys.service.ts';
import type { Authenticate } from '../platform/http/http-server.ts';
import type { AuthService, ClientInfo } from './auth.service.ts';

export function clientOf(request: FastifyRequest): ClientInfo {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    cookie: request.headers.cookie,
  };
}

export function createAuthenticate(
  authService: AuthService,
  apiKeys: ApiKeysService,
): Authenticate {
  return async (request, reply) => {
    const authorization = request.headers.authorization;
    if (authorization != null) {
      const [scheme, key] = authorization.split(' ', 2);
      if (scheme?.toLowerCase() !== 'bearer' || !key) return null;
      const resolved = await apiKeys.resolveKey(key.trim());
      return resolved
        ? { userId: resolved.userId, via: 'api-key', apiKeyHash: resolved.keyHash }
        : null;
    }
    if (!request.headers.cookie) return null;
    const session = await authService.sessionUser(clientOf(request));
    if (!session) return null;
    // better-auth extends a session that is in use; pass its renewed cookie on.
    if (session.setCookies.length > 0) reply.header('set-cookie', session.setCookies);
    return { userId: session.userId, via: 'session', sessionId: session.sessionId };
  };
}
