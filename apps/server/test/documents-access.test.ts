/**
 * Every document route called by another user: 404 (or 403 for a team member), never the
 * owner's data, and the owner's data unchanged afterwards. New routes must be added here.
 */
import type { Doctype, DoctypeList } from '@docsift/core/doctype';
import type { NotificationList } from '@docsift/core/notification';
import type { RecordPage } from '@docsift/core/record';
import type { CreateUploadsResponse, Upload } from '@docsift/core/upload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeInvoicePdf } from '@docsift/extract/testing';
import { registerUser } from './accounts.ts';
import { createDoctype, pipelineOf, uploadFiles, valuesOnly } from './documents.ts';
import type { HttpClient, HttpResponse } from './http-client.ts';
import { dialects, startTestServer } from './test-server.ts';
import type { TestServer } from './test-server.ts';

const notFound = { error: { code: 'not-found', message: 'Not found' } };
const documentPaths = /^\/api\/(doctypes|uploads|notifications|events)/;

describe.each(dialects)('document access across users on %s', (dialect) => {
  let server: TestServer;
  let owner: HttpClient;
  let intruder: HttpClient;
  let doctype: Doctype;
  let upload: Upload;
  let notificationId: string;
  let recordId: string;
  let intruderDoctype: Doctype;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    owner = (await registerUser(server.url)).client;
    intruder = (await registerUser(server.url)).client;
    doctype = await createDoctype(owner, { title: 'SECRET-TITLE' });
    const created = await uploadFiles<CreateUploadsResponse>(owner, doctype.id, [
      { name: 'secret-file.pdf', bytes: await makeInvoicePdf() },
    ]);
    upload = created.body.uploads[0]!;
    const pipeline = pipelineOf(server);
    await pipeline.saveOcr(upload.id, { pages: [] });
    await pipeline.completeParse(upload.id, {
      doctypeHash: doctype.hash,
      records: valuesOnly({ field_x: 'SECRET-VALUE' }),
    });
    recordId = (await owner.get<RecordPage>(`/api/doctypes/${doctype.id}/records`)).body.records[0]!
      .id;
    await owner.patch(`/api/doctypes/${doctype.id}`, { prompt: 'changed' });
    notificationId = (await owner.get<NotificationList>('/api/notifications')).body
      .notifications[0]!.id;
    intruderDoctype = await createDoctype(intruder, { title: 'Mine' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 404 on every route that names the owner’s data, and leaks nothing', async () => {
    const covered = new Set<string>();
    const call = async (
      method: string,
      route: string,
      url: string,
      init: { json?: unknown } = {},
    ): Promise<HttpResponse> => {
      covered.add(`${method} ${route}`);
      return intruder.request(method, url, init);
    };
    const idRoutes: [string, string, string, unknown?][] = [
      ['GET', '/api/doctypes/:id', `/api/doctypes/${doctype.id}`],
      ['PATCH', '/api/doctypes/:id', `/api/doctypes/${doctype.id}`, { title: 'pwned' }],
      ['DELETE', '/api/doctypes/:id', `/api/doctypes/${doctype.id}`],
      ['POST', '/api/doctypes/:id/copy', `/api/doctypes/${doctype.id}/copy`],
      [
        'GET',
        '/api/doctypes/:id/records',
        `/api/doctypes/${doctype.id}/records?upload=${upload.id}`,
      ],
      [
        'PATCH',
        '/api/doctypes/:id/records/:recordId',
        `/api/doctypes/${doctype.id}/records/${recordId}`,
        { data: { field_x: 'pwned' } },
      ],
      [
        'DELETE',
        '/api/doctypes/:id/records/:recordId',
        `/api/doctypes/${doctype.id}/records/${recordId}`,
      ],
      [
        'GET',
        '/api/doctypes/:id/records/:recordId',
        `/api/doctypes/${doctype.id}/records/${recordId}`,
      ],
      [
        'GET',
        '/api/doctypes/:id/records/:recordId/history',
        `/api/doctypes/${doctype.id}/records/${recordId}/history`,
      ],
      [
        'POST',
        '/api/doctypes/:id/records/:recordId/approve',
        `/api/doctypes/${doctype.id}/records/${recordId}/approve`,
      ],
      [
        'POST',
        '/api/doctypes/:id/records/bulk-approve',
        `/api/doctypes/${doctype.id}/records/bulk-approve`,
        { recordIds: [recordId] },
      ],
      [
        'POST',
        '/api/doctypes/:id/records/bulk-delete',
        `/api/doctypes/${doctype.id}/records/bulk-delete`,
        { recordIds: [recordId] },
      ],
      [
        'GET',
        '/api/doctypes/:id/records/count',
        `/api/doctypes/${doctype.id}/records/count?upload=${upload.id}&q=invoice`,
      ],
      [
        'GET',
        '/api/doctypes/:id/records/values',
        `/api/doctypes/${doctype.id}/records/values?field=${doctype.fields[0]!.key}`,
      ],
      [
        'POST',
        '/api/doctypes/:id/exports',
        `/api/doctypes/${doctype.id}/exports`,
        { format: 'csv' },
      ],
      ['GET', '/api/doctypes/:id/lessons', `/api/doctypes/${doctype.id}/lessons`],
      ['GET', '/api/doctypes/:id/accuracy', `/api/doctypes/${doctype.id}/accuracy`],
      [
        'DELETE',
        '/api/doctypes/:id/lessons',
        `/api/doctypes/${doctype.id}/lessons?field=${doctype.fields[0]!.key}`,
      ],
      ['GET', '/api/doctypes/:id/inbound-mail', `/api/doctypes/${doctype.id}/inbound-mail`],
      ['GET', '/api/doctypes/:id/inbound-mail/log', `/api/doctypes/${doctype.id}/inbound-mail/log`],
      [
        'PATCH',
        '/api/doctypes/:id/inbound-mail',
        `/api/doctypes/${doctype.id}/inbound-mail`,
        { allowedSenders: ['@intruder.example'] },
      ],
      ['GET', '/api/doctypes/:id/members', `/api/doctypes/${doctype.id}/members`],
      [
        'POST',
        '/api/doctypes/:id/members',
        `/api/doctypes/${doctype.id}/members`,
        { email: 'intruder@example.com' },
      ],
      [
        'DELETE',
        '/api/doctypes/:id/members/:userId',
        `/api/doctypes/${doctype.id}/members/${doctype.author}`,
      ],
      [
        'DELETE',
        '/api/doctypes/:id/invitations/:invitationId',
        `/api/doctypes/${doctype.id}/invitations/invitation-x`,
      ],
      ['GET', '/api/uploads', `/api/uploads?target=${doctype.id}`],
      ['GET', '/api/uploads/:id', `/api/uploads/${upload.id}`],
      ['DELETE', '/api/uploads/:id', `/api/uploads/${upload.id}`],
      ['GET', '/api/uploads/:id/file', `/api/uploads/${upload.id}/file`],
      ['GET', '/api/uploads/:id/ocr', `/api/uploads/${upload.id}/ocr`],
      ['PATCH', '/api/notifications/:id', `/api/notifications/${notificationId}`, { read: true }],
      ['DELETE', '/api/notifications/:id', `/api/notifications/${notificationId}`],
    ];
    for (const [method, route, url, json] of idRoutes) {
      const res = await call(method, route, url, json === undefined ? {} : { json });
      expect([method, url, res.status, res.body]).toEqual([method, url, 404, notFound]);
    }

    covered.add('POST /api/uploads');
    const posted = await uploadFiles(intruder, doctype.id, [
      { name: 'x.pdf', bytes: await makeInvoicePdf() },
    ]);
    expect([posted.status, posted.body]).toEqual([
      404,
      { error: { ...notFound.error, field: 'target' } },
    ]);

    // The caller's own lists and records never include the owner's, even when asked by id.
    const ownRecords = await call(
      'GET',
      '/api/doctypes/:id/records',
      `/api/doctypes/${intruderDoctype.id}/records?upload=${upload.id}`,
    );
    expect(ownRecords.body).toEqual({ records: [], total: 0, totalExact: true, cursor: null });
    const lists = [
      await call('GET', '/api/doctypes', '/api/doctypes'),
      await call('GET', '/api/notifications', '/api/notifications'),
      // Marks the caller's own as read: the owner's stays unread (checked in the next test).
      await call('POST', '/api/notifications/read-all', '/api/notifications/read-all'),
      await call('GET', '/api/uploads/summaries', '/api/uploads/summaries'),
      await call('POST', '/api/doctypes', '/api/doctypes', {
        json: { title: 'Another', mode: 'single' },
      }),
    ];
    for (const res of lists) expect(JSON.stringify(res.body)).not.toMatch(/SECRET|secret-file/);
    expect((lists[0]!.body as DoctypeList).doctypes.map((d) => d.id)).not.toContain(doctype.id);
    // The event stream is per caller by construction (see events.routes.test.ts).
    covered.add('GET /api/events');

    const documentRoutes = server
      .routes()
      .filter(([, path]) => documentPaths.test(path))
      .map(([m, p]) => `${m} ${p}`);
    expect([...covered].sort()).toEqual(expect.arrayContaining(documentRoutes.sort()));
    expect(documentRoutes.length).toBeGreaterThanOrEqual(15);
  });

  it('leaves the owner’s data as it was', async () => {
    expect((await owner.get<Doctype>(`/api/doctypes/${doctype.id}`)).body.title).toBe(
      'SECRET-TITLE',
    );
    expect((await owner.get<Upload>(`/api/uploads/${upload.id}`)).status).toBe(200);
    expect((await owner.get(`/api/uploads/${upload.id}/ocr`)).status).toBe(200);
    const { records, total } = (await owner.get<RecordPage>(`/api/doctypes/${doctype.id}/records`))
      .body;
    expect([total, records[0]!.data, records[0]!.edits]).toEqual([
      1,
      { field_x: 'SECRET-VALUE' },
      {},
    ]);
    const { notifications } = (await owner.get<NotificationList>('/api/notifications')).body;
    expect(notifications).toEqual([expect.objectContaining({ id: notificationId, read: false })]);
  });

  it('lets the owner mark read and delete a notification', async () => {
    const read = await owner.patch(`/api/notifications/${notificationId}`, { read: true });
    expect(read).toMatchObject({ status: 200, body: { id: notificationId, read: true } });
    expect(
      (await owner.get<NotificationList>('/api/notifications')).body.notifications[0]!.read,
    ).toBe(true);
    expect(
      (await owner.patch(`/api/notifications/${notificationId}`, { read: 'yes' })).status,
    ).toBe(400);
    expect((await owner.delete(`/api/notifications/${notificationId}`)).status).toBe(204);
    expect((await owner.get<NotificationList>('/api/notifications')).body.notifications).toEqual(
      [],
    );
  });
});
