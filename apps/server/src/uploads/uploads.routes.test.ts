import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '@docsift/core/errors';
import { MAX_FILES_PER_UPLOAD_REQUEST } from '@docsift/core/limits';
import type { NotificationList } from '@docsift/core/notification';
import type { RecordPage } from '@docsift/core/record';
import type {
  CreateUploadsResponse,
  Upload,
  UploadList,
  UploadsRefusedResponse,
} from '@docsift/core/upload';
import { describe, expect, it } from 'vitest';
import { makeDocx, makeTextPng } from '@docsift/extract/testing';
import { registerUser } from '../../test/accounts.ts';
import {
  createDoctype,
  filesDir,
  pipelineOf,
  postForm,
  setRole,
  uploadFiles,
  valuesOnly,
} from '../../test/documents.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';
import { createSettingsRepository } from '../settings/settings.repository.ts';

const MAX_BYTES = 2_000_000;
const DAY = 24 * 60 * 60;

describe.each(dialects)('upload routes on %s', (dialect) => {
  const png = makeTextPng();
  const suite = serverPerSuite(dialect, { env: { UPLOAD_MAX_BYTES: String(MAX_BYTES) } });

  async function storedFiles(doctypeId: string): Promise<string[]> {
    return (
      await readdir(path.join(filesDir(suite.server), 'doctype', doctypeId)).catch(() => [])
    ).sort();
  }

  async function ownerWithDoctype() {
    const user = await registerUser(suite.server.url);
    return { ...user, doctype: await createDoctype(user.client) };
  }

  it('stores the good files and reports each file of random bytes', async () => {
    const { client, me, doctype } = await ownerWithDoctype();
    const before = Math.floor(Date.now() / 1000);
    const res = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
      { name: 'invoice.pdf', bytes: suite.pdf },
      { name: 'scan.png', bytes: png, type: 'application/pdf' },
      // Past the 64 KiB sniffing window: refused mid-stream, drained, and the request goes on.
      { name: 'noise.pdf', bytes: randomBytes(90_000) },
      { name: 'tiny.bin', bytes: randomBytes(50) },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.errors).toEqual([
      { filename: 'noise.pdf', code: 'file/unsupported-type', message: expect.any(String) },
      { filename: 'tiny.bin', code: 'file/unsupported-type', message: expect.any(String) },
    ]);
    const [first, second] = res.body.uploads;
    expect(first).toMatchObject({
      type: 'upload',
      author: me.uid,
      target: doctype.id,
      state: 'uploaded',
      filename: 'invoice.pdf',
      contentType: 'application/pdf',
      size: suite.pdf.length,
      error: null,
      doctypeHash: null,
      recordCount: 0,
      file: { ocr: null },
    });
    // The type comes from the bytes, not from what the client claimed.
    expect(second).toMatchObject({
      filename: 'scan.png',
      contentType: 'image/png',
      size: png.length,
    });
    expect(first!.id).toMatch(/^upload-[a-z0-9]{20}$/);
    expect(first!.file.source).toMatch(new RegExp(`^doctype/${doctype.id}/\\d+_invoice\\.pdf$`));
    expect(first!.expiresAt - before).toBeGreaterThanOrEqual(7 * DAY);
    expect(first!.expiresAt - before).toBeLessThanOrEqual(7 * DAY + 5);
    expect(await storedFiles(doctype.id)).toEqual(
      [path.basename(first!.file.source), path.basename(second!.file.source)].sort(),
    );
  });

  it('sniffs DOCX and keeps a non-ASCII filename for display', async () => {
    const { client, doctype } = await ownerWithDoctype();
    const res = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
      { name: 'Lieferschein März.docx', bytes: makeDocx() },
    ]);
    expect(res.body.uploads[0]).toMatchObject({
      filename: 'Lieferschein März.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(res.body.uploads[0]!.file.source).toMatch(/_Lieferschein_Marz\.docx$/);
  });

  it('refuses a file over UPLOAD_MAX_BYTES and still stores the others', async () => {
    const { client, doctype } = await ownerWithDoctype();
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(MAX_BYTES + 50_000)]);
    // Bigger than Fastify's 1 MiB JSON body limit, which must not apply to uploads.
    const large = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(1_500_000)]);
    const res = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
      { name: 'big.pdf', bytes: big },
      { name: 'small.pdf', bytes: suite.pdf },
      { name: 'large.pdf', bytes: large },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.errors).toEqual([
      { filename: 'big.pdf', code: 'file/too-large', message: expect.any(String) },
    ]);
    expect(res.body.uploads.map((u) => [u.filename, u.size])).toEqual([
      ['small.pdf', suite.pdf.length],
      ['large.pdf', large.length],
    ]);
    expect(await storedFiles(doctype.id)).toHaveLength(2);
  });

  it('answers 400 with the per-file errors when every file failed', async () => {
    const { client, doctype } = await ownerWithDoctype();
    const res = await uploadFiles<UploadsRefusedResponse>(client, doctype.id, [
      { name: 'empty.pdf', bytes: new Uint8Array() },
      { name: 'notes.txt', bytes: Buffer.from('just text') },
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: { code: 'file/empty', message: expect.any(String), field: 'file' },
      uploads: [],
      errors: [
        { filename: 'empty.pdf', code: 'file/empty', message: expect.any(String) },
        { filename: 'notes.txt', code: 'file/unsupported-type', message: expect.any(String) },
      ],
    });
    expect(await storedFiles(doctype.id)).toEqual([]);
  });

  it(`takes ${MAX_FILES_PER_UPLOAD_REQUEST} files in one request and refuses a request with more`, async () => {
    const { client, doctype } = await ownerWithDoctype();
    // Text files: each is read and refused, so the request is parsed to its end without scanning anything.
    const files = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        name: `note-${i}.txt`,
        bytes: Buffer.from('just text'),
      }));
    const full = await uploadFiles<UploadsRefusedResponse>(
      client,
      doctype.id,
      files(MAX_FILES_PER_UPLOAD_REQUEST),
    );
    expect(full).toMatchObject({ status: 400, body: { error: { code: 'file/unsupported-type' } } });
    expect(full.body.errors).toEqual(
      Array.from({ length: MAX_FILES_PER_UPLOAD_REQUEST }, (_, i) => ({
        filename: `note-${i}.txt`,
        code: 'file/unsupported-type',
        message: expect.any(String),
      })),
    );
    // One file more and the request itself is refused, not its files one by one; the good file
    // stored before the refusal is removed again.
    const over = await uploadFiles(client, doctype.id, [
      { name: 'invoice.pdf', bytes: suite.pdf },
      ...files(MAX_FILES_PER_UPLOAD_REQUEST),
    ]);
    expect(over).toMatchObject({ status: 400, body: { error: { code: 'invalid-argument' } } });
    expect(over.body).not.toHaveProperty('errors');
    expect(await storedFiles(doctype.id)).toEqual([]);
    expect(await client.get(`/api/uploads?target=${doctype.id}`)).toMatchObject({
      status: 200,
      body: { uploads: [] },
    });
  });

  it('requires a target before the files and at least one file', async () => {
    const { client, doctype } = await ownerWithDoctype();
    const noFile = await postForm(client, '/api/uploads', [{ field: 'target', value: doctype.id }]);
    expect(noFile).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid-argument', field: 'file' } },
    });
    const noTarget = await postForm(client, '/api/uploads', [
      { field: 'file', name: 'a.pdf', bytes: suite.pdf },
    ]);
    expect(noTarget).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid-argument', field: 'target' } },
    });
    const late = await postForm(client, '/api/uploads', [
      { field: 'file', name: 'a.pdf', bytes: suite.pdf },
      { field: 'target', value: doctype.id },
    ]);
    expect(late).toMatchObject({ status: 400, body: { error: { field: 'target' } } });
    const json = await client.post('/api/uploads', { target: doctype.id });
    expect(json).toMatchObject({ status: 400, body: { error: { code: 'invalid-argument' } } });
    expect(await storedFiles(doctype.id)).toEqual([]);
  });

  it('refuses hostile targets with 400 or 404 and stores nothing', async () => {
    const { client } = await ownerWithDoctype();
    const foreign = await ownerWithDoctype();
    const badRequest = [
      '',
      'upload-abc',
      '../../etc/passwd',
      `doctype-${'a'.repeat(5000)}`,
      'DOCTYPE-abc',
    ];
    for (const target of badRequest) {
      const res = await uploadFiles(client, target, [{ name: 'a.pdf', bytes: suite.pdf }]);
      expect([target.slice(0, 30), res.status, res.body]).toEqual([
        target.slice(0, 30),
        400,
        { error: expect.objectContaining({ code: 'invalid-argument', field: 'target' }) },
      ]);
    }
    const notFound = [
      'doctype-../../../etc',
      "doctype-' OR '1'='1",
      'doctype-missing',
      foreign.doctype.id,
    ];
    for (const target of notFound) {
      const res = await uploadFiles(client, target, [{ name: 'a.pdf', bytes: suite.pdf }]);
      expect([target, res.status, res.body]).toEqual([
        target,
        404,
        { error: expect.objectContaining({ code: 'not-found' }) },
      ]);
    }
    const twice = await postForm(client, '/api/uploads', [
      { field: 'target', value: foreign.doctype.id },
      { field: 'target', value: foreign.doctype.id },
      { field: 'file', name: 'a.pdf', bytes: suite.pdf },
    ]);
    expect(twice.status).toBe(404);
    expect(await storedFiles(foreign.doctype.id)).toEqual([]);
    expect(existsSync(path.join(filesDir(suite.server), 'etc'))).toBe(false);
  });

  it('sets expiresAt from the retention in force for the role', async () => {
    const settings = createSettingsRepository(suite.server.database.db);
    const cases = [
      { role: 'starter', chosen: 365, days: 30 },
      { role: 'starter', chosen: 14, days: 14 },
      { role: 'professional', chosen: 365, days: 365 },
      { role: 'professional', chosen: null, days: 90 },
    ] as const;
    for (const { role, chosen, days } of cases) {
      const { client, me, doctype } = await ownerWithDoctype();
      await setRole(suite.server, me.uid, role);
      await settings.update(me.uid, { uploadRetention: chosen }, Date.now());
      const before = Math.floor(Date.now() / 1000);
      const res = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
        { name: 'a.pdf', bytes: suite.pdf },
      ]);
      const seconds = res.body.uploads[0]!.expiresAt - before;
      expect([role, chosen, Math.round(seconds / DAY)]).toEqual([role, chosen, days]);
    }
  });

  it('keeps a member’s upload for the member’s own retention, not the author’s', async () => {
    // The uploader pays for an upload and chose how long their files stay: a free member's file
    // in a professional author's doctype is gone after 7 days, the author's after 365 (teams.md).
    const settings = createSettingsRepository(suite.server.database.db);
    const { client, me, doctype } = await ownerWithDoctype();
    await setRole(suite.server, me.uid, 'professional');
    await settings.update(me.uid, { uploadRetention: 365 }, Date.now());
    const member = await registerUser(suite.server.url);
    await suite.server.database.db
      .insertInto('doctype_team')
      .values({ doctype_id: doctype.id, user_id: member.me.uid })
      .execute();
    const before = Math.floor(Date.now() / 1000);
    const days = async (uploader: typeof client) => {
      const res = await uploadFiles<CreateUploadsResponse>(uploader, doctype.id, [
        { name: 'a.pdf', bytes: suite.pdf },
      ]);
      return Math.round((res.body.uploads[0]!.expiresAt - before) / DAY);
    };
    expect({ author: await days(client), member: await days(member.client) }).toEqual({
      author: 365,
      member: 7,
    });
  });

  it('lists a doctype’s uploads newest first with a case-insensitive filename search', async () => {
    const { client, doctype } = await ownerWithDoctype();
    for (const name of ['Invoice-March.pdf', 'receipt.pdf', 'invoice_april.pdf', '100%.pdf']) {
      await uploadFiles(client, doctype.id, [{ name, bytes: suite.pdf }]);
    }
    const all = await client.get<UploadList>(`/api/uploads?target=${doctype.id}`);
    expect(all.body.uploads.map((u) => u.filename)).toEqual([
      '100%.pdf',
      'invoice_april.pdf',
      'receipt.pdf',
      'Invoice-March.pdf',
    ]);
    const search = await client.get<UploadList>(`/api/uploads?target=${doctype.id}&q=INVOICE`);
    expect(search.body.uploads.map((u) => u.filename)).toEqual([
      'invoice_april.pdf',
      'Invoice-March.pdf',
    ]);
    const literal = await client.get<UploadList>(
      `/api/uploads?target=${doctype.id}&q=${encodeURIComponent('%')}`,
    );
    expect(literal.body.uploads.map((u) => u.filename)).toEqual(['100%.pdf']);
    const underscore = await client.get<UploadList>(`/api/uploads?target=${doctype.id}&q=_`);
    expect(underscore.body.uploads.map((u) => u.filename)).toEqual(['invoice_april.pdf']);
    expect((await client.get('/api/uploads')).status).toBe(400);
    expect((await client.get('/api/uploads?target=upload-x')).status).toBe(400);
  });

  it('pages the upload list by cursor, even through uploads created in the same millisecond', async () => {
    const { client, doctype } = await ownerWithDoctype();
    const names = ['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf', 'e.pdf'];
    await uploadFiles(
      client,
      doctype.id,
      names.map((name) => ({ name, bytes: suite.pdf })),
    );
    const whole = await client.get<UploadList>(`/api/uploads?target=${doctype.id}`);
    expect(whole.body.cursor).toBeNull();
    const paged: string[] = [];
    let cursor: string | null | undefined;
    do {
      const query = new URLSearchParams({ target: doctype.id, limit: '2' });
      if (cursor) query.set('cursor', cursor);
      const page = await client.get<UploadList>(`/api/uploads?${query.toString()}`);
      expect(page.body.uploads.length).toBeLessThanOrEqual(2);
      paged.push(...page.body.uploads.map((u) => u.id));
      cursor = page.body.cursor;
    } while (cursor);
    expect(paged).toEqual(whole.body.uploads.map((u) => u.id));
    expect(paged).toHaveLength(5);
    const forged = await client.get(`/api/uploads?target=${doctype.id}&cursor=x'--`);
    expect(forged).toMatchObject({ status: 400, body: { error: { field: 'cursor' } } });
  });

  it('reads one upload, streams its original file and, once scanned, its OCR JSON', async () => {
    const { client, doctype } = await ownerWithDoctype();
    const created = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
      { name: 'Rechnung März.pdf', bytes: suite.pdf },
    ]);
    const upload = created.body.uploads[0]!;
    expect((await client.get<Upload>(`/api/uploads/${upload.id}`)).body).toEqual(upload);

    const file = await fetch(`${suite.server.url}/api/uploads/${upload.id}/file`, {
      headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(suite.pdf)).toBe(true);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-length')).toBe(String(suite.pdf.length));
    expect(file.headers.get('content-disposition')).toBe(
      `inline; filename="Rechnung Marz.pdf"; filename*=UTF-8''Rechnung%20M%C3%A4rz.pdf`,
    );
    const download = await client.get(`/api/uploads/${upload.id}/file?download=1`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; /);

    expect((await client.get(`/api/uploads/${upload.id}/ocr`)).status).toBe(404);
    const ocr = {
      pages: [
        {
          number: 1,
          width: 595,
          height: 842,
          text: 'INVOICE',
          source: 'text-layer' as const,
          words: [],
        },
      ],
    };
    await pipelineOf(suite.server).saveOcr(upload.id, ocr);
    const stored = await client.get(`/api/uploads/${upload.id}/ocr`);
    expect([stored.status, stored.body]).toEqual([200, ocr]);
    expect((await client.get<Upload>(`/api/uploads/${upload.id}`)).body.file.ocr).toBe(
      `${upload.file.source}.ocr.json`,
    );
  });

  it('deletes an upload with its file, OCR and records, for its author only', async () => {
    const { client, me, doctype } = await ownerWithDoctype();
    const member = await registerUser(suite.server.url);
    await suite.server.database.db
      .insertInto('doctype_team')
      .values({ doctype_id: doctype.id, user_id: member.me.uid })
      .execute();
    const created = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
      { name: 'a.pdf', bytes: suite.pdf },
      { name: 'b.pdf', bytes: suite.pdf },
    ]);
    const [doomed, kept] = created.body.uploads;
    const pipeline = pipelineOf(suite.server);
    await pipeline.saveOcr(doomed!.id, { pages: [] });
    await pipeline.completeParse(doomed!.id, {
      doctypeHash: doctype.hash,
      records: valuesOnly({ field_a: 1 }, { field_a: 2 }),
    });
    await pipeline.completeParse(kept!.id, {
      doctypeHash: doctype.hash,
      records: valuesOnly({ field_a: 3 }),
    });

    expect(await member.client.delete(`/api/uploads/${doomed!.id}`)).toMatchObject({
      status: 403,
      body: { error: { code: 'permission-denied' } },
    });
    expect((await client.delete(`/api/uploads/${doomed!.id}`)).status).toBe(204);
    expect((await client.get(`/api/uploads/${doomed!.id}`)).status).toBe(404);
    expect(await storedFiles(doctype.id)).toEqual([path.basename(kept!.file.source)]);
    const records = await client.get<RecordPage>(`/api/doctypes/${doctype.id}/records`);
    expect(records.body.total).toBe(1);
    expect(records.body.records[0]).toMatchObject({ upload: kept!.id, data: { field_a: 3 } });
    expect(me.uid).toBe(kept!.author);
  });

  it('lists records of one upload or all, newest first then in order, with the total', async () => {
    const { client, doctype } = await ownerWithDoctype();
    const created = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
      { name: 'a.pdf', bytes: suite.pdf },
      { name: 'b.pdf', bytes: suite.pdf },
    ]);
    const [a, b] = created.body.uploads;
    const pipeline = pipelineOf(suite.server);
    const first = await pipeline.completeParse(a!.id, {
      doctypeHash: doctype.hash,
      records: valuesOnly({ field_n: 'a0' }, { field_n: 'a1' }),
    });
    // Records are ordered by their millisecond timestamp: b's parse must land in a later one.
    while (Date.now() <= first.updated) await Promise.resolve();
    const done = await pipeline.completeParse(b!.id, {
      doctypeHash: doctype.hash,
      records: valuesOnly({ field_n: 'b0' }, { field_n: 'b1' }, { field_n: null }),
    });
    expect(done).toMatchObject({
      state: 'done',
      recordCount: 3,
      doctypeHash: doctype.hash,
      error: null,
    });

    const all = await client.get<RecordPage>(`/api/doctypes/${doctype.id}/records?upload=all`);
    expect(all.body.total).toBe(5);
    expect(all.body.records.map((r) => r.data.field_n)).toEqual(['b0', 'b1', null, 'a0', 'a1']);
    expect(all.body.records.map((r) => r.order)).toEqual([0, 1, 2, 0, 1]);
    const one = await client.get<RecordPage>(`/api/doctypes/${doctype.id}/records?upload=${a!.id}`);
    expect([one.body.total, one.body.records.map((r) => r.data.field_n)]).toEqual([
      2,
      ['a0', 'a1'],
    ]);

    // A re-parse replaces the upload's records instead of adding to them.
    await pipeline.completeParse(a!.id, {
      doctypeHash: doctype.hash,
      records: valuesOnly({ field_n: 'a-new' }),
    });
    const again = await client.get<RecordPage>(
      `/api/doctypes/${doctype.id}/records?upload=${a!.id}`,
    );
    expect([again.body.total, again.body.records.map((r) => r.data.field_n)]).toEqual([
      1,
      ['a-new'],
    ]);
  });

  it('records a pipeline failure on the upload and notifies its author', async () => {
    const { client, doctype } = await ownerWithDoctype();
    const created = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
      { name: 'a.pdf', bytes: suite.pdf },
    ]);
    const upload = created.body.uploads[0]!;
    const pipeline = pipelineOf(suite.server);
    await pipeline.start(upload.id, 'scanning');
    const failed = await pipeline.fail(upload.id, new Error('tesseract crashed with /secret/path'));
    expect(failed).toMatchObject({
      state: 'scanning',
      error: { code: 'internal', message: 'Something went wrong' },
    });
    const notifications = await client.get<NotificationList>('/api/notifications');
    expect(notifications.body.notifications[0]).toMatchObject({
      level: 'danger',
      message: 'internal',
      upload: upload.id,
      filename: 'a.pdf',
      doctypeTitle: doctype.title,
    });
    expect(await pipeline.start(upload.id, 'scanning')).toMatchObject({
      state: 'scanning',
      error: null,
    });
  });

  it("deletes an upload's and a doctype's notifications with them", async () => {
    const { client, doctype } = await ownerWithDoctype();
    const other = await createDoctype(client, { title: 'Other' });
    const [kept, doomed, inDoomedDoctype] = await Promise.all(
      [doctype.id, doctype.id, other.id].map(async (target, index) => {
        const created = await uploadFiles<CreateUploadsResponse>(client, target, [
          { name: `file-${index}.pdf`, bytes: suite.pdf },
        ]);
        return created.body.uploads[0]!;
      }),
    );
    const pipeline = pipelineOf(suite.server);
    for (const upload of [kept!, doomed!, inDoomedDoctype!]) {
      await pipeline.fail(upload.id, new AppError('doctype/no-fields'));
    }
    const filenames = async () =>
      (await client.get<NotificationList>('/api/notifications')).body.notifications
        .map((notification) => notification.filename)
        .sort();
    expect(await filenames()).toEqual(['file-0.pdf', 'file-1.pdf', 'file-2.pdf']);

    expect((await client.delete(`/api/uploads/${doomed!.id}`)).status).toBe(204);
    expect(await filenames()).toEqual(['file-0.pdf', 'file-2.pdf']);
    expect((await client.delete(`/api/doctypes/${other.id}`)).status).toBe(204);
    expect(await filenames()).toEqual(['file-0.pdf']);
  });
});
