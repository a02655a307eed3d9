/** Teams over the document services and the mailer: for the API's routes and the share verb. */
import type { Config } from '../platform/config/config.ts';
import type { Database } from '../platform/db/database.ts';
import type { Mailer } from '../platform/mail/mailer.ts';
import { createTeamsRepository } from '../teams/teams.repository.ts';
import { createTeamsService } from '../teams/teams.service.ts';
import type { DocumentServices } from './document-services.ts';

export function createTeamServices(
  {
    config,
    database,
    mailer,
  }: { config: Pick<Config, 'publicUrl'>; database: Database; mailer: Mailer },
  documents: Pick<DocumentServices, 'doctypes' | 'settings' | 'notifications' | 'events'>,
) {
  return createTeamsService({
    repository: createTeamsRepository(database.db),
    doctypes: documents.doctypes,
    settings: documents.settings,
    notifications: documents.notifications,
    events: documents.events,
    mailer,
    publicUrl: config.publicUrl,
  });
}
