import { Webhook as StandardWebhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import {
  newWebhookSecret,
  signatureHeader,
  signedHeaders,
  verifySignature,
} from './webhook-signature.ts';

const body = '{"event":"doctype.records"}';
const at = 1_764_000_000_000;

describe('the Docsift-Signature header', () => {
  const secret = newWebhookSecret();

  it('signs the timestamp and body with HMAC-SHA256', () => {
    const header = signatureHeader(['whsec_test'], body, at);
    // Computed independently: echo -n '1764000000.{"event":"doctype.records"}' | openssl dgst -sha256 -hmac whsec_test
    expect(header).toBe(
      't=1764000000,v1=c4e3153421cdb4d62d76a15fb12832ff82f6b13f28f508f592f0f1df6ecb4768',
    );
    expect(verifySignature('whsec_test', body, header, { nowMs: at })).toBe(true);
  });

  it('carries one v1 per secret, and either secret verifies', () => {
    const previous = newWebhookSecret();
    const header = signatureHeader([secret, previous], body, at);
    expect(header.match(/v1=/g)).toHaveLength(2);
    expect(verifySignature(secret, body, header, { nowMs: at })).toBe(true);
    expect(verifySignature(previous, body, header, { nowMs: at })).toBe(true);
    expect(verifySignature(newWebhookSecret(), body, header, { nowMs: at })).toBe(false);
  });

  it('refuses another body, another secret, an old timestamp and a malformed header', () => {
    const header = signatureHeader([secret], body, at);
    expect(verifySignature(secret, body, header, { nowMs: at + 60_000 })).toBe(true);
    expect(verifySignature(secret, `${body} `, header, { nowMs: at })).toBe(false);
    expect(verifySignature(newWebhookSecret(), body, header, { nowMs: at })).toBe(false);
    expect(verifySignature(secret, body, header, { nowMs: at + 301_000 })).toBe(false);
    expect(verifySignature(secret, body, 'v1=abc', { nowMs: at })).toBe(false);
    expect(verifySignature(secret, body, '', { nowMs: at })).toBe(false);
  });
});

describe('the Standard Webhooks headers', () => {
  it('are what the standardwebhooks library signs and verifies', () => {
    const secret = newWebhookSecret();
    const headers = signedHeaders([secret], 'delivery-1', body, at);
    const library = new StandardWebhook(secret);
    expect(headers['webhook-signature']).toBe(library.sign('delivery-1', new Date(at), body));
    expect(headers).toMatchObject({
      'webhook-id': 'delivery-1',
      'webhook-timestamp': '1764000000',
    });
    // The library refuses a timestamp over 5 minutes old: verify one made now.
    const fresh = signedHeaders([secret], 'delivery-1', body, Date.now());
    expect(library.verify(body, fresh)).toEqual(JSON.parse(body));
    expect(() => library.verify(`${body} `, fresh)).toThrow();
  });

  it('verify with the previous secret too while both sign', () => {
    const [current, previous] = [newWebhookSecret(), newWebhookSecret()];
    const headers = signedHeaders([current, previous], 'delivery-2', body, Date.now());
    expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
    for (const secret of [current, previous])
      expect(new StandardWebhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new StandardWebhook(newWebhookSecret()).verify(body, headers)).toThrow();
  });

  it('key secrets made before, in base64url, by their bytes', () => {
    const older = 'whsec_-_-_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    const bytes = Buffer.from(older.slice(6), 'base64url');
    const headers = signedHeaders([older], 'delivery-3', body, Date.now());
    expect(new StandardWebhook(bytes, { format: 'raw' }).verify(body, headers)).toEqual(
      JSON.parse(body),
    );
  });
});
