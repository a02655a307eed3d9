import { access } from 'node:fs/promises';
import path from 'node:path';
import type { Doctype } from '@docsift/core/doctype';
import type { RecordPage } from '@docsift/core/record';
import type { CreateUploadsResponse, Upload } from '@docsift/core/upload';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import {
  createDoctype,
  filesDir,
  pipelineOf,
  uploadFiles,
  valuesOnly,
} from '../../test/documents.ts';
import type { HttpClient } from '../../test/http-client.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';
import { doctypeStoragePrefix } from '../doctypes/doctypes.service.ts';
import { createAccountsRepository } from './accounts.repository.ts';

const ocr = {
  pages: [
    { number: 1, width: 0, height: 0, text: 'Invoice 1', source: 'text-layer' as const, words: [] },
  ],
};

describe.each(dialects)('account deletion on %s', (dialect) => {
  const suite = serverPerSuite(dialect);

  const exists = (key: string) =>
    access(path.join(filesDir(suite.server), key)).then(
      () => true,
      () => false,
    );

  async function scannedUpload(client: HttpClient, doctype: Doctype): Promise<Upload> {
    const res = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
      { name: 'invoice.pdf', bytes: suite.pdf },
    ]);
    expect(res.status).toBe(201);
    return pipelineOf(suite.server).saveOcr(res.body.uploads[0]!.id, ocr);
  }

  it("deletes the stored files and OCR of every doctype the user authored, drafts included, and leaves other users' files", async () => {
    const { client, email } = await registerUser(suite.server.url);
    const other = (await registerUser(suite.server.url)).client;
    const ready = await createDoctype(client);
    const draft = await createDoctype(client, { title: 'Draft', via: 'wizard', fields: [] });
    const theirs = await createDoctype(other);
    const uploads = [await scannedUpload(client, ready), await scannedUpload(client, draft)];
    const kept = await scannedUpload(other, theirs);
    const keys = uploads.flatMap((upload) => [upload.file.source, upload.file.ocr!]);
    expect(await Promise.all(keys.map(exists))).toEqual([true, true, true, true]);

    expect((await client.delete('/api/account', { email })).status).toBe(204);

    expect(await Promise.all(keys.map(exists))).toEqual([false, false, false, false]);
    expect(
      await Promise.all(
        [ready.id, draft.id].map((id) => exists(doctypeStoragePrefix(id).slice(0, -1))),
      ),
    ).toEqual([false, false]);
    expect(
      await suite.server.database.db
        .selectFrom('doctypes')
        .select('id')
        .where('id', 'in', [ready.id, draft.id])
        .execute(),
    ).toEqual([]);
    expect(await Promise.all([exists(kept.file.source), exists(kept.file.ocr!)])).toEqual([
      true,
      true,
    ]);
    expect((await other.get<Upload>(`/api/uploads/${kept.id}`)).status).toBe(200);
  });

  it("keeps a member's uploads and records in a shared doctype when the member deletes the account: they pass to the doctype's author", async () => {
    const author = await registerUser(suite.server.url);
    const member = await registerUser(suite.server.url);
    const shared = await createDoctype(author.client);
    const added = await author.client.post(`/api/doctypes/${shared.id}/members`, {
      email: member.email,
    });
    expect(added.status).toBe(201);
    const own = await createDoctype(member.client);
    const upload = await scannedUpload(member.client, shared);
    const key = shared.fields[0]!.key;
    await pipelineOf(suite.server).completeParse(upload.id, {
      doctypeHash: shared.hash,
      records: valuesOnly({ [key]: 'INV-7' }),
    });

    expect((await member.client.delete('/api/account', { email: member.email })).status).toBe(204);

    const kept = await author.client.get<Upload>(`/api/uploads/${upload.id}`);
    expect([kept.status, kept.body.author]).toEqual([200, author.me.uid]);
    const { records } = (await author.client.get<RecordPage>(`/api/doctypes/${shared.id}/records`))
      .body;
    expect(records.map((record) => record.data[key])).toEqual(['INV-7']);
    expect(await Promise.all([exists(upload.file.source), exists(upload.file.ocr!)])).toEqual([
      true,
      true,
    ]);
    const left = await suite.server.database.db
      .selectFrom('doctypes')
      .select('id')
      .where('id', '=', own.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('refuses, in the database itself, to delete a user row that still authors an upload in a doctype of someone else', async () => {
    const author = await registerUser(suite.server.url);
    const member = await registerUser(suite.server.url);
    const shared = await createDoctype(author.client);
    await author.client.post(`/api/doctypes/${shared.id}/members`, { email: member.email });
    const upload = await scannedUpload(member.client, shared);
    const db = suite.server.database.db;

    await expect(db.deleteFrom('users').where('id', '=', member.me.uid).execute()).rejects.toThrow(
      /foreign key/i,
    );
    expect((await author.client.get(`/api/uploads/${upload.id}`)).status).toBe(200);
  });

  it('deletes a user who still authors a doctype with uploads (one made after the files were removed)', async () => {
    const { client, me } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client);
    const upload = await scannedUpload(client, doctype);

    await createAccountsRepository(suite.server.database.db).deleteUser(me.uid);

    const db = suite.server.database.db;
    expect(
      await db.selectFrom('uploads').select('id').where('id', '=', upload.id).execute(),
    ).toEqual([]);
  });
});
