/**
 * A delivery's signatures, made with each secret that still verifies (the current one, and the
 * one before it for a day after a rotation):
 * - `Docsift-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>[,v1=…]`, the
 *   scheme of Stripe, with the secret's text as the key;
 * - Standard Webhooks (standardwebhooks.com): `webhook-id`, `webhook-timestamp` and
 *   `webhook-signature: v1,<base64 HMAC-SHA256(key, "<id>.<timestamp>.<body>")>[ v1,…]`, the key
 *   being the base64 after the secret's `whsec_`, so the standard libraries verify a delivery.
 * docs/webhooks.md shows a receiver's check of each.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX, WEBHOOK_SIGNATURE_HEADER } from '@docsift/core/webhook';

/** Standard base64, as Standard Webhooks' libraries decode it (secrets made before were base64url). */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

function hmacHex(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** Node's base64 decoder takes both alphabets: older base64url secrets give their bytes too. */
function standardKey(secret: string): Buffer {
  return Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
}

/** The `Docsift-Signature` value for `body` sent at `atMs`, one `v1` per secret. */
export function signatureHeader(secrets: string[], body: string, atMs: number): string {
  const timestamp = Math.floor(atMs / 1000);
  return [
    `t=${timestamp}`,
    ...secrets.map((secret) => `v1=${hmacHex(secret, timestamp, body)}`),
  ].join(',');
}

/** Every signature header of one attempt; `id` is the delivery's, the same on each retry. */
export function signedHeaders(
  secrets: string[],
  id: string,
  body: string,
  atMs: number,
): Record<string, string> {
  const timestamp = Math.floor(atMs / 1000);
  const standard = secrets.map(
    (secret) =>
      `v1,${createHmac('sha256', standardKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`,
  );
  return {
    [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(secrets, body, atMs),
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': standard.join(' '),
  };
}

/** A receiver's check: one of the `v1` signatures matches and it is at most `toleranceSeconds` old. */
export function verifySignature(
  secret: string,
  body: string,
  header: string,
  { nowMs = Date.now(), toleranceSeconds = 300 } = {},
): boolean {
  const parts = header.split(',').map((part) => {
    const at = part.indexOf('=');
    return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
  });
  const timestamp = Number(parts.find(([name]) => name === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowMs / 1000 - timestamp) > toleranceSeconds)
    return false;
  const expected = Buffer.from(hmacHex(secret, timestamp, body), 'hex');
  return parts
    .filter(([name]) => name === 'v1')
    .some(([, value]) => {
      const given = Buffer.from(value, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}
