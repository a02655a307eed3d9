/**
 * How fast the worker drains queued webhook deliveries: one spec pointing at a local receiver,
 * an upload done, then --deliveries delivery jobs queued at once (as that many uploads turning
 * done would). Prints the time to queue them and the time until the last one's invocation was
 * written. Goal: 1,000 drained in ≤ 10 s.
 * PostgreSQL runs need it on 127.0.0.1:5432 (user postgres, trust), as the server tests do.
 * Run: npx tsx bench/webhook-deliveries.ts [--dialect sqlite|postgres] [--deliveries 1000]
 */
import type { CreateUploadsResponse, Upload } from '@docsift/core/upload';
import type { Webhook, WebhookList } from '@docsift/core/webhook';
import { makeInvoicePdf } from '@docsift/extract/testing';
import { registerUser } from '@docsift/server/testing/accounts';
import { createDoctype, setRole, uploadFiles } from '@docsift/server/testing/documents';
import { startTestServer } from '@docsift/server/testing/test-server';
import type { TestDialect } from '@docsift/server/testing/test-server';
import { startWebhookReceiver } from '@docsift/server/testing/webhook-receiver';
import { argument } from './support/cli.ts';

const dialect = (argument('--dialect') ?? 'sqlite') as TestDialect;
const deliveries = Number(argument('--deliveries') ?? 1000);

const receiver = await startWebhookReceiver();
const server = await startTestServer(dialect, {
  pipeline: true,
  env: {
    WEBHOOK_ALLOW_PRIVATE: '127.0.0.0/8',
    LOG_LEVEL: 'warn',
    ...(argument('--concurrency') ? { WEBHOOK_CONCURRENCY: argument('--concurrency')! } : {}),
  },
});
try {
  const { client, me } = await registerUser(server.url);
  await setRole(server, me.uid, 'professional');
  const doctype = await createDoctype(client);
  const res = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
    { name: 'invoice.pdf', bytes: await makeInvoicePdf() },
  ]);
  const upload = res.body.uploads[0]!;
  while ((await client.get<Upload>(`/api/uploads/${upload.id}`)).body.state !== 'done')
    await new Promise((resolve) => setTimeout(resolve, 100));
  const created = await client.post<Webhook>('/api/webhooks', {
    trigger: 'doctype.records',
    target: doctype.id,
    title: 'Bench',
    webhookRequest: { httpMethod: 'POST', url: receiver.url },
  });
  if (created.status !== 201) throw new Error(`webhook not created: ${created.status}`);

  const pipeline = server.pipeline!;
  const dispatch = pipeline.webhookDispatch.uploadDone;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < deliveries; i += 1) await dispatch(upload);
  const queuedMs = performance.now() - started;
  const invocations = async () =>
    (await client.get<WebhookList>(`/api/webhooks?target=${doctype.id}`)).body.webhooks[0]!
      .invocations;
  while ((await invocations()) < deliveries)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const drainedMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;

  console.log(
    `${dialect}: ${deliveries} deliveries queued in ${(queuedMs / 1000).toFixed(2)} s, ` +
      `all delivered and recorded ${(drainedMs / 1000).toFixed(2)} s after the first was queued ` +
      `(${Math.round(deliveries / (drainedMs / 1000))}/s; receiver got ${receiver.received.length}; ` +
      `this process used ${(cpuMs / 1000).toFixed(2)} s of CPU meanwhile, ` +
      `${(cpuMs / deliveries).toFixed(1)} ms per delivery, receiver and poller included); ` +
      `goal ≤ 10 s: ${drainedMs <= 10_000 ? 'met' : 'MISSED'}`,
  );
} finally {
  await server.close();
  await receiver.close();
}
