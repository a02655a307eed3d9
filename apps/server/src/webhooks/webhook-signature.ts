/**
 * The `Docsift-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`,
 * the scheme of Stripe and Standard Webhooks (docs/webhooks.md shows a receiver's check).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@docsift/core/webhook';

export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

function hmacHex(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The header value for `body` sent at `atMs`. */
export function signatureHeader(secret: string, body: string, atMs: number): string {
  const timestamp = Math.floor(atMs / 1000);
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, body)}`;
}

/** A receiver's check: the signature matches and is at most `toleranceSeconds` old. */
export function verifySignature(
  secret: string,
  body: string,
  header: string,
  { nowMs = Date.now(), toleranceSeconds = 300 } = {},
): boolean {
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  if (!Number.isInteger(timestamp) || Math.abs(nowMs / 1000 - timestamp) > toleranceSeconds)
    return false;
  const expected = Buffer.from(hmacHex(secret, timestamp, body), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
