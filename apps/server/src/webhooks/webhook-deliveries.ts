/**
 * Delivering records to webhooks (queued by webhook-dispatch.ts): each attempt sends the upload's records as they are then, writes an
 * invocation, counts it on the spec and tells the owner's browsers. A retryable failure throws,
 * so the job queue tries again later (and a restart loses nothing: the job is in the database).
 */
import type { Doctype } from '@docsift/core/doctype';
import { AppError } from '@docsift/core/errors';
import { hasRole, requiredRoles } from '@docsift/core/roles';
import type { Role } from '@docsift/core/roles';
import type { Upload } from '@docsift/core/upload';
import type { Webhook, WebhookInvocation } from '@docsift/core/webhook';
import { WEBHOOK_APPROVED_EVENT, WEBHOOK_TRIGGER } from '@docsift/core/webhook';
import { newId } from '../platform/db/new-id.ts';
import type { EventBus } from '../platform/events/event-bus.ts';
import type { JobContext } from '../platform/queue/job-queue.ts';
import type { WebhookDelivery } from './webhook-jobs.ts';
import { samplePayload, webhookPayload } from './webhook-payload.ts';
import type { SendResult, WebhookSender } from './webhook-sender.ts';
import type { WebhooksRepository } from './webhooks.repository.ts';

export const DELIVERY_ID_PREFIX = 'delivery-';

interface WebhookDeliveriesDeps {
  repository: WebhooksRepository;
  /** The doctype as the spec's owner sees it (null once they left its team). */
  findDoctype: (userId: string, doctypeId: string) => Promise<Doctype | null>;
  findUpload: (uploadId: string) => Promise<Upload | null>;
  roleOf: (userId: string) => Promise<Role>;
  events: EventBus;
  sender: WebhookSender;
  now?: () => number;
}

export function createWebhookDeliveries({
  repository,
  findDoctype,
  findUpload,
  roleOf,
  events,
  sender,
  now = Date.now,
}: WebhookDeliveriesDeps) {
  /** Writes the attempt, counts it and publishes both to the owner; null when the spec is gone. */
  async function recordAttempt(
    webhook: Webhook,
    upload: string | null,
    attempt: number,
    result: SendResult,
  ): Promise<WebhookInvocation | null> {
    const invocation: WebhookInvocation = {
      id: newId('invocation-'),
      webhook: webhook.id,
      created: now(),
      webhookRequest: {
        httpMethod: webhook.webhookRequest.httpMethod,
        url: webhook.webhookRequest.url,
      },
      upload,
      attempt,
      status: result.status,
      durationMs: result.durationMs,
      error: result.error,
    };
    const counted = await repository.addInvocation(invocation);
    if (!counted) return null;
    await events.publish([webhook.author], {
      type: 'webhook-invocation',
      webhook: counted,
      invocation,
    });
    return invocation;
  }

  return {
    /**
     * One attempt of a queued delivery. A spec deleted or disabled meanwhile, an owner whose plan
     * no longer has webhooks or who left the doctype's team, or a deleted upload: nothing is sent.
     */
    async deliver(job: WebhookDelivery, { attempt, signal }: JobContext): Promise<void> {
      const [webhook, upload] = await Promise.all([
        repository.find(job.webhookId),
        findUpload(job.uploadId),
      ]);
      if (!webhook?.enabled || !upload || upload.target !== webhook.target) return;
      const records = await repository.recordsOfUpload(
        job.uploadId,
        webhook.reviewStates,
        job.recordId,
      );
      // A spec limited to some review states has nothing to say about an upload without such
      // records, nor an approval about a record deleted meanwhile or outside its states.
      if ((webhook.reviewStates || job.recordId) && records.length === 0) return;
      const [role, doctype] = await Promise.all([
        roleOf(webhook.author),
        findDoctype(webhook.author, webhook.target),
      ]);
      if (!doctype || !hasRole(role, requiredRoles.webhooks)) return;
      const body = JSON.stringify(
        webhookPayload({
          delivery: job.delivery,
          created: job.created,
          doctype,
          upload,
          records,
          event: job.recordId ? WEBHOOK_APPROVED_EVENT : WEBHOOK_TRIGGER,
        }),
      );
      const signing = {
        id: job.delivery,
        secrets: await repository.signingSecrets(webhook.id, now()),
      };
      const result = await sender.send(webhook.webhookRequest, body, signing, signal);
      await recordAttempt(webhook, upload.id, attempt, result);
      if (result.isRetryable) throw new AppError('unavailable', { message: result.error! });
    },

    /** "Send test": sample records once, no retry; the invocation it wrote. */
    async sendTest(webhook: Webhook, doctype: Doctype): Promise<WebhookInvocation> {
      const at = now();
      const delivery = newId(DELIVERY_ID_PREFIX);
      const body = JSON.stringify(samplePayload(doctype, delivery, at));
      const signing = { id: delivery, secrets: await repository.signingSecrets(webhook.id, at) };
      // Bounded by the sender's own deadline; nothing else ends it early.
      const never = new AbortController().signal;
      const result = await sender.send(webhook.webhookRequest, body, signing, never);
      const invocation = await recordAttempt(webhook, null, 1, result);
      if (!invocation) throw new AppError('not-found');
      return invocation;
    },
  };
}

export type WebhookDeliveries = ReturnType<typeof createWebhookDeliveries>;
