/**
 * Every route that takes an id, read from the live route table, called by another user with the
 * owner's ids: 404 not-found, never 403, 500 or the owner's data. A route added later is covered
 * at once: a parameter this test cannot fill fails it until it learns which id to give.
 */
import type { CreatedApiKey } from '@docsift/core/api-key';
import type { NotificationList } from '@docsift/core/notification';
import type { RecordPage } from '@docsift/core/record';
import type { CreateUploadsResponse } from '@docsift/core/upload';
import type { Webhook } from '@docsift/core/webhook';
import { makeInvoicePdf } from '@docsift/extract/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from './accounts.ts';
import { createDoctype, pipelineOf, setRole, uploadFiles, valuesOnly } from './documents.ts';
import type { HttpClient } from './http-client.ts';
import { dialects, startTestServer } from './test-server.ts';
import type { TestServer } from './test-server.ts';

const notFound = { error: { code: 'not-found', message: 'Not found' } };
/** Parameters that name no user's data (an OAuth provider's callback). */
const PUBLIC_PARAMETERS = new Set(['providerId']);

describe.each(dialects)('another user’s ids on every route on %s', (dialect) => {
  let server: TestServer;
  let intruder: HttpClient;
  /** The owner's id for each route prefix and parameter. */
  const ids = new Map<string, string>();
  /** A body the route accepts, so it is the id that is refused, not the shape of the request. */
  const bodies = new Map<string, unknown>();
  const queries = new Map<string, string>();

  beforeAll(async () => {
    server = await startTestServer(dialect, {
      pipeline: true,
      // The test completes the upload itself: a worker reading it at the same time would race.
      workers: false,
      env: { WEBHOOK_ALLOW_PRIVATE: '127.0.0.0/8' },
    });
    const owner = await registerUser(server.url);
    const other = await registerUser(server.url);
    intruder = other.client;
    // Both on the plan every route is open to: a plan gate must not answer before the id.
    await setRole(server, owner.me.uid, 'professional');
    await setRole(server, other.me.uid, 'professional');
    const doctype = await createDoctype(owner.client, { title: 'SECRET-TITLE' });
    const upload = (
      await uploadFiles<CreateUploadsResponse>(owner.client, doctype.id, [
        { name: 'secret-file.pdf', bytes: await makeInvoicePdf() },
      ])
    ).body.uploads[0]!;
    const pipeline = pipelineOf(server);
    await pipeline.saveOcr(upload.id, { pages: [] });
    await pipeline.completeParse(upload.id, {
      doctypeHash: doctype.hash,
      records: valuesOnly({ field_x: 'SECRET-VALUE' }),
    });
    const records = await owner.client.get<RecordPage>(`/api/doctypes/${doctype.id}/records`);
    await owner.client.patch(`/api/doctypes/${doctype.id}`, { prompt: 'changed' });
    const notifications = await owner.client.get<NotificationList>('/api/notifications');
    const webhook = await owner.client.post<Webhook>('/api/webhooks', {
      trigger: 'doctype.records',
      target: doctype.id,
      title: 'SECRET-HOOK',
      webhookRequest: { httpMethod: 'POST', url: 'http://127.0.0.1:9/hook', headers: [] },
    });
    expect(webhook.status).toBe(201);
    const apiKey = await owner.client.post<CreatedApiKey>('/api/api-keys', { name: 'SECRET-KEY' });
    ids.set('/api/doctypes/:id', doctype.id);
    ids.set('/api/doctypes/:recordId', records.body.records[0]!.id);
    ids.set('/api/uploads/:id', upload.id);
    ids.set('/api/notifications/:id', notifications.body.notifications[0]!.id);
    ids.set('/api/webhooks/:id', webhook.body.id);
    ids.set('/api/api-keys/:id', apiKey.body.id);
    bodies.set('PATCH /api/doctypes/:id', { title: 'pwned' });
    bodies.set('PATCH /api/doctypes/:id/records/:recordId', { data: { field_x: 'pwned' } });
    bodies.set('PATCH /api/doctypes/:id/inbound-mail', { allowedSenders: ['@intruder.example'] });
    bodies.set('POST /api/doctypes/:id/exports', { format: 'csv' });
    bodies.set('POST /api/doctypes/:id/calibrate', { uploadId: upload.id });
    bodies.set('POST /api/doctypes/:id/parse-inline', {
      uploadId: upload.id,
      doctype: { mode: 'single', fields: [{ caption: 'x' }] },
    });
    bodies.set('POST /api/uploads/:id/suggest-fields', { language: 'en' });
    bodies.set('PATCH /api/notifications/:id', { read: true });
    bodies.set('PATCH /api/webhooks/:id', { title: 'pwned' });
    queries.set('GET /api/doctypes/:id/records/values', `?field=${doctype.fields[0]!.key}`);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The owner's id for a parameter of this route: by the route's first two segments and its name. */
  function idFor(path: string, parameter: string): string {
    const prefix = path.split('/').slice(0, 3).join('/');
    const id = ids.get(`${prefix}/:${parameter}`);
    if (!id) throw new Error(`no id for :${parameter} in ${path}: add one to this test`);
    return id;
  }

  it('answers 404 not-found on every route with an id, and leaks nothing', async () => {
    const routes = server
      .routes()
      .filter(([, path]) => path.includes('/:'))
      .filter(([, path]) =>
        [...path.matchAll(/:(\w+)/g)].some(([, p]) => !PUBLIC_PARAMETERS.has(p!)),
      );
    expect(routes.length).toBeGreaterThanOrEqual(29);
    const answers = [];
    for (const [method, path] of routes) {
      const route = `${method} ${path}`;
      const url = path.replace(/:(\w+)/g, (_, parameter: string) => idFor(path, parameter));
      const body = bodies.get(route);
      const res = await intruder.request(method, `${url}${queries.get(route) ?? ''}`, {
        ...(body === undefined ? {} : { json: body }),
      });
      answers.push({ route, status: res.status, body: res.body });
      expect(JSON.stringify(res.body)).not.toMatch(/SECRET|secret-file/);
    }
    expect(answers).toEqual(
      routes.map(([m, p]) => ({ route: `${m} ${p}`, status: 404, body: notFound })),
    );
  });
});
