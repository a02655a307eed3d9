import { access } from 'node:fs/promises';
import path from 'node:path';
import type { Doctype } from '@docsift/core/doctype';
import type { CreateUploadsResponse, Upload } from '@docsift/core/upload';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype, filesDir, pipelineOf, uploadFiles } from '../../test/documents.ts';
import type { HttpClient } from '../../test/http-client.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';
import { doctypeStoragePrefix } from '../doctypes/doctypes.service.ts';

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
});
