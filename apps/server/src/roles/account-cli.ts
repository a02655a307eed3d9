/** The CLI's composition root for account verbs: the account services over the configured database, closed after the verb. */
import type { CliIo } from '../platform/cli-io.ts';
import { createEventBus } from '../platform/events/create-event-bus.ts';
import { createMailer } from '../platform/mail/mailer.ts';
import { openRuntime } from '../platform/runtime.ts';
import type { AccountServices } from './account-services.ts';
import { createAccountServices } from './account-services.ts';
import { createDocumentServices } from './document-services.ts';
import { createTeamServices } from './team-services.ts';
import type { DoctypesService } from '../doctypes/doctypes.service.ts';
import type { TeamsService } from '../teams/teams.service.ts';

/** The account services, teams for the share verb, and doctypes told of a changed plan. */
export type CliServices = AccountServices & {
  teams: TeamsService;
  doctypes: Pick<DoctypesService, 'announceAuthorPlan'>;
};

export async function withAccountServices<T>(
  io: CliIo,
  run: (services: CliServices) => Promise<T>,
): Promise<T> {
  const runtime = await openRuntime({ env: io.env, logLevel: 'warn', logTo: io.stderr });
  const mailer = createMailer(runtime.config, runtime.logger);
  // On PostgreSQL a revoked key or a deleted account ends at once on every running node, not
  // within their caches' lifetime; the embedded mode's local bus reaches no other process.
  const events = await createEventBus(runtime.config, runtime.database, runtime.logger);
  try {
    const documents = createDocumentServices({ ...runtime, events });
    const services = createAccountServices({ ...runtime, mailer, events }, documents.doctypes);
    const teams = createTeamServices({ ...runtime, mailer }, documents);
    const result = await run({ ...services, teams, doctypes: documents.doctypes });
    await services.revocationsSent();
    return result;
  } finally {
    await events.close();
    mailer.close();
    await runtime.database.close();
  }
}
