import type { ApiErrorBody } from '@docsift/core/errors';
import type {
  CreateWebhookBody,
  Webhook,
  WebhookInvocation,
  WebhookInvocationList,
  WebhookList,
  WebhookPayload,
} from '@docsift/core/webhook';
import { MAX_WEBHOOKS_LISTED, webhookPayloadSchema } from '@docsift/core/webhook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype, setRole } from '../../test/documents.ts';
import type { HttpClient } from '../../test/http-client.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';
import type { WebhookReceiver } from '../../test/webhook-receiver.ts';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';
import { verifySignature } from './webhook-signature.ts';

function specFor(target: string, url: string): CreateWebhookBody {
  return {
    trigger: 'doctype.records',
    target,
    title: 'Zapier',
    webhookRequest: { httpMethod: 'POST', url, headers: [{ name: 'X-Token', value: 'abc' }] },
  };
}

describe.each(dialects)('webhook routes on %s', (dialect) => {
  const suite = serverPerSuite(dialect, { env: { WEBHOOK_ALLOW_PRIVATE: '127.0.0.0/8' } });
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());

  async function professional(): Promise<{ client: HttpClient; uid: string }> {
    const { client, me } = await registerUser(suite.server.url);
    await setRole(suite.server, me.uid, 'professional');
    return { client, uid: me.uid };
  }

  async function createWebhook(client: HttpClient, target: string, url = receiver.url) {
    const res = await client.post<Webhook>('/api/webhooks', specFor(target, url));
    expect(res.status).toBe(201);
    return res.body;
  }

  it('creates, lists, edits and deletes the caller’s specs with a signing secret', async () => {
    const { client, uid } = await professional();
    const doctype = await createDoctype(client);
    const first = await createWebhook(client, doctype.id);
    expect(first).toEqual({
      id: expect.stringMatching(/^webhookspec-[a-z0-9]{20}$/),
      type: 'webhookspec',
      author: uid,
      created: expect.any(Number),
      updated: first.created,
      trigger: 'doctype.records',
      target: doctype.id,
      enabled: true,
      title: 'Zapier',
      webhookRequest: {
        httpMethod: 'POST',
        url: receiver.url,
        headers: [{ name: 'X-Token', value: 'abc' }],
      },
      reviewStates: null,
      invocations: 0,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
    });
    const second = await createWebhook(client, doctype.id);

    const list = await client.get<WebhookList>(`/api/webhooks?target=${doctype.id}`);
    expect(list.status).toBe(200);
    expect(list.body.webhooks.map((w) => w.id)).toEqual([second.id, first.id]);

    const edited = await client.patch<Webhook>(`/api/webhooks/${first.id}`, {
      title: 'Make',
      enabled: false,
      webhookRequest: { httpMethod: 'PUT', url: `${receiver.url}?v=2` },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: 'Make',
      enabled: false,
      webhookRequest: { httpMethod: 'PUT', url: `${receiver.url}?v=2`, headers: [] },
      secret: first.secret,
    });
    expect(edited.body.updated).toBeGreaterThanOrEqual(first.updated);

    const rotated = await client.post<Webhook>(`/api/webhooks/${first.id}/secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(first.secret);

    expect((await client.delete(`/api/webhooks/${second.id}`)).status).toBe(204);
    const after = await client.get<WebhookList>(`/api/webhooks?target=${doctype.id}`);
    expect(after.body.webhooks.map((w) => w.id)).toEqual([first.id]);
    expect((await client.delete(`/api/webhooks/${second.id}`)).status).toBe(404);
  });

  it('keeps a user to 100 specs per doctype when 150 creates arrive at once (PostgreSQL made 299 of 300)', async () => {
    const { client, uid } = await professional();
    const doctype = await createDoctype(client);
    const answers = await Promise.all(
      Array.from({ length: 150 }, () =>
        client.post('/api/webhooks', specFor(doctype.id, receiver.url)),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_WEBHOOKS_LISTED);
    expect(statuses.filter((status) => status === 429)).toHaveLength(150 - MAX_WEBHOOKS_LISTED);
    const { count } = await suite.server.database.db
      .selectFrom('webhooks')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', uid)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(MAX_WEBHOOKS_LISTED);
  });

  it('answers the spec texts of section 5 with 400', async () => {
    const { client } = await professional();
    const doctype = await createDoctype(client);
    const valid = specFor(doctype.id, receiver.url);
    const cases: [unknown, string][] = [
      [{ ...valid, target: undefined }, 'Invalid target'],
      [{ ...valid, trigger: 'n/a' }, 'Invalid trigger'],
      [{ ...valid, webhookRequest: undefined }, 'Invalid request url'],
      [
        { ...valid, webhookRequest: { httpMethod: 'POST', url: 'not a url' } },
        'Invalid request url',
      ],
      [
        { ...valid, webhookRequest: { httpMethod: 'TRACE', url: receiver.url } },
        'Invalid request method',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await client.post<ApiErrorBody>('/api/webhooks', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'invalid-argument', message });
    }
    const badList = await client.get<ApiErrorBody>('/api/webhooks?target=upload-1');
    expect(badList.status).toBe(400);
    expect(badList.body.error.message).toBe('Invalid target');
  });

  it('keeps every spec to its owner: another user’s ids and doctypes are not found', async () => {
    const owner = await professional();
    const doctype = await createDoctype(owner.client);
    const webhook = await createWebhook(owner.client, doctype.id);
    const other = await professional();

    expect((await other.client.get(`/api/webhooks?target=${doctype.id}`)).status).toBe(404);
    expect(
      (await other.client.post('/api/webhooks', specFor(doctype.id, receiver.url))).status,
    ).toBe(404);
    expect(
      (await other.client.patch(`/api/webhooks/${webhook.id}`, { title: 'Mine' })).status,
    ).toBe(404);
    expect((await other.client.delete(`/api/webhooks/${webhook.id}`)).status).toBe(404);
    expect((await other.client.get(`/api/webhooks/${webhook.id}/invocations`)).status).toBe(404);
    expect((await other.client.post(`/api/webhooks/${webhook.id}/test`)).status).toBe(404);
    expect((await other.client.post(`/api/webhooks/${webhook.id}/secret`)).status).toBe(404);
    const test = await owner.client.post<WebhookInvocation>(`/api/webhooks/${webhook.id}/test`);
    expect(
      (await other.client.post(`/api/webhooks/${webhook.id}/invocations/${test.body.id}/resend`))
        .status,
    ).toBe(404);
    expect(
      (await other.client.patch('/api/webhooks/webhookspec-nothere', { title: 'x' })).status,
    ).toBe(404);

    const list = await owner.client.get<WebhookList>(`/api/webhooks?target=${doctype.id}`);
    expect(list.body.webhooks).toEqual([{ ...webhook, invocations: 1 }]);
  });

  it('is for the professional plan: others get permission-denied', async () => {
    const owner = await professional();
    const doctype = await createDoctype(owner.client);
    const webhook = await createWebhook(owner.client, doctype.id);
    await setRole(suite.server, owner.uid, 'starter');
    const denied = [
      await owner.client.get<ApiErrorBody>(`/api/webhooks?target=${doctype.id}`),
      await owner.client.post<ApiErrorBody>('/api/webhooks', specFor(doctype.id, receiver.url)),
      await owner.client.patch<ApiErrorBody>(`/api/webhooks/${webhook.id}`, { title: 'x' }),
      await owner.client.get<ApiErrorBody>(`/api/webhooks/${webhook.id}/invocations`),
      await owner.client.post<ApiErrorBody>(`/api/webhooks/${webhook.id}/test`),
    ];
    for (const res of denied) expect(res.body.error?.code).toBe('permission-denied');
    expect(denied.map((res) => res.status)).toEqual([403, 403, 403, 403, 403]);
  });

  it('refuses private, loopback, link-local and metadata addresses not allowed by configuration', async () => {
    const { client } = await professional();
    const doctype = await createDoctype(client);
    const webhook = await createWebhook(client, doctype.id);
    for (const url of [
      'http://10.0.0.8/hook',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]:8080/',
      'http://[::ffff:10.1.2.3]/',
      'http://[fd00:ec2::254]/',
      'http://0.0.0.0:3000/',
      'http://100.64.0.1/',
    ]) {
      const res = await client.post<ApiErrorBody>('/api/webhooks', specFor(doctype.id, url));
      expect(res.status, url).toBe(400);
      expect(res.body.error).toEqual({
        code: 'webhook/forbidden-address',
        message: 'Webhooks cannot be sent to private, loopback, link-local or metadata addresses',
        field: 'webhookRequest.url',
      });
    }
    const edit = await client.patch<ApiErrorBody>(`/api/webhooks/${webhook.id}`, {
      webhookRequest: { httpMethod: 'POST', url: 'http://192.168.1.1/' },
    });
    expect(edit.status).toBe(400);
    expect(edit.body.error.code).toBe('webhook/forbidden-address');
  });

  it('answers the sample payload a doctype’s deliveries have, to its author only', async () => {
    const { client } = await professional();
    const doctype = await createDoctype(client);
    const res = await client.get<WebhookPayload>(`/api/webhooks/sample?target=${doctype.id}`);
    expect(res.status).toBe(200);
    expect(webhookPayloadSchema.parse(res.body)).toEqual({
      event: 'doctype.records',
      delivery: expect.stringMatching(/^delivery-/),
      created: expect.any(Number),
      test: true,
      doctype: { id: doctype.id, title: doctype.title },
      fields: doctype.fields.map(({ key, caption, type }) => ({ key, caption, type })),
      upload: { id: 'upload-sample', filename: 'sample.pdf', created: res.body.created },
      records: [
        {
          id: 'record-sample',
          order: 0,
          values: { [doctype.fields[0]!.key]: 'Sample text', [doctype.fields[1]!.key]: 42.5 },
        },
      ],
    });

    const other = await professional();
    const foreign = await other.client.get<ApiErrorBody>(
      `/api/webhooks/sample?target=${doctype.id}`,
    );
    expect([foreign.status, foreign.body.error.code]).toEqual([404, 'not-found']);
    const { client: starter, uid } = await professional();
    await setRole(suite.server, uid, 'starter');
    const own = await createDoctype(starter);
    const denied = await starter.get<ApiErrorBody>(`/api/webhooks/sample?target=${own.id}`);
    expect([denied.status, denied.body.error.code]).toEqual([403, 'permission-denied']);
  });

  it('sends a signed test once and lists it as an invocation', async () => {
    const { client } = await professional();
    const doctype = await createDoctype(client);
    const webhook = await createWebhook(client, doctype.id);
    const before = receiver.received.length;

    const test = await client.post<WebhookInvocation>(`/api/webhooks/${webhook.id}/test`);
    expect(test.status).toBe(200);
    expect(test.body).toMatchObject({
      webhook: webhook.id,
      webhookRequest: { httpMethod: 'POST', url: receiver.url },
      upload: null,
      attempt: 1,
      status: 200,
      error: null,
      delivery: expect.stringMatching(/^delivery-/),
    });
    const request = receiver.received[before]!;
    expect(request.headers['x-token']).toBe('abc');
    expect(
      verifySignature(webhook.secret, request.body, String(request.headers['docsift-signature'])),
    ).toBe(true);
    expect(JSON.parse(request.body)).toMatchObject({
      event: 'doctype.records',
      test: true,
      doctype: { id: doctype.id, title: doctype.title },
      records: [{ values: { [doctype.fields[1]!.key]: 42.5 } }],
    });

    const invocations = await client.get<WebhookInvocationList>(
      `/api/webhooks/${webhook.id}/invocations`,
    );
    expect(invocations.body.invocations).toEqual([test.body]);
    const list = await client.get<WebhookList>(`/api/webhooks?target=${doctype.id}`);
    expect(list.body.webhooks[0]!.invocations).toBe(1);
  });
});
