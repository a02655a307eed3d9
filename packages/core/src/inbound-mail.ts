/**
 * Inbound e-mail (spec sections 2, 6 and 9): every doctype has an address whose local part is
 * the last segment of its id; an optional allow-list keeps other senders out.
 */
import { z } from 'zod';
import { ALLOWED_SENDER, MAX_SENDER_LENGTH } from './allowed-sender.ts';
import { epochMs } from './timestamps.ts';
import { userText } from './user-text.ts';

/** The most senders one doctype's allow-list holds. */
export const MAX_ALLOWED_SENDERS = 100;

/** The local part of a doctype's address: the last `-` segment of its id (ids end in [a-z0-9]). */
export function inboundLocalPart(doctypeId: string): string {
  return doctypeId.slice(doctypeId.lastIndexOf('-') + 1);
}

export function inboundAddress(doctypeId: string, domain: string): string {
  return `${inboundLocalPart(doctypeId)}@${domain}`;
}

/** A whole address (`anna@example.com`) or a whole domain (`@example.com`), kept in lower case. */
export const allowedSenderSchema = userText()
  .trim()
  .toLowerCase()
  .max(MAX_SENDER_LENGTH, 'sender_invalid')
  .regex(ALLOWED_SENDER, 'sender_invalid');

/** An empty list lets every sender in. */
export function isSenderAllowed(sender: string, allowedSenders: readonly string[]): boolean {
  if (allowedSenders.length === 0) return true;
  const address = sender.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return false;
  const domain = address.slice(at);
  return allowedSenders.some((allowed) => allowed === address || allowed === domain);
}

/** `GET /api/doctypes/:id/inbound-mail`. */
export const inboundMailSchema = z.object({
  address: z.string(),
  allowedSenders: z.array(z.string()),
});
export type InboundMail = z.infer<typeof inboundMailSchema>;

/** `PATCH /api/doctypes/:id/inbound-mail`: the whole allow-list, duplicates dropped. */
export const updateInboundMailBodySchema = z
  .object({
    allowedSenders: z
      .array(allowedSenderSchema)
      .max(MAX_ALLOWED_SENDERS)
      .transform((senders) => [...new Set(senders)]),
  })
  .strict();
export type UpdateInboundMailBody = z.input<typeof updateInboundMailBodySchema>;

/**
 * What became of a received e-mail: its attachments uploaded, its sender off the allow-list
 * (refused at RCPT), or no PDF, image, DOCX, XLSX, ODS or CSV in it.
 */
export const inboundMailOutcomes = ['accepted', 'sender-refused', 'no-attachment'] as const;
export type InboundMailOutcome = (typeof inboundMailOutcomes)[number];

/** The received e-mails kept and listed per doctype, newest first. */
export const MAX_INBOUND_MAILS_LOGGED = 50;

export const receivedMailSchema = z.object({
  id: z.string(),
  received: epochMs('When the e-mail arrived'),
  /** The envelope's sender; empty for a bounce. */
  sender: z.string(),
  outcome: z.enum(inboundMailOutcomes),
  /** Uploads made from its attachments. */
  uploads: z.number().int().nonnegative(),
});
export type ReceivedMail = z.infer<typeof receivedMailSchema>;

/** `GET /api/doctypes/:id/inbound-mail/log`. */
export const receivedMailListSchema = z.object({ mails: z.array(receivedMailSchema) });
export type ReceivedMailList = z.infer<typeof receivedMailListSchema>;
