/** `docsift api-keys create`: the key is printed alone on the last line, for scripts. */
import { withAccountServices } from '../accounts/with-account-services.ts';

export async function createApiKeyCommand(options: { email: string; name: string }): Promise<void> {
  await withAccountServices(async ({ accounts, apiKeys }) => {
    const { key } = await apiKeys.create(
      await accounts.findUserIdByEmail(options.email),
      options.name,
    );
    process.stdout.write(
      `API key "${options.name}" for ${options.email} (shown once, store it now):\n${key}\n`,
    );
  });
}
