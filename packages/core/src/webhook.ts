/**
 * Outgoing webhooks (spec sections 3 and 5): a user's specs, each sending a doctype's new records
 * to a URL when an upload is done, and the invocations that record every delivery attempt.
 */
import { z } from 'zod';
import { DOCTYPE_ID_PREFIX, fieldTypeSchema } from './doctype.ts';
import { fieldValueSchema } from './record.ts';
import { reviewStates, reviewStateSchema } from './review.ts';
import { UPLOAD_ID_PREFIX } from './upload.ts';
import { isWellFormedText, userText } from './user-text.ts';
import { epochMs } from './timestamps.ts';

export const WEBHOOK_ID_PREFIX = 'webhookspec-';
export const WEBHOOK_TRIGGER = 'doctype.records';
/** The event of a delivery sent when a person approves a record (issue 28): that record alone. */
export const WEBHOOK_APPROVED_EVENT = 'record.approved';
export const webhookMethods = ['POST', 'GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;
export const webhookMethodSchema = z.enum(webhookMethods, { message: 'Invalid request method' });
export type WebhookMethod = z.infer<typeof webhookMethodSchema>;

/** Specs listed per doctype (spec section 9) and invocations shown per spec. */
export const MAX_WEBHOOKS_LISTED = 100;
export const MAX_WEBHOOK_INVOCATIONS_LISTED = 20;

/** The prefix of a spec's signing secret. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (docs/webhooks.md). */
export const WEBHOOK_SIGNATURE_HEADER = 'Docsift-Signature';

/** A request header the receiver gets; a pair needs a name (spec section 5). */
export const webhookHeaderSchema = z.object({
  name: userText()
    .trim()
    .min(1, 'property_key_invalid')
    .max(200)
    .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'property_key_invalid'),
  value: userText().max(4000),
});
export type WebhookHeader = z.infer<typeof webhookHeaderSchema>;

/** A required string whose every failure, absence included, reads `message` (spec section 5). */
function specText(message: string) {
  return z
    .string({ error: message })
    .refine(isWellFormedText, { message: 'text_invalid', abort: true });
}

const doctypeTargetSchema = specText('Invalid target')
  .max(200)
  .startsWith(DOCTYPE_ID_PREFIX, 'Invalid target');

export const webhookRequestSchema = z.object(
  {
    httpMethod: webhookMethodSchema,
    url: specText('Invalid request url')
      .trim()
      .max(2000, 'Invalid request url')
      .refine(isHttpUrl, { message: 'Invalid request url' }),
    headers: z.array(webhookHeaderSchema).max(50).default([]),
  },
  { error: 'Invalid request url' },
);
export type WebhookRequest = z.infer<typeof webhookRequestSchema>;

/**
 * The review states (issue 28) whose records a spec sends; null: every record. A spec limited to
 * `reviewed` sends only what a person approved, one limited to `reviewed` and `auto` what needs
 * no check. A delivery left with no record is not sent.
 */
export const webhookReviewStatesSchema = z
  .array(reviewStateSchema)
  .min(1, 'Invalid review states')
  .max(reviewStates.length)
  .refine((states) => new Set(states).size === states.length, {
    message: 'Invalid review states',
  })
  .nullable();
export type WebhookReviewStates = z.infer<typeof webhookReviewStatesSchema>;

export const webhookSchema = z.object({
  id: z.string().startsWith(WEBHOOK_ID_PREFIX),
  type: z.literal('webhookspec'),
  author: z.string(),
  created: epochMs('When the webhook was made'),
  updated: epochMs('When the webhook last changed'),
  trigger: z.literal(WEBHOOK_TRIGGER),
  /** The doctype whose records are sent. */
  target: z.string().startsWith(DOCTYPE_ID_PREFIX),
  enabled: z.boolean(),
  title: z.string(),
  webhookRequest: webhookRequestSchema,
  reviewStates: webhookReviewStatesSchema,
  /** Invocations so far (every attempt counts). */
  invocations: z.number().int().nonnegative(),
  /**
   * The key of the spec's `Docsift-Signature` (HMAC-SHA256), made at creation and shown only to
   * the spec's owner; `POST /api/webhooks/:id/secret` replaces it.
   */
  secret: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookListSchema = z.object({ webhooks: z.array(webhookSchema) });
export type WebhookList = z.infer<typeof webhookListSchema>;

/** `GET /api/webhooks?target=`: the caller's specs for one doctype, newest first. */
export const webhookListQuerySchema = z.object({ target: doctypeTargetSchema });

/** `POST /api/webhooks`. The messages are the spec's section 5 texts. */
export const createWebhookBodySchema = z
  .object({
    trigger: z.literal(WEBHOOK_TRIGGER, { message: 'Invalid trigger' }),
    target: doctypeTargetSchema,
    enabled: z.boolean().default(true),
    title: userText().trim().min(1, 'webhook_title_invalid').max(200),
    webhookRequest: webhookRequestSchema,
    reviewStates: webhookReviewStatesSchema.default(null),
  })
  .strict();
export type CreateWebhookBody = z.input<typeof createWebhookBodySchema>;

/**
 * `PATCH /api/webhooks/:id`: any of title, enabled, reviewStates and webhookRequest (replaced
 * whole). `enabled` and `reviewStates` have no default here: an edit that leaves one out must
 * not change it.
 */
export const updateWebhookBodySchema = createWebhookBodySchema
  .pick({ title: true, webhookRequest: true })
  .extend({ enabled: z.boolean(), reviewStates: webhookReviewStatesSchema })
  .partial()
  .strict();
export type UpdateWebhookBody = z.input<typeof updateWebhookBodySchema>;

/** One delivery attempt: what was sent, what came back, and the error a person can read. */
export const webhookInvocationSchema = z.object({
  id: z.string(),
  webhook: z.string().startsWith(WEBHOOK_ID_PREFIX),
  created: epochMs('When the attempt was made'),
  webhookRequest: webhookRequestSchema.pick({ httpMethod: true, url: true }),
  /** The upload whose records were sent; null for a test delivery. */
  upload: z.string().nullable(),
  /** 1 for the first try of a delivery, counting up on retries. */
  attempt: z.number().int().positive(),
  /** The receiver's HTTP status; null when no answer came (refused address, timeout, network). */
  status: z.number().int().nullable(),
  durationMs: z.number().nonnegative(),
  /** Null on a 2xx answer. */
  error: z.string().nullable(),
  /**
   * The delivery this attempt belongs to: its `webhook-id` and the payload's `delivery`, the same
   * on every retry and resend. Null for attempts made before attempts named it (not resendable).
   */
  delivery: z.string().nullable(),
});
export type WebhookInvocation = z.infer<typeof webhookInvocationSchema>;

export const webhookInvocationListSchema = z.object({
  invocations: z.array(webhookInvocationSchema),
});
export type WebhookInvocationList = z.infer<typeof webhookInvocationListSchema>;

/**
 * The JSON body a receiver gets (docs/webhooks.md). `delivery` stays the same across the retries
 * of one delivery, so a receiver can drop duplicates.
 */
export const webhookPayloadSchema = z.object({
  /** `doctype.records`: an upload's records; `record.approved`: the one record a person approved. */
  event: z.enum([WEBHOOK_TRIGGER, WEBHOOK_APPROVED_EVENT]),
  delivery: z.string(),
  created: epochMs('When the delivery was created'),
  /** True for the "send test" action: sample records, nothing was parsed. */
  test: z.boolean(),
  doctype: z.object({ id: z.string(), title: z.string() }),
  /** The doctype's fields in order: a record's `values` are keyed by `key`. */
  fields: z.array(z.object({ key: z.string(), caption: z.string(), type: fieldTypeSchema })),
  upload: z.object({
    id: z.string().startsWith(UPLOAD_ID_PREFIX),
    filename: z.string(),
    created: epochMs('When the file was uploaded'),
  }),
  records: z.array(
    z.object({
      id: z.string(),
      order: z.number().int(),
      values: z.record(z.string(), fieldValueSchema),
    }),
  ),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
