/**
 * What an allow-list entry may be, without zod: the web checks each sender as it is typed, and the
 * request schema (inbound-mail.ts) checks the same on the server.
 */

/** The longest address SMTP carries. */
export const MAX_SENDER_LENGTH = 254;

/** A whole address (`anna@example.com`) or a whole domain (`@example.com`). */
export const ALLOWED_SENDER = /^[^\s@<>,;]*@[^\s@<>,;]+\.[^\s@<>,;.]+$/;

export function isAllowedSender(text: string): boolean {
  const sender = text.trim();
  return sender.length <= MAX_SENDER_LENGTH && ALLOWED_SENDER.test(sender);
}
