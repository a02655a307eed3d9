/** `docsift api-keys create`: the key is printed alone on the last line, for scripts. */
import type { ApiKeysService } from './api-keys.service.ts';

export async function createApiKeyCommand(
  services: {
    accounts: { findUserIdByEmail(email: string): Promise<string> };
    apiKeys: Pick<ApiKeysService, 'create'>;
  },
  options: { email: string; name: string },
): Promise<void> {
  const userId = await services.accounts.findUserIdByEmail(options.email);
  const { key } = await services.apiKeys.create(userId, options.name);
  process.stdout.write(
    `API key "${options.name}" for ${options.email} (shown once, store it now):\n${key}\n`,
  );
}
