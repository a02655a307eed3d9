import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signatureHeader, verifySignature } from './webhook-signature.ts';

describe('the Docsift-Signature header', () => {
  const secret = newWebhookSecret();
  const body = '{"event":"doctype.records"}';
  const at = 1_764_000_000_000;

  it('signs the timestamp and body with HMAC-SHA256', () => {
    const header = signatureHeader('whsec_test', body, at);
    // Computed independently: echo -n '1764000000.{"event":"doctype.records"}' | openssl dgst -sha256 -hmac whsec_test
    expect(header).toBe(
      't=1764000000,v1=c4e3153421cdb4d62d76a15fb12832ff82f6b13f28f508f592f0f1df6ecb4768',
    );
    expect(verifySignature('whsec_test', body, header, { nowMs: at })).toBe(true);
  });

  it('refuses another body, another secret, an old timestamp and a malformed header', () => {
    const header = signatureHeader(secret, body, at);
    expect(verifySignature(secret, body, header, { nowMs: at + 60_000 })).toBe(true);
    expect(verifySignature(secret, `${body} `, header, { nowMs: at })).toBe(false);
    expect(verifySignature(newWebhookSecret(), body, header, { nowMs: at })).toBe(false);
    expect(verifySignature(secret, body, header, { nowMs: at + 301_000 })).toBe(false);
    expect(verifySignature(secret, body, 'v1=abc', { nowMs: at })).toBe(false);
    expect(verifySignature(secret, body, '', { nowMs: at })).toBe(false);
  });
});
