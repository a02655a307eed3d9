/**
 * An upload turned done: one delivery job per enabled spec of its doctype, queued in the
 * database so a restart loses none.
 */
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
  return async function dispatch(upload: Pick<Upload, 'id' | 'target'>): Promise<void> {
    for (const webhook of await repository.listEnabledFor(upload.target)) {
      await queue.send(
        webhookDeliveryJob,
        {
          webhookId: webhook.id,
          uploadId: upload.id,
          delivery: newId(DELIVERY_ID_PREFIX),
          created: now(),
        },
        { retryDelaySeconds: retryDelayMs / 1000 },
      );
    }
  };
}
