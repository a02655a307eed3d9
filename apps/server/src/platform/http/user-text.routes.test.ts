import type { ApiErrorBody } from '@docsift/core/errors';
import { describe, expect, it } from 'vitest';
import { registerUser, uniqueEmail } from '../../../test/accounts.ts';
import { createDoctype, uploadFiles } from '../../../test/documents.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { dialects, serverPerSuite } from '../../../test/test-server.ts';

const NUL = 'a\0b';
const LONE_SURROGATE = 'a\uD800b';

type Send = (client: HttpClient, doctypeId: string, bad: string) => ReturnType<HttpClient['get']>;

/**
 * Routes and the field that carries the bad text; `anonymous` ones run without a session;
 * `isUtf8Only` ones carry it as UTF-8 (URL, multipart), where a lone surrogate cannot travel.
 */
const routes: {
  name: string;
  field: string;
  anonymous?: boolean;
  isUtf8Only?: boolean;
  send: Send;
}[] = [
  {
    name: 'register display name',
    field: 'displayName',
    anonymous: true,
    send: (c, _d, bad) =>
      c.post('/api/auth/register', {
        email: uniqueEmail(),
        password: 'correct horse 42',
        displayName: bad,
        privacy: true,
      }),
  },
  {
    name: 'login e-mail',
    field: 'email',
    anonymous: true,
    send: (c, _d, bad) => c.post('/api/auth/login', { email: `${bad}@example.com`, password: 'x' }),
  },
  {
    name: 'reset code check',
    isUtf8Only: true,
    field: 'oobCode',
    anonymous: true,
    send: (c, _d, bad) =>
      c.get(`/api/auth/action?mode=resetPassword&oobCode=${encodeURIComponent(bad)}`),
  },
  {
    name: 'reset code confirm',
    field: 'oobCode',
    anonymous: true,
    send: (c, _d, bad) =>
      c.post('/api/auth/action', {
        mode: 'resetPassword',
        oobCode: bad,
        password: 'correct horse 43',
        repeat: 'correct horse 43',
      }),
  },
  {
    name: 'profile display name',
    field: 'displayName',
    send: (c, _d, bad) => c.patch('/api/account', { displayName: bad }),
  },
  {
    name: 'doctype title',
    field: 'title',
    send: (c, _d, bad) => c.post('/api/doctypes', { title: bad, mode: 'single' }),
  },
  {
    name: 'doctype prompt',
    field: 'prompt',
    send: (c, d, bad) => c.patch(`/api/doctypes/${d}`, { prompt: bad }),
  },
  {
    name: 'field caption',
    field: 'fields.0.caption',
    send: (c, d, bad) => c.patch(`/api/doctypes/${d}`, { fields: [{ caption: bad }] }),
  },
  {
    name: 'doctype id in the path',
    isUtf8Only: true,
    field: 'id',
    send: (c, _d, bad) => c.get(`/api/doctypes/doctype-${encodeURIComponent(bad)}`),
  },
  {
    name: 'upload id in the path',
    isUtf8Only: true,
    field: 'id',
    send: (c, _d, bad) => c.delete(`/api/uploads/upload-${encodeURIComponent(bad)}`),
  },
  {
    name: 'notification id in the path',
    isUtf8Only: true,
    field: 'id',
    send: (c, _d, bad) => c.patch(`/api/notifications/${encodeURIComponent(bad)}`, { read: true }),
  },
  {
    name: 'uploads search q',
    isUtf8Only: true,
    field: 'q',
    send: (c, d, bad) => c.get(`/api/uploads?target=${d}&q=${encodeURIComponent(bad)}`),
  },
  {
    name: 'records upload filter',
    isUtf8Only: true,
    field: 'upload',
    send: (c, d, bad) => c.get(`/api/doctypes/${d}/records?upload=${encodeURIComponent(bad)}`),
  },
  {
    name: 'parse-inline upload id',
    field: 'uploadId',
    send: (c, d, bad) =>
      c.post(`/api/doctypes/${d}/parse-inline`, {
        uploadId: `upload-${bad}`,
        doctype: { mode: 'single', fields: [] },
      }),
  },
  {
    name: 'multipart upload target',
    isUtf8Only: true,
    field: 'target',
    send: (c, _d, bad) =>
      uploadFiles(c, `doctype-${bad}`, [
        { name: 'a.pdf', bytes: new Uint8Array([37, 80, 68, 70]) },
      ]),
  },
];

const cases = routes.flatMap((route) => [
  { ...route, text: 'NUL', bad: NUL },
  ...(route.isUtf8Only ? [] : [{ ...route, text: 'a lone surrogate', bad: LONE_SURROGATE }]),
]);

describe.each(dialects)('text a user sends on %s', (dialect) => {
  // The pipeline's routes (parse-inline) exist only where it runs.
  const suite = serverPerSuite(dialect, { pipeline: true });

  it.each(cases)('refuses $text in the $name as invalid-argument', async (route) => {
    const { client } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client, { title: 'Invoices' });
    const caller = route.anonymous ? new HttpClient(suite.server.url) : client;
    const res = await route.send(caller, doctype.id, route.bad);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect((res.body as ApiErrorBody).error).toMatchObject({ code: 'invalid-argument' });
    expect((res.body as ApiErrorBody).error.field).toBe(route.field);
  });

  it('still accepts text with a surrogate pair', async () => {
    const { client } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client, { title: 'Belege 🧾' });
    expect(doctype.title).toBe('Belege 🧾');
  });
});
