/**
 * Another user's ids on every route that takes one (issue 9): which routes, the owner's data
 * they name, and the request an intruder sends on each. foreign-ids.test.ts replays it on an
 * in-process server's route table, bench/attack.ts on a running product's OpenAPI document (the
 * same /api routes, as openapi.routes.test.ts checks). A route added later is covered at once: a
 * parameter this module cannot fill throws until it learns which id to give.
 */
import type { CreatedApiKey } from '@docsift/core/api-key';
import type { Doctype } from '@docsift/core/doctype';
import type { Me } from '@docsift/core/me';
import type { NotificationList } from '@docsift/core/notification';
import type { RecordPage } from '@docsift/core/record';
import type { InviteResponse } from '@docsift/core/team';
import type { CreateUploadsResponse, Upload } from '@docsift/core/upload';
import type { Webhook, WebhookInvocation } from '@docsift/core/webhook';
import { makeInvoicePdf } from '@docsift/extract/testing';
import { createDoctype, uploadFiles } from './documents.ts';
import type { HttpClient } from './http-client.ts';

/** [method, path] with `:name` parameters, as the route table and the OpenAPI paths name them. */
export type Route = [method: string, path: string];

/** What every one of these routes answers an intruder. */
export const notFound = { error: { code: 'not-found', message: 'Not found' } };

/** What the owner's data holds that no answer to another user may show. */
export const SECRET = /SECRET|secret-file/;

/** Parameters that name no user's data (an OAuth provider's callback). */
const PUBLIC_PARAMETERS = new Set(['providerId']);

/** The routes with a parameter that names a user's data. */
export function idRoutes(routes: Route[]): Route[] {
  return routes.filter(([, path]) =>
    [...path.matchAll(/:(\w+)/g)].some(([, parameter]) => !PUBLIC_PARAMETERS.has(parameter!)),
  );
}

/** The routes of an OpenAPI document, its `{name}` parameters written `:name`. */
export function openApiRoutes(document: { paths?: Record<string, object> }): Route[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map((method): Route => [method.toUpperCase(), path.replace(/\{(\w+)\}/g, ':$1')]),
  );
}

export interface OwnerData {
  /** The owner's id for each route prefix and parameter. */
  ids: Map<string, string>;
  /** A body each route accepts, so it is the id that is refused, not the shape of the request. */
  bodies: Map<string, unknown>;
  queries: Map<string, string>;
}

/**
 * A doctype, an upload with a record, a notification, a webhook with a failed attempt, an API
 * key and an open invitation of `owner`, each holding a secret. `withRecord` gives the upload its
 * record (written in process, or parsed).
 */
export async function createOwnerData(
  owner: HttpClient,
  withRecord: (doctype: Doctype, upload: Upload) => Promise<void>,
): Promise<OwnerData> {
  const doctype = await createDoctype(owner, { title: 'SECRET-TITLE' });
  const upload = (
    await uploadFiles<CreateUploadsResponse>(owner, doctype.id, [
      { name: 'secret-file.pdf', bytes: await makeInvoicePdf() },
    ])
  ).body.uploads[0]!;
  await withRecord(doctype, upload);
  const records = await owner.get<RecordPage>(`/api/doctypes/${doctype.id}/records`);
  const recordIds = [records.body.records[0]!.id];
  // A changed doctype with done uploads notifies its owner.
  await owner.patch(`/api/doctypes/${doctype.id}`, { prompt: 'changed' });
  const notifications = await owner.get<NotificationList>('/api/notifications');
  const webhook = await owner.post<Webhook>('/api/webhooks', {
    trigger: 'doctype.records',
    target: doctype.id,
    title: 'SECRET-HOOK',
    webhookRequest: { httpMethod: 'POST', url: 'http://127.0.0.1:9/hook', headers: [] },
  });
  if (webhook.status !== 201) throw new Error(`webhook not created: ${webhook.status}`);
  // Nothing listens on port 9: a failed attempt, the kind a resend takes.
  const invocation = await owner.post<WebhookInvocation>(`/api/webhooks/${webhook.body.id}/test`);
  if (invocation.status !== 200) throw new Error(`no webhook attempt: ${invocation.status}`);
  const apiKey = await owner.post<CreatedApiKey>('/api/api-keys', { name: 'SECRET-KEY' });
  const invited = await owner.post<InviteResponse>(`/api/doctypes/${doctype.id}/members`, {
    email: 'secret-invitee@example.com',
  });
  if (!('invitation' in invited.body)) throw new Error(`no invitation: ${invited.status}`);
  const me = await owner.get<Me>('/api/me');
  const ids = new Map([
    ['/api/doctypes/:id', doctype.id],
    ['/api/doctypes/:userId', me.body.uid],
    ['/api/doctypes/:invitationId', invited.body.invitation.id],
    ['/api/doctypes/:recordId', recordIds[0]!],
    ['/api/uploads/:id', upload.id],
    ['/api/notifications/:id', notifications.body.notifications[0]!.id],
    ['/api/webhooks/:id', webhook.body.id],
    ['/api/webhooks/:invocationId', invocation.body.id],
    ['/api/api-keys/:id', apiKey.body.id],
  ]);
  const bodies = new Map<string, unknown>([
    ['PATCH /api/doctypes/:id', { title: 'pwned' }],
    ['POST /api/doctypes/:id/records/bulk-approve', { recordIds }],
    ['POST /api/doctypes/:id/records/bulk-delete', { recordIds }],
    ['PATCH /api/doctypes/:id/records/:recordId', { data: { field_x: 'pwned' } }],
    ['PATCH /api/doctypes/:id/inbound-mail', { allowedSenders: ['@intruder.example'] }],
    ['POST /api/doctypes/:id/exports', { format: 'csv' }],
    ['POST /api/doctypes/:id/members', { email: 'pwned@intruder.example' }],
    ['POST /api/doctypes/:id/calibrate', { uploadId: upload.id }],
    [
      'POST /api/doctypes/:id/parse-inline',
      { uploadId: upload.id, doctype: { mode: 'single', fields: [{ caption: 'x' }] } },
    ],
    ['POST /api/uploads/:id/suggest-fields', { language: 'en' }],
    ['PATCH /api/notifications/:id', { read: true }],
    ['PATCH /api/webhooks/:id', { title: 'pwned' }],
  ]);
  const queries = new Map([
    ['GET /api/doctypes/:id/records/values', `?field=${doctype.fields[0]!.key}`],
  ]);
  return { ids, bodies, queries };
}

/** The intruder's request on a route: the owner's ids in its path, a body it accepts. */
export function foreignRequest(
  { ids, bodies, queries }: OwnerData,
  [method, path]: Route,
): { url: string; body: unknown } {
  const route = `${method} ${path}`;
  const prefix = path.split('/').slice(0, 3).join('/');
  const filled = path.replace(/:(\w+)/g, (_, parameter: string) => {
    const id = ids.get(`${prefix}/:${parameter}`);
    if (!id) throw new Error(`no id for :${parameter} in ${path}: add one to test/foreign-ids.ts`);
    return id;
  });
  return { url: `${filled}${queries.get(route) ?? ''}`, body: bodies.get(route) };
}
