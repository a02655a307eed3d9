/**
 * An upload turned done, or a record approved: one delivery job per enabled spec of its doctype,
 * queued in the database so a restart loses none.
 */
import type { DocRecord } from '@docsift/core/record';
import type { Upload } from '@docsift/core/upload';
import { newId } from '../platform/db/new-id.ts';
import type { JobQueue } from '../platform/queue/job-queue.ts';
import { DELIVERY_ID_PREFIX } from './webhook-deliveries.ts';
import { webhookDeliveryJob } from './webhook-jobs.ts';
import type { WebhooksRepository } from './webhooks.repository.ts';

interface WebhookDispatchDeps {
  repository: Pick<WebhooksRepository, 'listEnabledFor'>;
  queue: JobQueue;
  /** The first retry's delay; later ones double (WEBHOOK_RETRY_DELAY_MS). */
  retryDelayMs: number;
  now?: () => number;
}

export function createWebhookDispatch({
  repository,
  queue,
  retryDelayMs,
  now = Date.now,
}: WebhookDispatchDeps) {
  /** One job per enabled spec of the doctype; with `recordId`, a `record.approved` delivery. */
  async function queueFor(doctypeId: string, uploadId: string, recordId?: string): Promise<void> {
    for (const webhook of await repository.listEnabledFor(doctypeId)) {
      await queue.send(
        webhookDeliveryJob,
        {
          webhookId: webhook.id,
          uploadId,
          ...(recordId === undefined ? {} : { recordId }),
          delivery: newId(DELIVERY_ID_PREFIX),
          created: now(),
        },
        { retryDelaySeconds: retryDelayMs / 1000 },
      );
    }
  }

  return {
    /** An upload turned done: its records to every spec. */
    uploadDone: (upload: Pick<Upload, 'id' | 'target'>) => queueFor(upload.target, upload.id),
    /** A person approved a record: that record to every spec (a limited one checks its state). */
    recordApproved: (doctypeId: string, record: Pick<DocRecord, 'id' | 'upload'>) =>
      queueFor(doctypeId, record.upload, record.id),
  };
}

export type WebhookDispatch = ReturnType<typeof createWebhookDispatch>;
