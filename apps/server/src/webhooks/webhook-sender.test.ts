import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/test-server.ts';
import type { WebhookReceiver } from '../../test/webhook-receiver.ts';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';
import { parseCidr } from '../platform/config/cidr.ts';
import { createAddressPolicy } from './webhook-address.ts';
import { createWebhookSender } from './webhook-sender.ts';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { newWebhookSecret, verifySignature } from './webhook-signature.ts';

const loopback = createAddressPolicy([parseCidr('127.0.0.0/8')!]);
const never = new AbortController().signal;
const body = '{"event":"doctype.records"}';
const secret = newWebhookSecret();
const signing = { id: 'delivery-1', secrets: [secret] };

describe('sending one webhook attempt', () => {
  let receiver: WebhookReceiver;
  const sender = createWebhookSender({ policy: loopback, timeoutMs: 300 });
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    sender.close();
    await receiver.close();
  });

  const send = (url: string, headers: { name: string; value: string }[] = []) =>
    sender.send({ httpMethod: 'POST', url, headers }, body, signing, never);

  it('posts the signed JSON body with the spec’s headers, which cannot replace ours', async () => {
    const result = await send(`${receiver.url}?a=1`, [
      { name: 'Authorization', value: 'Bearer t' },
      { name: 'Content-Type', value: 'text/plain' },
      { name: 'Docsift-Signature', value: 'forged' },
      { name: 'webhook-signature', value: 'v1,forged' },
      { name: 'Host', value: 'intranet' },
    ]);
    expect(result).toEqual({
      status: 200,
      durationMs: expect.any(Number),
      error: null,
      isRetryable: false,
    });
    const request = receiver.received.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', url: '/hook?a=1', body });
    expect(request.headers).toMatchObject({
      authorization: 'Bearer t',
      'content-type': 'application/json',
      host: new URL(receiver.url).host,
    });
    expect(verifySignature(secret, body, String(request.headers['docsift-signature']))).toBe(true);
    expect(request.headers['webhook-id']).toBe('delivery-1');
    const standard = new StandardWebhook(secret);
    expect(standard.verify(body, request.headers as Record<string, string>)).toEqual(
      JSON.parse(body),
    );
  });

  it.each([
    [500, 'The receiver answered 500 Internal Server Error', true],
    [503, 'The receiver answered 503 Service Unavailable', true],
    [429, 'The receiver answered 429 Too Many Requests', true],
    [404, 'The receiver answered 404 Not Found', false],
    [410, 'The receiver answered 410 Gone', false],
    [302, 'The receiver answered 302 Found: redirects are not followed', false],
  ])('takes a %i as %j (retryable: %s)', async (status, error, isRetryable) => {
    receiver.answerWith(status);
    expect(await send(receiver.url)).toMatchObject({ status, error, isRetryable });
  });

  it('gives up on a receiver that does not answer within the deadline, to retry later', async () => {
    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as { port: number };
      expect(await send(`http://127.0.0.1:${port}/`)).toMatchObject({
        status: null,
        error: 'The receiver did not answer within 0.3 s',
        isRetryable: true,
      });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('retries a refused connection, saying so in plain words', async () => {
    expect(await send(`http://127.0.0.1:${await freePort()}/`)).toMatchObject({
      status: null,
      error: 'The receiver refused the connection: nothing listens at 127.0.0.1 (ECONNREFUSED)',
      isRetryable: true,
    });
  });

  it('refuses, after resolving it, a name that leads to a forbidden address (no request made)', async () => {
    const strict = createWebhookSender({ policy: createAddressPolicy() });
    try {
      const before = receiver.received.length;
      const port = new URL(receiver.url).port;
      const byName = await strict.send(
        { httpMethod: 'POST', url: `http://localhost:${port}/hook`, headers: [] },
        body,
        signing,
        never,
      );
      expect(byName).toMatchObject({
        status: null,
        error: expect.stringMatching(
          /^localhost resolves to (127\.0\.0\.1|::1), which webhooks may not reach$/,
        ),
        isRetryable: false,
      });
      const byAddress = await strict.send(
        { httpMethod: 'POST', url: receiver.url, headers: [] },
        body,
        signing,
        never,
      );
      expect(byAddress).toMatchObject({
        error: '127.0.0.1 is an address webhooks may not reach',
        isRetryable: false,
      });
      expect(receiver.received.length).toBe(before);
    } finally {
      strict.close();
    }
  });
});
