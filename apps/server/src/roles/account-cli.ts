/** The CLI's composition root for account verbs: the account services over the configured database, closed after the verb. */
import { createMailer } from '../platform/mail/mailer.ts';
import { openRuntime } from '../platform/runtime.ts';
import type { AccountServices } from './account-services.ts';
import { createAccountServices } from './account-services.ts';
import { createDocumentServices } from './document-services.ts';

export async function withAccountServices<T>(
  run: (services: AccountServices) => Promise<T>,
): Promise<T> {
  const runtime = await openRuntime({ logLevel: 'warn', logToStderr: true });
  const mailer = createMailer(runtime.config, runtime.logger);
  try {
    const { doctypes } = createDocumentServices(runtime);
    return await run(createAccountServices({ ...runtime, mailer }, doctypes));
  } finally {
    mailer.close();
    await runtime.database.close();
  }
}
