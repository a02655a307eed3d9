/** `docsift api-keys create | list | revoke` for the account with the given e-mail. */
import type { ApiKey } from '@docsift/core/api-key';
import type { ApiKeysService } from './api-keys.service.ts';

interface ApiKeysCommandServices {
  accounts: { findUserIdByEmail(email: string): Promise<string> };
  apiKeys: Pick<ApiKeysService, 'create' | 'list' | 'revoke'>;
}

/** The key is printed alone on the last line, for scripts. */
export async function createApiKeyCommand(
  services: ApiKeysCommandServices,
  options: { email: string; name: string },
): Promise<string> {
  const userId = await services.accounts.findUserIdByEmail(options.email);
  const { key } = await services.apiKeys.create(userId, options.name);
  return `API key "${options.name}" for ${options.email} (shown once, store it now):\n${key}\n`;
}

/** One key a line, tab-separated: id, prefix, created, last used (ISO or `never`), name. */
export async function listApiKeysCommand(
  services: ApiKeysCommandServices,
  options: { email: string },
): Promise<string> {
  const userId = await services.accounts.findUserIdByEmail(options.email);
  const keys = await services.apiKeys.list(userId);
  return keys.map((key) => `${apiKeyLine(key)}\n`).join('');
}

export async function revokeApiKeyCommand(
  services: ApiKeysCommandServices,
  options: { email: string; id: string },
): Promise<string> {
  const userId = await services.accounts.findUserIdByEmail(options.email);
  await services.apiKeys.revoke(userId, options.id);
  return `revoked ${options.id} of ${options.email}\n`;
}

function apiKeyLine(key: ApiKey): string {
  const lastUsed = key.lastUsed == null ? 'never' : new Date(key.lastUsed).toISOString();
  return [key.id, `${key.prefix}…`, new Date(key.created).toISOString(), lastUsed, key.name].join(
    '\t',
  );
}
