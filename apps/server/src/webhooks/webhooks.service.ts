/**
 * A user's webhook specs (professional plan and up): listed per doctype, created, edited,
 * deleted, tested, with their latest invocations. Only the owner sees a spec: anyone else's id
 * is not-found. The target must be a doctype the caller authored (a member of its team gets
 * 403), and the URL pass the SSRF guard.
 */
import type { Doctype } from '@docsift/core/doctype';
import { AppError } from '@docsift/core/errors';
import { hasRole, requiredRoles } from '@docsift/core/roles';
import type { Role } from '@docsift/core/roles';
import type {
  CreateWebhookBody,
  UpdateWebhookBody,
  Webhook,
  WebhookInvocation,
  WebhookPayload,
} from '@docsift/core/webhook';
import {
  createWebhookBodySchema,
  MAX_WEBHOOKS_LISTED,
  updateWebhookBodySchema,
  WEBHOOK_ID_PREFIX,
} from '@docsift/core/webhook';
import { newId } from '../platform/db/new-id.ts';
import type { AddressPolicy } from './webhook-address.ts';
import { assertTargetAllowed } from './webhook-address.ts';
import type { WebhookDeliveries } from './webhook-deliveries.ts';
import { DELIVERY_ID_PREFIX } from './webhook-deliveries.ts';
import { samplePayload } from './webhook-payload.ts';
import { newWebhookSecret } from './webhook-signature.ts';
import type { WebhooksRepository } from './webhooks.repository.ts';

/** How long a replaced secret goes on signing, so receivers switch without refusing a delivery. */
export const PREVIOUS_SECRET_GRACE_MS = 24 * 60 * 60 * 1000;

interface WebhooksServiceDeps {
  repository: WebhooksRepository;
  /** The doctype when the user sees it, else not-found; webhooks are its author's (403 for a member). */
  getDoctype: (userId: string, doctypeId: string) => Promise<Doctype>;
  roleOf: (userId: string) => Promise<Role>;
  policy: AddressPolicy;
  deliveries: Pick<WebhookDeliveries, 'sendTest' | 'resend'>;
  now?: () => number;
}

export function createWebhooksService({
  repository,
  getDoctype,
  roleOf,
  policy,
  deliveries,
  now = Date.now,
}: WebhooksServiceDeps) {
  async function assertPlan(userId: string): Promise<void> {
    if (!hasRole(await roleOf(userId), requiredRoles.webhooks))
      throw new AppError('permission-denied');
  }

  /** The caller's spec, after the plan check; anyone else's is not-found. */
  async function own(userId: string, id: string): Promise<Webhook> {
    await assertPlan(userId);
    const webhook = id.startsWith(WEBHOOK_ID_PREFIX)
      ? await repository.findForUser(userId, id)
      : null;
    if (!webhook) throw new AppError('not-found');
    return webhook;
  }

  async function authored(userId: string, doctypeId: string): Promise<Doctype> {
    const doctype = await getDoctype(userId, doctypeId);
    if (doctype.author !== userId) throw new AppError('permission-denied');
    return doctype;
  }

  return {
    async list(userId: string, doctypeId: string): Promise<Webhook[]> {
      await assertPlan(userId);
      await authored(userId, doctypeId);
      return repository.listForUser(userId, doctypeId);
    },

    async create(userId: string, body: CreateWebhookBody): Promise<Webhook> {
      await assertPlan(userId);
      const input = createWebhookBodySchema.parse(body);
      const doctype = await authored(userId, input.target);
      assertTargetAllowed(input.webhookRequest.url, policy);
      const at = now();
      const webhook: Webhook = {
        id: newId(WEBHOOK_ID_PREFIX),
        type: 'webhookspec',
        author: userId,
        created: at,
        updated: at,
        trigger: input.trigger,
        target: doctype.id,
        enabled: input.enabled,
        title: input.title,
        webhookRequest: input.webhookRequest,
        reviewStates: input.reviewStates,
        invocations: 0,
        secret: newWebhookSecret(),
      };
      if (!(await repository.insertWithinLimit(webhook, MAX_WEBHOOKS_LISTED)))
        throw new AppError('resource-exhausted');
      return webhook;
    },

    async update(userId: string, id: string, body: UpdateWebhookBody): Promise<Webhook> {
      const webhook = await own(userId, id);
      const changes = updateWebhookBodySchema.parse(body);
      if (changes.webhookRequest) assertTargetAllowed(changes.webhookRequest.url, policy);
      await repository.update(webhook.id, { ...changes, updated: now() });
      return (await repository.find(webhook.id)) ?? webhook;
    },

    /** A new signing secret; the old one goes on signing for PREVIOUS_SECRET_GRACE_MS beside it. */
    async rotateSecret(userId: string, id: string): Promise<Webhook> {
      const webhook = await own(userId, id);
      const at = now();
      await repository.rotateSecret(
        webhook.id,
        newWebhookSecret(),
        at + PREVIOUS_SECRET_GRACE_MS,
        at,
      );
      return (await repository.find(webhook.id)) ?? webhook;
    },

    async delete(userId: string, id: string): Promise<void> {
      await own(userId, id);
      if (!(await repository.deleteForUser(userId, id))) throw new AppError('not-found');
    },

    async invocations(userId: string, id: string): Promise<WebhookInvocation[]> {
      return repository.listInvocations((await own(userId, id)).id);
    },

    /** Sends sample records once (no retry) and answers the invocation it wrote. */
    async sendTest(userId: string, id: string): Promise<WebhookInvocation> {
      const webhook = await own(userId, id);
      return deliveries.sendTest(webhook, await getDoctype(userId, webhook.target));
    },

    /**
     * Sends a failed attempt's delivery once more (no retry) and answers the new invocation; an
     * attempt of a delivery that was received meanwhile is refused with `webhook/delivered`.
     */
    async resend(userId: string, id: string, invocationId: string): Promise<WebhookInvocation> {
      const webhook = await own(userId, id);
      const stored = await repository.findInvocation(webhook.id, invocationId);
      if (!stored) throw new AppError('not-found');
      const { delivery, error } = stored.invocation;
      if (error === null || (delivery && (await repository.isDelivered(webhook.id, delivery))))
        throw new AppError('webhook/delivered');
      return deliveries.resend(webhook, await getDoctype(userId, webhook.target), stored);
    },

    /** The body a delivery to the doctype's webhooks has, with one sample record ("Send test"). */
    async samplePayload(userId: string, doctypeId: string): Promise<WebhookPayload> {
      await assertPlan(userId);
      const doctype = await authored(userId, doctypeId);
      return samplePayload(doctype, newId(DELIVERY_ID_PREFIX), now());
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
