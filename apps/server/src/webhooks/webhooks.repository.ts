import type {
  Webhook,
  WebhookHeader,
  WebhookInvocation,
  WebhookMethod,
} from '@docsift/core/webhook';
import {
  MAX_WEBHOOK_INVOCATIONS_LISTED,
  MAX_WEBHOOKS_LISTED,
  WEBHOOK_TRIGGER,
} from '@docsift/core/webhook';
import type { ReviewState } from '@docsift/core/review';
import type { Kysely, Selectable } from 'kysely';
import type { DialectName } from '../platform/db/database.ts';
import { lockUserRow } from '../platform/db/lock-user-row.ts';
import type { Tables, WebhookInvocationsTable, WebhooksTable } from '../platform/db/schema.ts';

export interface WebhookChanges {
  title?: string;
  enabled?: boolean;
  webhookRequest?: Webhook['webhookRequest'];
  reviewStates?: Webhook['reviewStates'];
  updated: number;
}

/** What an attempt was an attempt of, beyond its invocation: enough to make the delivery again. */
export interface DeliveryOrigin {
  /** The payload's `created`. */
  created: number;
  /** The approved record of a `record.approved` delivery. */
  recordId: string | null;
}

/** A stored attempt with its delivery's origin (null for attempts made before they kept it). */
export interface StoredInvocation {
  invocation: WebhookInvocation;
  origin: DeliveryOrigin | null;
}

/** A record as a receiver gets it. */
export interface PayloadRecord {
  id: string;
  order: number;
  values: Record<string, unknown>;
}

function statesColumn(states: Webhook['reviewStates']): string | null {
  return states === null ? null : JSON.stringify(states);
}

function toWebhook(row: Selectable<WebhooksTable>): Webhook {
  return {
    id: row.id,
    type: 'webhookspec',
    author: row.user_id,
    created: Number(row.created_at),
    updated: Number(row.updated_at),
    trigger: WEBHOOK_TRIGGER,
    target: row.doctype_id,
    enabled: Boolean(row.enabled),
    title: row.title,
    webhookRequest: {
      httpMethod: row.http_method as WebhookMethod,
      url: row.url,
      headers: JSON.parse(row.headers) as WebhookHeader[],
    },
    reviewStates:
      row.review_states === null ? null : (JSON.parse(row.review_states) as ReviewState[]),
    invocations: Number(row.invocations),
    secret: row.secret,
  };
}

function toInvocation(row: Selectable<WebhookInvocationsTable>): WebhookInvocation {
  return {
    id: row.id,
    webhook: row.webhook_id,
    created: Number(row.created_at),
    webhookRequest: { httpMethod: row.http_method as WebhookMethod, url: row.url },
    upload: row.upload_id,
    attempt: row.attempt,
    status: row.status,
    durationMs: row.duration_ms,
    error: row.error,
    delivery: row.delivery_id,
  };
}

export function createWebhooksRepository(db: Kysely<Tables>, dialect: DialectName) {
  async function find(id: string): Promise<Webhook | null> {
    const row = await db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toWebhook(row) : null;
  }

  return {
    find,

    /**
     * Inserts the spec unless its author already has `max` for its doctype; false when refused.
     * Parallel creates of one author count one after the other (the user's row lock).
     */
    async insertWithinLimit(webhook: Webhook, max: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await lockUserRow(trx, dialect, webhook.author);
        const { count } = await trx
          .selectFrom('webhooks')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('user_id', '=', webhook.author)
          .where('doctype_id', '=', webhook.target)
          .executeTakeFirstOrThrow();
        if (Number(count) >= max) return false;
        await trx
          .insertInto('webhooks')
          .values({
            id: webhook.id,
            user_id: webhook.author,
            doctype_id: webhook.target,
            title: webhook.title,
            enabled: webhook.enabled ? 1 : 0,
            http_method: webhook.webhookRequest.httpMethod,
            url: webhook.webhookRequest.url,
            headers: JSON.stringify(webhook.webhookRequest.headers),
            review_states: statesColumn(webhook.reviewStates),
            secret: webhook.secret,
            invocations: 0,
            created_at: webhook.created,
            updated_at: webhook.updated,
          })
          .execute();
        return true;
      });
    },

    /** The user's specs for a doctype, newest first (at most the listed maximum). */
    async listForUser(userId: string, doctypeId: string): Promise<Webhook[]> {
      const rows = await db
        .selectFrom('webhooks')
        .selectAll()
        .where('user_id', '=', userId)
        .where('doctype_id', '=', doctypeId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(MAX_WEBHOOKS_LISTED)
        .execute();
      return rows.map(toWebhook);
    },

    /** The enabled specs of a doctype: what an upload turning done is sent to. */
    async listEnabledFor(doctypeId: string): Promise<Webhook[]> {
      const rows = await db
        .selectFrom('webhooks')
        .selectAll()
        .where('doctype_id', '=', doctypeId)
        .where('enabled', '=', 1)
        .execute();
      return rows.map(toWebhook);
    },

    /** The user's spec by id, or null when it is not theirs or does not exist. */
    async findForUser(userId: string, id: string): Promise<Webhook | null> {
      const webhook = await find(id);
      return webhook?.author === userId ? webhook : null;
    },

    async update(id: string, changes: WebhookChanges): Promise<void> {
      const request = changes.webhookRequest;
      await db
        .updateTable('webhooks')
        .set({
          ...(changes.title != null ? { title: changes.title } : {}),
          ...(changes.enabled != null ? { enabled: changes.enabled ? 1 : 0 } : {}),
          ...(changes.reviewStates !== undefined
            ? { review_states: statesColumn(changes.reviewStates) }
            : {}),
          ...(request
            ? {
                http_method: request.httpMethod,
                url: request.url,
                headers: JSON.stringify(request.headers),
              }
            : {}),
          updated_at: changes.updated,
        })
        .where('id', '=', id)
        .execute();
    },

    /** The new secret signs from now on; the one it replaces goes on signing until `previousUntil`. */
    async rotateSecret(id: string, secret: string, previousUntil: number, updated: number) {
      await db
        .updateTable('webhooks')
        .set((eb) => ({
          previous_secret: eb.ref('secret'),
          previous_secret_until: previousUntil,
          secret,
          updated_at: updated,
        }))
        .where('id', '=', id)
        .execute();
    },

    /** The secrets a delivery at `at` is signed with: the current one, then the previous while it lasts. */
    async signingSecrets(id: string, at: number): Promise<string[]> {
      const row = await db
        .selectFrom('webhooks')
        .select(['secret', 'previous_secret', 'previous_secret_until'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return [];
      const isPreviousValid =
        row.previous_secret != null && Number(row.previous_secret_until ?? 0) > at;
      return isPreviousValid ? [row.secret, row.previous_secret!] : [row.secret];
    },

    async deleteForUser(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('webhooks')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * Records an attempt and counts it on the spec; the spec as it now is, or null when it was
     * deleted meanwhile. Invocations beyond the listed latest are dropped every so many attempts,
     * not at each (a burst of deliveries pays one delete per that many).
     */
    async addInvocation(
      invocation: WebhookInvocation,
      origin: DeliveryOrigin,
    ): Promise<Webhook | null> {
      return db.transaction().execute(async (trx) => {
        const counted = await trx
          .updateTable('webhooks')
          .set((eb) => ({ invocations: eb('invocations', '+', 1) }))
          .where('id', '=', invocation.webhook)
          .returningAll()
          .executeTakeFirst();
        if (!counted) return null;
        await trx
          .insertInto('webhook_invocations')
          .values({
            id: invocation.id,
            webhook_id: invocation.webhook,
            created_at: invocation.created,
            http_method: invocation.webhookRequest.httpMethod,
            url: invocation.webhookRequest.url,
            upload_id: invocation.upload,
            attempt: invocation.attempt,
            status: invocation.status,
            duration_ms: Math.round(invocation.durationMs),
            error: invocation.error,
            delivery_id: invocation.delivery,
            delivery_created: origin.created,
            record_id: origin.recordId,
          })
          .execute();
        if (Number(counted.invocations) % MAX_WEBHOOK_INVOCATIONS_LISTED === 0)
          await trx
            .deleteFrom('webhook_invocations')
            .where('webhook_id', '=', invocation.webhook)
            .where('id', 'not in', (eb) =>
              eb
                .selectFrom('webhook_invocations')
                .select('id')
                .where('webhook_id', '=', invocation.webhook)
                .orderBy('created_at', 'desc')
                .orderBy('id', 'desc')
                .limit(MAX_WEBHOOK_INVOCATIONS_LISTED),
            )
            .execute();
        return toWebhook(counted);
      });
    },

    /** The latest invocations of a spec, newest first. */
    async listInvocations(webhookId: string): Promise<WebhookInvocation[]> {
      const rows = await db
        .selectFrom('webhook_invocations')
        .selectAll()
        .where('webhook_id', '=', webhookId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(MAX_WEBHOOK_INVOCATIONS_LISTED)
        .execute();
      return rows.map(toInvocation);
    },

    /** One attempt of the spec, with what it was an attempt of; null when not the spec's. */
    async findInvocation(webhookId: string, id: string): Promise<StoredInvocation | null> {
      const row = await db
        .selectFrom('webhook_invocations')
        .selectAll()
        .where('webhook_id', '=', webhookId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const origin =
        row.delivery_created === null
          ? null
          : { created: Number(row.delivery_created), recordId: row.record_id };
      return { invocation: toInvocation(row), origin };
    },

    /** Whether any kept attempt of the delivery got a 2xx answer. */
    async isDelivered(webhookId: string, delivery: string): Promise<boolean> {
      const row = await db
        .selectFrom('webhook_invocations')
        .select('id')
        .where('webhook_id', '=', webhookId)
        .where('delivery_id', '=', delivery)
        .where('error', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The number of the delivery's next attempt: one after the highest kept. */
    async nextAttempt(webhookId: string, delivery: string): Promise<number> {
      const { last } = await db
        .selectFrom('webhook_invocations')
        .select((eb) => eb.fn.max('attempt').as('last'))
        .where('webhook_id', '=', webhookId)
        .where('delivery_id', '=', delivery)
        .executeTakeFirstOrThrow();
      return Number(last ?? 0) + 1;
    },

    /**
     * An upload's records as a receiver gets them, in order, deleted ones left out; with
     * `states`, only the records in one of them; with `recordId`, only that record.
     */
    async recordsOfUpload(
      uploadId: string,
      states: Webhook['reviewStates'] = null,
      recordId?: string,
    ): Promise<PayloadRecord[]> {
      let query = db
        .selectFrom('records')
        .select(['id', 'position', 'data'])
        .where('upload_id', '=', uploadId)
        .where('deleted', '=', 0);
      if (states) query = query.where('review_state', 'in', states);
      if (recordId !== undefined) query = query.where('id', '=', recordId);
      const rows = await query.orderBy('position').execute();
      return rows.map((row) => ({
        id: row.id,
        order: Number(row.position),
        values: JSON.parse(row.data) as Record<string, unknown>,
      }));
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
