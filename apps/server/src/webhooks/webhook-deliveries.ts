/**
 * Delivering records to webhooks (queued by webhook-dispatch.ts): each attempt sends the upload's
 * records as they are then, writes an invocation, counts it on the spec and tells the owner's
 * browsers. A retryable failure throws, so the job queue tries again later (and a restart loses
 * nothing: the job is in the database). "Send test" and "Resend" make one attempt at once.
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
import type { StoredInvocation, WebhooksRepository } from './webhooks.repository.ts';

export const DELIVERY_ID_PREFIX = 'delivery-';

/** One delivery, whatever its attempt: the payload's `delivery` and `created`, and what it sends. */
interface Delivery {
  id: string;
  created: number;
  /** Null for a test delivery (sample records). */
  uploadId: string | null;
  recordId: string | null;
}

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
    delivery: Delivery,
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
      upload: delivery.uploadId,
      attempt,
      status: result.status,
      durationMs: result.durationMs,
      error: result.error,
      delivery: delivery.id,
    };
    const counted = await repository.addInvocation(invocation, {
      created: delivery.created,
      recordId: delivery.recordId,
    });
    if (!counted) return null;
    await events.publish([webhook.author], {
      type: 'webhook-invocation',
      webhook: counted,
      invocation,
    });
    return invocation;
  }

  /**
   * The body of an upload's delivery with its records as they are now; null when there is
   * nothing to send (upload gone or moved, or a limited spec or an approval left with no record).
   */
  async function recordsBody(
    webhook: Webhook,
    doctype: Doctype,
    delivery: Delivery & { uploadId: string },
  ): Promise<string | null> {
    const upload = await findUpload(delivery.uploadId);
    if (!upload || upload.target !== webhook.target) return null;
    const records = await repository.recordsOfUpload(
      upload.id,
      webhook.reviewStates,
      delivery.recordId ?? undefined,
    );
    // A spec limited to some review states has nothing to say about an upload without such
    // records, nor an approval about a record deleted meanwhile or outside its states.
    if ((webhook.reviewStates || delivery.recordId) && records.length === 0) return null;
    return JSON.stringify(
      webhookPayload({
        delivery: delivery.id,
        created: delivery.created,
        doctype,
        upload,
        records,
        event: delivery.recordId ? WEBHOOK_APPROVED_EVENT : WEBHOOK_TRIGGER,
      }),
    );
  }

  /** One attempt outside the queue (test, resend): no retry, and the invocation it wrote. */
  async function sendOnce(
    webhook: Webhook,
    delivery: Delivery,
    body: string,
    attempt: number,
  ): Promise<WebhookInvocation> {
    const signing = {
      id: delivery.id,
      secrets: await repository.signingSecrets(webhook.id, now()),
    };
    // Bounded by the sender's own deadline; nothing else ends it early.
    const never = new AbortController().signal;
    const result = await sender.send(webhook.webhookRequest, body, signing, never);
    const invocation = await recordAttempt(webhook, delivery, attempt, result);
    if (!invocation) throw new AppError('not-found');
    return invocation;
  }

  return {
    /**
     * One attempt of a queued delivery. A spec deleted or disabled meanwhile, an owner whose plan
     * no longer has webhooks or who left the doctype's team, or a deleted upload: nothing is sent.
     */
    async deliver(job: WebhookDelivery, { attempt, signal }: JobContext): Promise<void> {
      const webhook = await repository.find(job.webhookId);
      if (!webhook?.enabled) return;
      const [role, doctype] = await Promise.all([
        roleOf(webhook.author),
        findDoctype(webhook.author, webhook.target),
      ]);
      if (!doctype || !hasRole(role, requiredRoles.webhooks)) return;
      const delivery = {
        id: job.delivery,
        created: job.created,
        uploadId: job.uploadId,
        recordId: job.recordId ?? null,
      };
      const body = await recordsBody(webhook, doctype, delivery);
      if (body === null) return;
      const signing = {
        id: job.delivery,
        secrets: await repository.signingSecrets(webhook.id, now()),
      };
      const result = await sender.send(webhook.webhookRequest, body, signing, signal);
      await recordAttempt(webhook, delivery, attempt, result);
      if (result.isRetryable) throw new AppError('unavailable', { message: result.error! });
    },

    /** "Send test": sample records once, no retry; the invocation it wrote. */
    async sendTest(webhook: Webhook, doctype: Doctype): Promise<WebhookInvocation> {
      const delivery = {
        id: newId(DELIVERY_ID_PREFIX),
        created: now(),
        uploadId: null,
        recordId: null,
      };
      const body = JSON.stringify(samplePayload(doctype, delivery.id, delivery.created));
      return sendOnce(webhook, delivery, body, 1);
    },

    /**
     * A failed delivery made again, once: the same delivery id (Standard Webhooks' `webhook-id`)
     * and `created`, signed now with the current secrets, its records read now like a retry's.
     */
    async resend(
      webhook: Webhook,
      doctype: Doctype,
      { invocation, origin }: StoredInvocation,
    ): Promise<WebhookInvocation> {
      if (invocation.delivery === null || origin === null)
        throw new AppError('webhook/not-resendable');
      const delivery = {
        id: invocation.delivery,
        created: origin.created,
        uploadId: invocation.upload,
        recordId: origin.recordId,
      };
      const body =
        delivery.uploadId === null
          ? JSON.stringify(samplePayload(doctype, delivery.id, delivery.created))
          : await recordsBody(webhook, doctype, { ...delivery, uploadId: delivery.uploadId });
      if (body === null) throw new AppError('webhook/not-resendable');
      return sendOnce(
        webhook,
        delivery,
        body,
        await repository.nextAttempt(webhook.id, delivery.id),
      );
    },
  };
}

export type WebhookDeliveries = ReturnType<typeof createWebhookDeliveries>;
