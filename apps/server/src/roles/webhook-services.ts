/**
 * Webhooks' wiring: the specs' service for the API and the deliveries the worker runs, over the
 * documents of this process (its event bus reaches the owner's browsers). The dispatch that
 * queues deliveries is pipeline.ts's: the documents it is told by are made before these.
 */
import type { Config } from '../platform/config/config.ts';
import type { Database } from '../platform/db/database.ts';
import type { JobQueue } from '../platform/queue/job-queue.ts';
import { createAddressPolicy } from '../webhooks/webhook-address.ts';
import { createWebhookDeliveries } from '../webhooks/webhook-deliveries.ts';
import { webhookDeliveryJob } from '../webhooks/webhook-jobs.ts';
import { createWebhookSender } from '../webhooks/webhook-sender.ts';
import { createWebhooksRepository } from '../webhooks/webhooks.repository.ts';
import { createWebhooksService } from '../webhooks/webhooks.service.ts';
import type { DocumentServices } from './document-services.ts';

interface WebhookServicesDeps {
  config: Pick<Config, 'webhooks'>;
  database: Database;
  documents: Pick<DocumentServices, 'doctypes' | 'uploadsForJobs' | 'settings' | 'events'>;
}

export function createWebhookServices({ config, database, documents }: WebhookServicesDeps) {
  const repository = createWebhooksRepository(database.db, database.dialect);
  const policy = createAddressPolicy(config.webhooks.allowPrivate);
  const sender = createWebhookSender({ policy });
  const roleOf = (userId: string) => documents.settings.roleOf(userId);
  const deliveries = createWebhookDeliveries({
    repository,
    findDoctype: (userId, doctypeId) => documents.doctypes.findVisible(userId, doctypeId),
    findUpload: (uploadId) => documents.uploadsForJobs.find(uploadId),
    roleOf,
    events: documents.events,
    sender,
  });
  return {
    webhooks: createWebhooksService({
      repository,
      getDoctype: (userId, doctypeId) => documents.doctypes.get(userId, doctypeId),
      roleOf,
      policy,
      deliveries,
    }),
    /** Runs the delivery jobs in this process (roles all and worker). */
    async startWorkers(queue: JobQueue): Promise<void> {
      await queue.work(
        webhookDeliveryJob,
        { concurrency: config.webhooks.concurrency },
        (delivery, context) => deliveries.deliver(delivery, context),
      );
    },
    close: () => sender.close(),
  };
}

export type WebhookServices = ReturnType<typeof createWebhookServices>;
