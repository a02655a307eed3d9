/**
 * What ends a caller's identity on this node: its session (sign-out, password change or reset,
 * account deletion) or its API key (revocation, account deletion). Long-lived responses such as
 * event streams watch it so they never outlive the credential that opened them.
 */
import type { ApiKeysService } from '../api-keys/api-keys.service.ts';
import type { Identity } from '../platform/http/http-server.ts';
import type { AuthService } from './auth.service.ts';

export function watchIdentity(
  sessions: Pick<AuthService, 'watchSession'>,
  apiKeys: Pick<ApiKeysService, 'watch'>,
) {
  return (identity: Identity, onEnd: () => void): (() => void) => {
    if (identity.sessionId)
      return sessions.watchSession(identity.sessionId, identity.userId, onEnd);
    if (identity.apiKeyHash) return apiKeys.watch(identity.apiKeyHash, identity.userId, onEnd);
    return () => {};
  };
}
