/** Runs a CLI verb with the account services over the configured database, then closes it. */
import { createAccountServices } from '../app.ts';
import { createMailer } from '../platform/mail/mailer.ts';
import { openRuntime } from '../server/runtime.ts';

export async function withAccountServices<T>(
  run: (services: ReturnType<typeof createAccountServices>) => Promise<T>,
): Promise<T> {
  const runtime = await openRuntime({ logLevel: 'warn', logToStderr: true });
  const mailer = createMailer(runtime.config, runtime.logger);
  try {
    return await run(createAccountServices({ ...runtime, mailer }));
  } finally {
    mailer.close();
    await runtime.database.close();
  }
}
