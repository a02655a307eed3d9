import { WEBHOOK_ID_PREFIX } from '@docsift/core/webhook';
import { z } from 'zod';
import { defineJob } from '../platform/queue/job-queue.ts';

/**
 * One delivery of an upload's records to one spec. Retried by the queue on 5xx, 429, timeouts
 * and network errors with a doubling delay: with the default 30 s base the nine attempts span
 * about two hours (30 s, 1 min, 2 min … 64 min). The delay base comes with each send
 * (WEBHOOK_RETRY_DELAY_MS). The attempt's own HTTP deadline is 10 s; the job's covers the writes.
 */
export const webhookDeliveryJob = defineJob({
  name: 'webhook-delivery',
  version: 1,
  payload: z.object({
    webhookId: z.string().startsWith(WEBHOOK_ID_PREFIX).max(200),
    uploadId: z.string().startsWith('upload-').max(200),
    /** Set for a `record.approved` delivery: the approved record of the upload, alone. */
    recordId: z.string().max(200).optional(),
    /** The same for every attempt: the receiver's key to drop duplicates. */
    delivery: z.string().max(100),
    created: z.number(),
  }),
  retryLimit: 8,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 60,
});

export type WebhookDelivery = z.infer<typeof webhookDeliveryJob.payload>;
