/** Inbound e-mail's rules over the document services: for the smtp role and the API's routes. */
import { createInboundMailRepository } from '../inbound-mail/inbound-mail.repository.ts';
import { createInboundMailService } from '../inbound-mail/inbound-mail.service.ts';
import type { Config } from '../platform/config/config.ts';
import type { Database } from '../platform/db/database.ts';
import type { DocumentServices } from './document-services.ts';

export function createInboundMailServices(
  {
    config,
    database,
  }: { config: Pick<Config, 'inboundMail' | 'uploadMaxBytes'>; database: Database },
  documents: Pick<DocumentServices, 'doctypes' | 'settings' | 'notifications' | 'uploads'>,
) {
  return createInboundMailService({
    repository: createInboundMailRepository(database.db),
    doctypes: documents.doctypes,
    settings: documents.settings,
    notifications: documents.notifications,
    uploads: documents.uploads,
    domain: config.inboundMail.domain,
    maxAttachmentBytes: config.uploadMaxBytes,
  });
}
