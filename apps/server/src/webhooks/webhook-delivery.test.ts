import type { Doctype } from '@docsift/core/doctype';
import type { LiveEvent } from '@docsift/core/events';
import type { CreateUploadsResponse } from '@docsift/core/upload';
import type {
  CreateWebhookBody,
  Webhook,
  WebhookInvocation,
  WebhookInvocationList,
  WebhookPayload,
} from '@docsift/core/webhook';
import { webhookPayloadSchema } from '@docsift/core/webhook';
import { makeInvoicePdf } from '@docsift/extract/testing';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype, setRole, uploadFiles } from '../../test/documents.ts';
import { HttpClient } from '../../test/http-client.ts';
import { openEventStream } from '../../test/live-events.ts';
import type { TestServer } from '../../test/test-server.ts';
import { dialects, startTestServer } from '../../test/test-server.ts';
import type { WebhookReceiver } from '../../test/webhook-receiver.ts';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';
import type { ReceivedRequest } from '../../test/webhook-receiver.ts';
import { verifySignature } from './webhook-signature.ts';
import { createWebhooksRepository } from './webhooks.repository.ts';
import { PREVIOUS_SECRET_GRACE_MS } from './webhooks.service.ts';

/** What a receiver using the Standard Webhooks library gets from a delivery; it throws when unsigned. */
function standardVerify(secret: string, request: ReceivedRequest): unknown {
  return new StandardWebhook(secret).verify(
    request.body,
    request.headers as Record<string, string>,
  );
}

const waitLong = { timeout: 90_000, interval: 100 };
const testTimeout = 180_000;

describe.each(dialects)('webhook deliveries on %s', (dialect) => {
  let receiver: WebhookReceiver;
  let pdf: Buffer;
  const servers: TestServer[] = [];
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    pdf = await makeInvoicePdf();
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });
  afterAll(() => receiver.close());

  async function start(env: Record<string, string>, dataOf?: TestServer): Promise<TestServer> {
    const server = await startTestServer(dialect, {
      pipeline: true,
      env: { WEBHOOK_ALLOW_PRIVATE: '127.0.0.0/8', ...env },
      ...(dataOf ? { dataOf } : {}),
    });
    servers.push(server);
    return server;
  }

  async function professionalWithDoctype(server: TestServer) {
    const { client, me } = await registerUser(server.url);
    await setRole(server, me.uid, 'professional');
    return { client, doctype: await createDoctype(client) };
  }

  async function createWebhook(client: HttpClient, doctype: Doctype, path: string) {
    const body: CreateWebhookBody = {
      trigger: 'doctype.records',
      target: doctype.id,
      title: 'Receiver',
      webhookRequest: { httpMethod: 'POST', url: `${receiver.url}/${path}` },
    };
    const res = await client.post<Webhook>('/api/webhooks', body);
    expect(res.status).toBe(201);
    return res.body;
  }

  async function upload(client: HttpClient, doctype: Doctype): Promise<string> {
    const res = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
      { name: 'invoice.pdf', bytes: pdf },
    ]);
    expect(res.status).toBe(201);
    return res.body.uploads[0]!.id;
  }

  const requestsTo = (path: string) =>
    receiver.received.filter((request) => request.url === `/hook/${path}`);

  async function invocationsOf(client: HttpClient, webhook: Webhook) {
    return (await client.get<WebhookInvocationList>(`/api/webhooks/${webhook.id}/invocations`)).body
      .invocations;
  }

  it(
    'sends a done upload’s records, signed, to each enabled spec and tells the owner',
    async () => {
      const server = await start({});
      const { client, doctype } = await professionalWithDoctype(server);
      const webhook = await createWebhook(client, doctype, 'signed');
      const disabled = await createWebhook(client, doctype, 'disabled');
      await client.patch(`/api/webhooks/${disabled.id}`, { enabled: false });
      const stream = await openEventStream(client);
      try {
        const uploadId = await upload(client, doctype);
        await expect.poll(() => requestsTo('signed').length, waitLong).toBe(1);

        const request = requestsTo('signed')[0]!;
        const signature = String(request.headers['docsift-signature']);
        expect(verifySignature(webhook.secret, request.body, signature)).toBe(true);
        expect(standardVerify(webhook.secret, request)).toEqual(JSON.parse(request.body));
        const payload: WebhookPayload = webhookPayloadSchema.parse(JSON.parse(request.body));
        const [numberKey, totalKey] = doctype.fields.map((field) => field.key);
        expect(payload).toMatchObject({
          event: 'doctype.records',
          delivery: expect.stringMatching(/^delivery-/),
          test: false,
          doctype: { id: doctype.id, title: doctype.title },
          fields: [
            { key: numberKey, caption: 'Invoice number', type: 'string' },
            { key: totalKey, caption: 'Total', type: 'number' },
          ],
          upload: { id: uploadId, filename: 'invoice.pdf' },
          records: [{ order: 0, values: { [numberKey!]: expect.any(String) } }],
        });

        // The invocation is stored once the receiver has answered, after it saw the request.
        await expect
          .poll(async () => (await invocationsOf(client, webhook)).length, waitLong)
          .toBe(1);
        const [invocation] = await invocationsOf(client, webhook);
        expect(invocation).toMatchObject({
          upload: uploadId,
          attempt: 1,
          status: 200,
          error: null,
          webhookRequest: { httpMethod: 'POST', url: `${receiver.url}/signed` },
        });
        let event: LiveEvent;
        do event = await stream.next();
        while (event.type !== 'webhook-invocation');
        expect(event).toEqual({
          type: 'webhook-invocation',
          webhook: { ...webhook, invocations: 1 },
          invocation,
        });
        expect(await invocationsOf(client, disabled)).toEqual([]);
        expect(requestsTo('disabled')).toEqual([]);
      } finally {
        stream.close();
      }
    },
    testTimeout,
  );

  it(
    'signs with a rotated secret and the one before it for a day, both verified by standardwebhooks',
    async () => {
      const server = await start({});
      const { client, doctype } = await professionalWithDoctype(server);
      const webhook = await createWebhook(client, doctype, 'rotated');
      const sendTest = async () => {
        const res = await client.post<WebhookInvocation>(`/api/webhooks/${webhook.id}/test`);
        expect([res.status, res.body.status]).toEqual([200, 200]);
        return requestsTo('rotated').at(-1)!;
      };
      const before = await sendTest();
      expect(standardVerify(webhook.secret, before)).toMatchObject({ test: true });

      const rotated = await client.post<Webhook>(`/api/webhooks/${webhook.id}/secret`);
      expect(rotated.body.secret).not.toBe(webhook.secret);
      const after = await sendTest();
      for (const secret of [rotated.body.secret, webhook.secret]) {
        expect(standardVerify(secret, after)).toMatchObject({ test: true });
        expect(
          verifySignature(secret, after.body, String(after.headers['docsift-signature'])),
        ).toBe(true);
      }
      const repository = createWebhooksRepository(server.database.db, server.database.dialect);
      const dayLater = Date.now() + PREVIOUS_SECRET_GRACE_MS + 1000;
      expect(await repository.signingSecrets(webhook.id, Date.now())).toEqual([
        rotated.body.secret,
        webhook.secret,
      ]);
      expect(await repository.signingSecrets(webhook.id, dayLater)).toEqual([rotated.body.secret]);
    },
    testTimeout,
  );

  it(
    "sends a free member's upload in a professional author's doctype to the author's webhook",
    async () => {
      const server = await start({});
      const { client, doctype } = await professionalWithDoctype(server);
      const webhook = await createWebhook(client, doctype, 'member-upload');
      const member = await registerUser(server.url);
      const added = await client.post(`/api/doctypes/${doctype.id}/members`, {
        email: member.email,
      });
      expect(added.status).toBe(201);

      const uploadId = await upload(member.client, doctype);
      await expect.poll(() => requestsTo('member-upload').length, waitLong).toBe(1);
      const payload = webhookPayloadSchema.parse(JSON.parse(requestsTo('member-upload')[0]!.body));
      expect(payload.upload).toMatchObject({ id: uploadId });
      expect(payload.records).toHaveLength(1);
      // The deliveries are the author's to see, as the webhook is theirs to manage; the free
      // member's own plan has no webhook settings at all.
      await expect
        .poll(
          async () => (await invocationsOf(client, webhook)).map((invocation) => invocation.upload),
          waitLong,
        )
        .toEqual([uploadId]);
      expect((await member.client.get(`/api/webhooks/${webhook.id}/invocations`)).status).toBe(403);
    },
    testTimeout,
  );

  it(
    'retries a receiver answering 5xx, one invocation per attempt, same delivery id',
    async () => {
      const server = await start({ WEBHOOK_RETRY_DELAY_MS: '100' });
      const { client, doctype } = await professionalWithDoctype(server);
      const webhook = await createWebhook(client, doctype, 'flaky');
      receiver.answerWith(500, 503);
      const uploadId = await upload(client, doctype);

      await expect.poll(() => requestsTo('flaky').length, waitLong).toBe(3);
      await expect
        .poll(async () => (await invocationsOf(client, webhook)).length, waitLong)
        .toBe(3);
      const invocations = await invocationsOf(client, webhook);
      expect(
        invocations.map(({ attempt, status, error, upload: u }) => ({ attempt, status, error, u })),
      ).toEqual([
        { attempt: 3, status: 200, error: null, u: uploadId },
        {
          attempt: 2,
          status: 503,
          error: 'The receiver answered 503 Service Unavailable',
          u: uploadId,
        },
        {
          attempt: 1,
          status: 500,
          error: 'The receiver answered 500 Internal Server Error',
          u: uploadId,
        },
      ]);
      const deliveries = requestsTo('flaky').map(
        (r) => (JSON.parse(r.body) as WebhookPayload).delivery,
      );
      expect(new Set(deliveries).size).toBe(1);
      // Standard Webhooks' id is the delivery's: a receiver drops the retries it already handled.
      expect(requestsTo('flaky').map((r) => r.headers['webhook-id'])).toEqual(deliveries);
      const list = await client.get<{ webhooks: Webhook[] }>(`/api/webhooks?target=${doctype.id}`);
      expect(list.body.webhooks[0]!.invocations).toBe(3);
    },
    testTimeout,
  );

  it(
    'refuses at delivery a name that resolves to a private address, without retrying',
    async () => {
      const server = await start({ WEBHOOK_ALLOW_PRIVATE: '' });
      const { client, doctype } = await professionalWithDoctype(server);
      const res = await client.post<Webhook>('/api/webhooks', {
        trigger: 'doctype.records',
        target: doctype.id,
        title: 'Rebinding',
        webhookRequest: {
          httpMethod: 'POST',
          url: `http://localhost:${new URL(receiver.url).port}/hook/private`,
        },
      } satisfies CreateWebhookBody);
      expect(res.status).toBe(201);
      const uploadId = await upload(client, doctype);

      await expect
        .poll(async () => (await invocationsOf(client, res.body)).length, waitLong)
        .toBe(1);
      expect((await invocationsOf(client, res.body))[0]).toMatchObject({
        upload: uploadId,
        attempt: 1,
        status: null,
        error: expect.stringMatching(
          /^localhost resolves to (127\.0\.0\.1|::1), which webhooks may not reach$/,
        ),
      });
      expect(requestsTo('private')).toEqual([]);
    },
    testTimeout,
  );

  it(
    'still delivers after a restart between two attempts',
    async () => {
      // Its retry is due 5 s after the first attempt: time enough to see the attempt stored.
      const first = await start({ WEBHOOK_RETRY_DELAY_MS: '5000' });
      const { client, doctype } = await professionalWithDoctype(first);
      const webhook = await createWebhook(client, doctype, 'restart');
      receiver.answerWith(500);
      await upload(client, doctype);
      await expect.poll(() => requestsTo('restart').length, waitLong).toBe(1);
      // The first attempt ends with its invocation stored; a node closed while the answer is
      // still on its way hands the attempt back unrecorded, a restart during an attempt.
      await expect
        .poll(async () => (await invocationsOf(client, webhook)).map((i) => i.status), waitLong)
        .toEqual([500]);
      servers.splice(servers.indexOf(first), 1);
      await first.close({ keepData: true });
      // The first node is gone before its retry was due: the retry is the second node's.
      expect(requestsTo('restart').length).toBe(1);

      const second = await start({ WEBHOOK_RETRY_DELAY_MS: '2000' }, first);
      await expect.poll(() => requestsTo('restart').length, waitLong).toBe(2);
      // The same session, on the new node.
      const signedIn = new HttpClient(second.url);
      for (const [name, value] of client.cookies) signedIn.cookies.set(name, value);
      await expect
        .poll(async () => (await invocationsOf(signedIn, webhook)).map((i) => i.status), waitLong)
        .toEqual([200, 500]);
    },
    testTimeout,
  );
});
