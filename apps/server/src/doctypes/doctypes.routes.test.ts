import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Doctype, DoctypeList } from '@docsift/core/doctype';
import type { NotificationList } from '@docsift/core/notification';
import { maxDoctypes } from '@docsift/core/plans';
import type { CreateUploadsResponse, Upload } from '@docsift/core/upload';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import {
  createDoctype,
  filesDir,
  pipelineOf,
  setRole,
  uploadFiles,
  valuesOnly,
} from '../../test/documents.ts';
import { openEventStream } from '../../test/live-events.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';

describe.each(dialects)('doctype routes on %s', (dialect) => {
  const suite = serverPerSuite(dialect);

  it('creates a ready doctype manually with generated field keys and a hash', async () => {
    const { client, me } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client, {
      fields: [
        { caption: 'Invoice number' },
        { key: 'field_total', caption: 'Total', type: 'number' },
      ],
    });
    expect(doctype).toMatchObject({
      type: 'doctype',
      state: 'ready',
      author: me.uid,
      team: [me.uid],
      title: 'Invoices',
      mode: 'one:single',
      one: true,
    });
    expect(doctype.id).toMatch(/^doctype-[a-z0-9]{20}$/);
    expect(doctype.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(doctype.fields[0]).toEqual({
      key: expect.stringMatching(/^field_[a-z0-9]{8}$/),
      caption: 'Invoice number',
      description: '',
      type: 'string',
    });
    expect(doctype.fields[1]!.key).toBe('field_total');
    expect((await client.get<Doctype>(`/api/doctypes/${doctype.id}`)).body).toEqual(doctype);
  });

  it('keeps wizard drafts out of the list until they are made ready', async () => {
    const { client } = await registerUser(suite.server.url);
    const draft = await createDoctype(client, { title: 'Draft', via: 'wizard' });
    expect(draft.state).toBe('draft');
    expect((await client.get<DoctypeList>('/api/doctypes')).body.doctypes).toEqual([]);
    const ready = await client.patch<Doctype>(`/api/doctypes/${draft.id}`, { state: 'ready' });
    expect(ready.body.state).toBe('ready');
    expect((await client.get<DoctypeList>('/api/doctypes')).body.doctypes.map((d) => d.id)).toEqual(
      [draft.id],
    );
    const back = await client.patch(`/api/doctypes/${draft.id}`, { state: 'draft' });
    expect(back.status).toBe(400);
  });

  it('lists the caller’s ready doctypes, newest first, and nobody else’s', async () => {
    const { client } = await registerUser(suite.server.url);
    const other = await registerUser(suite.server.url);
    const first = await createDoctype(client, { title: 'First' });
    const second = await createDoctype(client, { title: 'Second' });
    await createDoctype(other.client, { title: 'Foreign' });
    const list = await client.get<DoctypeList>('/api/doctypes');
    expect(list.body.doctypes.map((d) => d.title)).toEqual(['Second', 'First']);
    expect(list.body.doctypes.map((d) => d.id)).toEqual([second.id, first.id]);
  });

  it('validates title, mode and captions with the spec keys', async () => {
    const { client } = await registerUser(suite.server.url);
    const noTitle = await client.post('/api/doctypes', { title: ' ', mode: 'single' });
    expect(noTitle).toMatchObject({
      status: 400,
      body: {
        error: { code: 'invalid-argument', field: 'title', message: 'doctype_name_invalid' },
      },
    });
    const badMode = await client.post('/api/doctypes', { title: 'x', mode: 'many' });
    expect(badMode).toMatchObject({ status: 400, body: { error: { field: 'mode' } } });
    const noCaption = await client.post('/api/doctypes', {
      title: 'x',
      mode: 'single',
      fields: [{ caption: 'A' }, { caption: '' }],
    });
    expect(noCaption).toMatchObject({
      status: 400,
      body: { error: { field: 'fields.1.caption', message: 'field_caption_invalid' } },
    });
    const duplicate = await client.post('/api/doctypes', {
      title: 'x',
      mode: 'single',
      fields: [
        { key: 'field_a', caption: 'A' },
        { key: 'field_a', caption: 'B' },
      ],
    });
    expect(duplicate).toMatchObject({ status: 400, body: { error: { field: 'fields.1.key' } } });
  });

  it('recomputes the hash from mode, prompt and fields but not the title', async () => {
    const { client } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client);
    const renamed = await client.patch<Doctype>(`/api/doctypes/${doctype.id}`, {
      title: 'Renamed',
    });
    expect([renamed.body.title, renamed.body.hash]).toEqual(['Renamed', doctype.hash]);
    const changed = await client.patch<Doctype>(`/api/doctypes/${doctype.id}`, {
      mode: 'multi',
      fields: [...doctype.fields, { caption: 'Date', type: 'date' }],
    });
    expect(changed.body).toMatchObject({ mode: 'multi', one: false });
    expect(changed.body.hash).not.toBe(doctype.hash);
    expect(changed.body.fields.slice(0, 2)).toEqual(doctype.fields);
    expect(changed.body.fields[2]!.key).toMatch(/^field_/);
    expect((await client.get<Doctype>(`/api/doctypes/${doctype.id}`)).body).toEqual(changed.body);
  });

  it('asks the author to re-parse when the hash changes under parsed uploads', async () => {
    const { client } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client);
    const created = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
      { name: 'a.pdf', bytes: suite.pdf },
    ]);
    const upload = created.body.uploads[0]!;
    await pipelineOf(suite.server).completeParse(upload.id, {
      doctypeHash: doctype.hash,
      records: valuesOnly({ field_a: '1' }),
    });

    await client.patch(`/api/doctypes/${doctype.id}`, { title: 'Only the title' });
    expect((await client.get<NotificationList>('/api/notifications')).body.notifications).toEqual(
      [],
    );

    await client.patch(`/api/doctypes/${doctype.id}`, { prompt: 'changed' });
    await client.patch(`/api/doctypes/${doctype.id}`, { prompt: 'changed again' });
    const { notifications } = (await client.get<NotificationList>('/api/notifications')).body;
    // The second change replaces the unread notice instead of stacking a duplicate.
    expect(notifications).toEqual([
      expect.objectContaining({
        level: 'info',
        message: 'doctype/reparse',
        doctype: doctype.id,
        read: false,
      }),
    ]);
  });

  it('saves a reorder of the fields without a new hash or a re-parse notice', async () => {
    const { client } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client);
    const created = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
      { name: 'a.pdf', bytes: suite.pdf },
    ]);
    await pipelineOf(suite.server).completeParse(created.body.uploads[0]!.id, {
      doctypeHash: doctype.hash,
      records: valuesOnly({ field_a: '1' }),
    });

    const reversed = [...doctype.fields].reverse();
    const reordered = await client.patch<Doctype>(`/api/doctypes/${doctype.id}`, {
      fields: reversed,
    });
    expect([reordered.body.fields, reordered.body.hash]).toEqual([reversed, doctype.hash]);
    const stored = (await client.get<Doctype>(`/api/doctypes/${doctype.id}`)).body;
    expect(stored.fields.map((field) => field.key)).toEqual(reversed.map((field) => field.key));
    expect((await client.get<NotificationList>('/api/notifications')).body.notifications).toEqual(
      [],
    );
  });

  it('does not ask to re-parse when the wizard finishes a draft whose sample was parsed', async () => {
    const { client } = await registerUser(suite.server.url);
    const draft = await createDoctype(client, { via: 'wizard', fields: [] });
    const created = await uploadFiles<CreateUploadsResponse>(client, draft.id, [
      { name: 'sample.pdf', bytes: suite.pdf },
    ]);
    await pipelineOf(suite.server).completeParse(created.body.uploads[0]!.id, {
      doctypeHash: draft.hash,
      records: [],
    });

    const ready = await client.patch<Doctype>(`/api/doctypes/${draft.id}`, {
      fields: [{ caption: 'Invoice number' }],
      state: 'ready',
    });
    expect(ready.body.hash).not.toBe(draft.hash);
    expect((await client.get<NotificationList>('/api/notifications')).body.notifications).toEqual(
      [],
    );
  });

  it('does not ask to re-parse when no upload was parsed', async () => {
    const { client } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client);
    await uploadFiles(client, doctype.id, [{ name: 'a.pdf', bytes: suite.pdf }]);
    await client.patch(`/api/doctypes/${doctype.id}`, { prompt: 'changed' });
    expect((await client.get<NotificationList>('/api/notifications')).body.notifications).toEqual(
      [],
    );
  });

  it('copies a doctype with the same fields and keys for the caller', async () => {
    const { client, me } = await registerUser(suite.server.url);
    await setRole(suite.server, me.uid, 'starter');
    const source = await createDoctype(client, { title: 'x'.repeat(200) });
    const copy = await client.post<Doctype>(`/api/doctypes/${source.id}/copy`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      state: 'ready',
      author: me.uid,
      mode: source.mode,
      prompt: source.prompt,
      fields: source.fields,
      hash: source.hash,
    });
    expect(copy.body.id).not.toBe(source.id);
    expect(copy.body.title).toBe(`${'x'.repeat(193)} (copy)`);
    const short = await createDoctype(client, { title: 'Receipts' });
    expect((await client.post<Doctype>(`/api/doctypes/${short.id}/copy`)).body.title).toBe(
      'Receipts (copy)',
    );
  });

  it('deletes a doctype with its uploads, stored files, OCR and records, and tells its team', async () => {
    const { client } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client);
    const created = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
      { name: 'a.pdf', bytes: suite.pdf },
    ]);
    const upload = created.body.uploads[0]!;
    const pipeline = pipelineOf(suite.server);
    await pipeline.saveOcr(upload.id, { pages: [] });
    await pipeline.completeParse(upload.id, {
      doctypeHash: doctype.hash,
      records: valuesOnly({ field_a: 'x' }, { field_a: 'y' }),
    });
    const doctypeDir = path.join(filesDir(suite.server), 'doctype', doctype.id);
    expect(existsSync(doctypeDir)).toBe(true);

    const events = await openEventStream(client);
    try {
      await events.nextBlock();
      expect((await client.delete(`/api/doctypes/${doctype.id}`)).status).toBe(204);
      expect(await events.next()).toEqual({ type: 'team', doctype: doctype.id });
    } finally {
      events.close();
    }
    expect((await client.get(`/api/doctypes/${doctype.id}`)).status).toBe(404);
    expect((await client.get<Upload>(`/api/uploads/${upload.id}`)).status).toBe(404);
    expect(existsSync(doctypeDir)).toBe(false);
    const records = await suite.server.database.db
      .selectFrom('records')
      .select('id')
      .where('doctype_id', '=', doctype.id)
      .execute();
    expect(records).toEqual([]);
  });

  it('lets only the author delete a shared doctype', async () => {
    const author = await registerUser(suite.server.url);
    const member = await registerUser(suite.server.url);
    const doctype = await createDoctype(author.client);
    await suite.server.database.db
      .insertInto('doctype_team')
      .values({ doctype_id: doctype.id, user_id: member.me.uid })
      .execute();
    expect((await member.client.get<Doctype>(`/api/doctypes/${doctype.id}`)).body.team).toEqual(
      [author.me.uid, member.me.uid].sort(),
    );
    const refused = await member.client.delete(`/api/doctypes/${doctype.id}`);
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'permission-denied' } } });
    expect((await author.client.get(`/api/doctypes/${doctype.id}`)).status).toBe(200);
  });

  it('limits ready doctypes by role with 429 doctype/max-doctypes', async () => {
    const free = await registerUser(suite.server.url);
    await createDoctype(free.client);
    await createDoctype(free.client);
    const third = await createDoctype(free.client);
    const refused = await free.client.post('/api/doctypes', { title: 'Fourth', mode: 'single' });
    expect(refused).toMatchObject({
      status: 429,
      body: { error: { code: 'doctype/max-doctypes' } },
    });
    expect((await free.client.post(`/api/doctypes/${third.id}/copy`)).status).toBe(429);
    // Each refusal says so in a severe notice (shown as danger) that replaces the unread one.
    expect(
      (await free.client.get<NotificationList>('/api/notifications')).body.notifications,
    ).toEqual([
      expect.objectContaining({
        level: 'danger',
        message: 'doctype/max-doctypes',
        doctype: null,
        read: false,
      }),
    ]);
    // Deleting one frees its place.
    await free.client.delete(`/api/doctypes/${third.id}`);
    expect(
      (await free.client.post('/api/doctypes', { title: 'Fourth', mode: 'single' })).status,
    ).toBe(201);
    expect(
      (await free.client.post('/api/doctypes', { title: 'Fifth', mode: 'single' })).status,
    ).toBe(429);

    const starter = await registerUser(suite.server.url);
    await setRole(suite.server, starter.me.uid, 'starter');
    for (let i = 0; i < 15; i += 1) await createDoctype(starter.client, { title: `S${i}` });
    expect(
      (await starter.client.post('/api/doctypes', { title: 'S15', mode: 'single' })).status,
    ).toBe(429);

    const admin = await registerUser(suite.server.url);
    await setRole(suite.server, admin.me.uid, 'admin');
    for (let i = 0; i < 16; i += 1) await createDoctype(admin.client, { title: `A${i}` });
    expect((await admin.client.get<DoctypeList>('/api/doctypes')).body.doctypes).toHaveLength(16);
  });

  it('holds a free user to the doctype limit under 30 parallel creates and copies', async () => {
    const free = await registerUser(suite.server.url);
    const first = await createDoctype(free.client);
    const requests = Array.from({ length: 30 }, (_, i) =>
      i % 2 === 0
        ? free.client.post('/api/doctypes', { title: `Parallel ${i}`, mode: 'single' })
        : free.client.post(`/api/doctypes/${first.id}/copy`),
    );
    const statuses = (await Promise.all(requests)).map((res) => res.status);
    const places = maxDoctypes('free') - 1;
    expect(statuses.filter((status) => status === 201)).toHaveLength(places);
    expect(statuses.filter((status) => status !== 201)).toEqual(
      Array.from({ length: 30 - places }, () => 429),
    );
    const { body } = await free.client.get<DoctypeList>('/api/doctypes');
    expect(body.doctypes).toHaveLength(maxDoctypes('free'));
  });

  it('limits a professional to 100 doctypes', async () => {
    const pro = await registerUser(suite.server.url);
    await setRole(suite.server, pro.me.uid, 'professional');
    for (let i = 0; i < 100; i += 1)
      await createDoctype(pro.client, { title: `P${i}`, fields: [] });
    expect((await pro.client.post('/api/doctypes', { title: 'P100', mode: 'single' })).status).toBe(
      429,
    );
  });
});
