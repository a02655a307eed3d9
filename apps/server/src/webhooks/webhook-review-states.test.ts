/**
 * A spec limited to review states (issue 28) sends only the records in them, to a real HTTP
 * receiver, and sends nothing for an upload without such records. The delivery is run directly
 * (as the worker would), so what was not sent is known when it returns.
 */
import type { NewRecord } from '@docsift/core/record';
import type { CreateUploadsResponse } from '@docsift/core/upload';
import type { CreateWebhookBody, Webhook, WebhookPayload } from '@docsift/core/webhook';
import type { RecordPage } from '@docsift/core/record';
import { webhookPayloadSchema } from '@docsift/core/webhook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype, pipelineOf, setRole, uploadFiles } from '../../test/documents.ts';
import type { HttpClient } from '../../test/http-client.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';
import type { WebhookReceiver } from '../../test/webhook-receiver.ts';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';
import { createLogger } from '../platform/log/logger.ts';
import { createDocumentServices } from '../roles/document-services.ts';
import { createAddressPolicy } from './webhook-address.ts';
import { createWebhookDeliveries } from './webhook-deliveries.ts';
import { createWebhookSender } from './webhook-sender.ts';
import { createWebhooksRepository } from './webhooks.repository.ts';

/** A doubtful total (needs_review), a sure record (auto), and one a test approves (reviewed). */
const parsed: NewRecord[] = [
  { data: { field_no: 'A-1', field_total: 10 }, sources: {}, confidence: { field_total: 0.4 } },
  { data: { field_no: 'A-2', field_total: 20 }, sources: {}, confidence: { field_total: 0.9 } },
  { data: { field_no: 'A-3', field_total: 30 }, sources: {}, confidence: { field_total: 0.2 } },
];
const fields = [
  { key: 'field_no', caption: 'Invoice number' },
  { key: 'field_total', caption: 'Total', type: 'number' as const },
];

describe.each(dialects)('webhooks limited to review states on %s', (dialect) => {
  const suite = serverPerSuite(dialect, { env: { WEBHOOK_ALLOW_PRIVATE: '127.0.0.0/8' } });
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());

  function deliveries() {
    const { server } = suite;
    const documents = createDocumentServices({
      config: server.config,
      logger: createLogger('silent'),
      database: server.database,
    });
    const sender = createWebhookSender({
      policy: createAddressPolicy(server.config.webhooks.allowPrivate),
    });
    return createWebhookDeliveries({
      repository: createWebhooksRepository(server.database.db, server.database.dialect),
      findDoctype: (userId, id) => documents.doctypes.findVisible(userId, id),
      findUpload: (id) => documents.uploadsForJobs.find(id),
      roleOf: (userId) => documents.settings.roleOf(userId),
      events: documents.events,
      sender,
    });
  }

  async function createWebhook(
    client: HttpClient,
    target: string,
    path: string,
    reviewStates: CreateWebhookBody['reviewStates'],
  ): Promise<Webhook> {
    const res = await client.post<Webhook>('/api/webhooks', {
      trigger: 'doctype.records',
      target,
      title: path,
      webhookRequest: { httpMethod: 'POST', url: `${receiver.url}/${path}` },
      ...(reviewStates === undefined ? {} : { reviewStates }),
    } satisfies CreateWebhookBody);
    expect(res.status).toBe(201);
    return res.body;
  }

  const numbersSentTo = (path: string) =>
    receiver.received
      .filter((request) => request.url === `/hook/${path}`)
      .map((request) =>
        (JSON.parse(request.body) as WebhookPayload).records.map((r) => r.values.field_no),
      );

  it('sends only the records in the spec’s states, and nothing when none is', async () => {
    const { client, me } = await registerUser(suite.server.url);
    await setRole(suite.server, me.uid, 'professional');
    const doctype = await createDoctype(client, { fields });
    const created = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
      { name: 'invoices.pdf', bytes: suite.pdf },
    ]);
    const upload = created.body.uploads[0]!.id;
    const pipeline = pipelineOf(suite.server);
    await pipeline.saveOcr(upload, { pages: [] });
    await pipeline.completeParse(upload, { doctypeHash: doctype.hash, records: parsed });
    const { records } = (
      await client.get<{ records: { id: string; data: { field_no: string } }[] }>(
        `/api/doctypes/${doctype.id}/records?upload=${upload}`,
      )
    ).body;
    const third = records.find((record) => record.data.field_no === 'A-3')!;
    const approve = `/api/doctypes/${doctype.id}/records/${third.id}/approve`;
    expect((await client.post(approve, {})).status).toBe(200);

    const tag = `${dialect}-${me.uid}`;
    const every = await createWebhook(client, doctype.id, `every-${tag}`, undefined);
    expect(every.reviewStates).toBeNull();
    const checked = await createWebhook(client, doctype.id, `checked-${tag}`, ['reviewed', 'auto']);
    expect(checked.reviewStates).toEqual(['reviewed', 'auto']);
    const approved = await createWebhook(client, doctype.id, `approved-${tag}`, ['reviewed']);
    const patched = await client.patch<Webhook>(`/api/webhooks/${approved.id}`, { title: 'Kept' });
    expect(patched.body.reviewStates).toEqual(['reviewed']);

    const deliver = deliveries();
    const context = { jobId: 'job', attempt: 1, signal: new AbortController().signal };
    for (const webhook of [every, checked, approved])
      await deliver.deliver(
        { webhookId: webhook.id, uploadId: upload, delivery: `delivery-${webhook.id}`, created: 1 },
        context,
      );
    expect(numbersSentTo(`every-${tag}`)).toEqual([['A-1', 'A-2', 'A-3']]);
    expect(numbersSentTo(`checked-${tag}`)).toEqual([['A-2', 'A-3']]);
    expect(numbersSentTo(`approved-${tag}`)).toEqual([['A-3']]);

    // Unapproved records only: the spec limited to approved ones stays silent.
    await client.patch(`/api/webhooks/${approved.id}`, { reviewStates: ['reviewed'] });
    const other = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
      { name: 'more.pdf', bytes: suite.pdf },
    ]);
    const second = other.body.uploads[0]!.id;
    await pipeline.saveOcr(second, { pages: [] });
    await pipeline.completeParse(second, { doctypeHash: doctype.hash, records: parsed });
    await deliver.deliver(
      { webhookId: approved.id, uploadId: second, delivery: 'delivery-second', created: 2 },
      context,
    );
    expect(numbersSentTo(`approved-${tag}`)).toHaveLength(1);
    const cleared = await client.patch<Webhook>(`/api/webhooks/${approved.id}`, {
      reviewStates: null,
    });
    expect(cleared.body.reviewStates).toBeNull();
  });

  it('refuses an empty or repeated list of states', async () => {
    const { client, me } = await registerUser(suite.server.url);
    await setRole(suite.server, me.uid, 'professional');
    const doctype = await createDoctype(client, { fields });
    for (const reviewStates of [[], ['auto', 'auto'], ['approved']]) {
      const res = await client.post<{ error: { code: string } }>('/api/webhooks', {
        trigger: 'doctype.records',
        target: doctype.id,
        title: 'Bad',
        webhookRequest: { httpMethod: 'POST', url: `${receiver.url}/bad` },
        reviewStates,
      });
      expect([res.status, res.body.error.code]).toEqual([400, 'invalid-argument']);
    }
  });
});

describe.each(dialects)('the record.approved delivery on %s', (dialect) => {
  const suite = serverPerSuite(dialect, {
    pipeline: true,
    env: { WEBHOOK_ALLOW_PRIVATE: '127.0.0.0/8' },
  });
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());
  const waitLong = { timeout: 90_000, interval: 100 };

  it('sends the approved record alone, once, to a spec limited to approved records', async () => {
    const { client, me } = await registerUser(suite.server.url);
    await setRole(suite.server, me.uid, 'professional');
    const doctype = await createDoctype(client);
    const path = `approved-${dialect}-${me.uid}`;
    const res = await client.post<Webhook>('/api/webhooks', {
      trigger: 'doctype.records',
      target: doctype.id,
      title: 'Approved',
      webhookRequest: { httpMethod: 'POST', url: `${receiver.url}/${path}` },
      reviewStates: ['reviewed'],
    } satisfies CreateWebhookBody);
    expect(res.status).toBe(201);
    const created = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
      { name: 'invoice.pdf', bytes: suite.pdf },
    ]);
    const upload = created.body.uploads[0]!;
    const url = `/api/doctypes/${doctype.id}/records?upload=${upload.id}`;
    await expect
      .poll(async () => (await client.get<RecordPage>(url)).body.records.length, waitLong)
      .toBeGreaterThan(0);
    const record = (await client.get<RecordPage>(url)).body.records[0]!;
    const approve = `/api/doctypes/${doctype.id}/records/${record.id}/approve`;
    expect((await client.post(approve, {})).status).toBe(200);
    // Approving again keeps the first approval and queues nothing more.
    expect((await client.post(approve, {})).status).toBe(200);

    // The upload's own delivery may come too (after the approval, with this record): told apart by event.
    const approvals = () =>
      receiver.received
        .filter((request) => request.url === `/hook/${path}`)
        .map((request) => webhookPayloadSchema.parse(JSON.parse(request.body)))
        .filter((payload) => payload.event === 'record.approved');
    await expect.poll(() => approvals().length, waitLong).toBeGreaterThan(0);
    expect(approvals()[0]).toMatchObject({
      event: 'record.approved',
      test: false,
      doctype: { id: doctype.id },
      upload: { id: upload.id, filename: 'invoice.pdf' },
      records: [{ id: record.id, order: record.order, values: record.data }],
    });
    expect(approvals()).toHaveLength(1);
  });
});
