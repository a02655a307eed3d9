/**
 * The live events of `GET /api/events` (Server-Sent Events). Each arrives as one `data:` line
 * holding a JSON object whose `type` tells which; a browser gets only events about what it may see.
 */
import { z } from 'zod';
import { notificationSchema } from './notification.ts';
import { recordSchema } from './record.ts';
import { uploadSchema } from './upload.ts';
import { webhookInvocationSchema, webhookSchema } from './webhook.ts';

export const liveEventSchema = z.discriminatedUnion('type', [
  /** An upload was created or changed state, error, records or hash. */
  z.object({ type: z.literal('upload'), upload: uploadSchema }),
  /** A doctype's definition or records changed: lists showing it reload (debounced). */
  z.object({ type: z.literal('doctype-changed'), doctype: z.string(), hash: z.string() }),
  /**
   * A doctype's team changed: its member lists reload, and a removed member's open pages find
   * the doctype gone. Sent to the team before and after the change, and when it is deleted.
   */
  z.object({ type: z.literal('team'), doctype: z.string() }),
  /** One record changed (cell edit, delete). */
  z.object({ type: z.literal('record'), doctype: z.string(), record: recordSchema }),
  /**
   * A bulk action approved or deleted `count` records of the doctype (up to a whole view's
   * 10,000): one event for all of them, not one each; open views read their records again.
   */
  z.object({
    type: z.literal('records'),
    doctype: z.string(),
    change: z.enum(['approved', 'deleted']),
    count: z.number().int().nonnegative(),
  }),
  /**
   * The doctype's author changed plan, and with it the doctype's `outputs` (what that plan pays
   * for: export formats, inbound mail, webhooks): members' open pages read the doctype again.
   */
  z.object({ type: z.literal('doctype-outputs'), doctype: z.string() }),
  /**
   * What corrections taught the doctype changed (a learn job stored or dropped lessons): the
   * fields page's "learned from N corrections" counts reload.
   */
  z.object({ type: z.literal('lessons'), doctype: z.string() }),
  z.object({ type: z.literal('notification'), notification: notificationSchema }),
  /**
   * The user's plan, credits or payments changed outside a request of theirs (a Stripe event):
   * the header's meter and the billing pages reload.
   */
  z.object({ type: z.literal('account') }),
  /** A delivery attempt of one of the user's webhooks, with the spec and its new count. */
  z.object({
    type: z.literal('webhook-invocation'),
    webhook: webhookSchema,
    invocation: webhookInvocationSchema,
  }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEventType = LiveEvent['type'];
