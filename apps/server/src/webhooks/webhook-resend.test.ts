import type { ApiErrorBody } from '@docsift/core/errors';
import type { CreateUploadsResponse } from '@docsift/core/upload';
import type {
  CreateWebhookBody,
  Webhook,
  WebhookInvocation,
  WebhookInvocationList,
  WebhookPayload,
} from '@docsift/core/webhook';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype, setRole, uploadFiles } from '../../test/documents.ts';
import type { HttpClient } from '../../test/http-client.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';
import type { ReceivedRequest, WebhookReceiver } from '../../test/webhook-receiver.ts';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';

const waitLong = { timeout: 90_000, interval: 100 };
const testTimeout = 180_000;

describe.each(dialects)('resending a failed webhook delivery on %s', (dialect) => {
  const suite = serverPerSuite(dialect, {
    pipeline: true,
    env: { WEBHOOK_ALLOW_PRIVATE: '127.0.0.0/8' },
  });
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());

  async function professional(): Promise<HttpClient> {
    const { client, me } = await registerUser(suite.server.url);
    await setRole(suite.server, me.uid, 'professional');
    return client;
  }

  async function createWebhook(client: HttpClient, target: string, path: string) {
    const body: CreateWebhookBody = {
      trigger: 'doctype.records',
      target,
      title: 'Receiver',
      webhookRequest: { httpMethod: 'POST', url: `${receiver.url}/${path}` },
    };
    const res = await client.post<Webhook>('/api/webhooks', body);
    expect(res.status).toBe(201);
    return res.body;
  }

  const requestsTo = (path: string) =>
    receiver.received.filter((request) => request.url === `/hook/${path}`);
  const payloadOf = (request: ReceivedRequest) => JSON.parse(request.body) as WebhookPayload;
  const invocationsOf = async (client: HttpClient, webhook: Webhook) =>
    (await client.get<WebhookInvocationList>(`/api/webhooks/${webhook.id}/invocations`)).body
      .invocations;
  const resend = (client: HttpClient, webhook: Webhook, invocationId: string) =>
    client.post<WebhookInvocation & ApiErrorBody>(
      `/api/webhooks/${webhook.id}/invocations/${invocationId}/resend`,
    );

  it(
    'sends a refused upload delivery again as the same delivery, signed with the current secrets',
    async () => {
      const client = await professional();
      const doctype = await createDoctype(client);
      const webhook = await createWebhook(client, doctype.id, 'refused');
      // A 404 is final: the queue does not retry it, so the delivery stays failed.
      receiver.answerWith(404);
      const created = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
        { name: 'invoice.pdf', bytes: suite.pdf },
      ]);
      const uploadId = created.body.uploads[0]!.id;
      await expect
        .poll(async () => (await invocationsOf(client, webhook)).map((i) => i.status), waitLong)
        .toEqual([404]);
      const [failed] = await invocationsOf(client, webhook);
      expect(failed).toMatchObject({
        upload: uploadId,
        attempt: 1,
        error: 'The receiver answered 404 Not Found',
        delivery: expect.stringMatching(/^delivery-/),
      });
      const rotated = await client.post<Webhook>(`/api/webhooks/${webhook.id}/secret`);

      const again = await resend(client, webhook, failed!.id);
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({
        upload: uploadId,
        attempt: 2,
        status: 200,
        error: null,
        delivery: failed!.delivery,
      });
      const [first, second] = requestsTo('refused');
      expect(requestsTo('refused')).toHaveLength(2);
      // Standard Webhooks: a redelivery keeps its webhook-id, so a receiver drops a duplicate.
      expect(second!.headers['webhook-id']).toBe(failed!.delivery);
      expect(payloadOf(second!)).toEqual(payloadOf(first!));
      for (const secret of [rotated.body.secret, webhook.secret])
        expect(
          new StandardWebhook(secret).verify(
            second!.body,
            second!.headers as Record<string, string>,
          ),
        ).toEqual(payloadOf(second!));
      expect((await invocationsOf(client, webhook)).map((i) => i.id)).toEqual([
        again.body.id,
        failed!.id,
      ]);

      // Received now: neither attempt is sent a third time.
      for (const id of [failed!.id, again.body.id]) {
        const refused = await resend(client, webhook, id);
        expect([refused.status, refused.body.error?.code]).toEqual([409, 'webhook/delivered']);
      }
      expect(requestsTo('refused')).toHaveLength(2);
    },
    testTimeout,
  );

  it('sends a failed test again with its sample records and delivery id', async () => {
    const client = await professional();
    const doctype = await createDoctype(client);
    const webhook = await createWebhook(client, doctype.id, 'test');
    receiver.answerWith(500);
    const failed = await client.post<WebhookInvocation>(`/api/webhooks/${webhook.id}/test`);
    expect(failed.body).toMatchObject({ status: 500, upload: null });

    const again = await resend(client, webhook, failed.body.id);
    expect(again.body).toMatchObject({ status: 200, attempt: 2, delivery: failed.body.delivery });
    const [first, second] = requestsTo('test').map(payloadOf);
    expect(second).toEqual(first);
    expect(second).toMatchObject({ test: true, delivery: failed.body.delivery });
  });

  it(
    'cannot send an attempt made before attempts named their delivery, nor one whose upload is gone',
    async () => {
      const client = await professional();
      const doctype = await createDoctype(client);
      const webhook = await createWebhook(client, doctype.id, 'gone');
      receiver.answerWith(500);
      const old = await client.post<WebhookInvocation>(`/api/webhooks/${webhook.id}/test`);
      await suite.server.database.db
        .updateTable('webhook_invocations')
        .set({ delivery_id: null, delivery_created: null })
        .where('id', '=', old.body.id)
        .execute();
      const refused = await resend(client, webhook, old.body.id);
      expect([refused.status, refused.body.error?.code]).toEqual([409, 'webhook/not-resendable']);

      receiver.answerWith(410);
      const created = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
        { name: 'invoice.pdf', bytes: suite.pdf },
      ]);
      const uploadId = created.body.uploads[0]!.id;
      await expect
        .poll(async () => (await invocationsOf(client, webhook)).map((i) => i.status), waitLong)
        .toEqual([410, 500]);
      const [failed] = await invocationsOf(client, webhook);
      expect((await client.delete(`/api/uploads/${uploadId}`)).status).toBe(204);
      const sent = requestsTo('gone').length;
      const gone = await resend(client, webhook, failed!.id);
      expect([gone.status, gone.body.error?.code]).toEqual([409, 'webhook/not-resendable']);
      expect(requestsTo('gone')).toHaveLength(sent);
    },
    testTimeout,
  );

  it('answers not-found for another user’s attempt, another webhook’s and an unknown one', async () => {
    const owner = await professional();
    const doctype = await createDoctype(owner);
    const webhook = await createWebhook(owner, doctype.id, 'owned');
    const sibling = await createWebhook(owner, doctype.id, 'sibling');
    receiver.answerWith(500);
    const failed = await owner.post<WebhookInvocation>(`/api/webhooks/${webhook.id}/test`);
    const other = await professional();
    const sent = requestsTo('owned').length;

    const answers = [
      await resend(other, webhook, failed.body.id),
      await resend(owner, sibling, failed.body.id),
      await resend(owner, webhook, 'invocation-unknown'),
    ];
    expect(answers.map((res) => [res.status, res.body.error?.code])).toEqual([
      [404, 'not-found'],
      [404, 'not-found'],
      [404, 'not-found'],
    ]);
    expect(requestsTo('owned')).toHaveLength(sent);
    expect(await invocationsOf(owner, webhook)).toEqual([failed.body]);
  });
});
