import { access } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { CreateUploadsResponse, Upload } from '@docsift/core/upload';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype, filesDir, pipelineOf, uploadFiles } from '../../test/documents.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';
import { createDiskStorage } from '../platform/storage/disk-storage.ts';
import type { Storage } from '../platform/storage/storage.ts';

const ocr = {
  pages: [
    { number: 1, width: 0, height: 0, text: 'Invoice 1', source: 'text-layer' as const, words: [] },
  ],
};

describe.each(dialects)('OCR JSON writes on %s', (dialect) => {
  const suite = serverPerSuite(dialect);

  const exists = (key: string) =>
    access(path.join(filesDir(suite.server), key)).then(
      () => true,
      () => false,
    );

  /** The pipeline's side of the uploads over a disk storage whose puts run `beforePut` first. */
  function progressWith(beforePut: (key: string, source: Readable) => Promise<void>) {
    const disk = createDiskStorage(filesDir(suite.server));
    const storage: Storage = {
      ...disk,
      put: async (key, source) => (await beforePut(key, source), disk.put(key, source)),
    };
    return pipelineOf(suite.server, storage);
  }

  async function scannedUpload() {
    const { client } = await registerUser(suite.server.url);
    const doctype = await createDoctype(client);
    const res = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
      { name: 'invoice.pdf', bytes: suite.pdf },
    ]);
    const upload = await progressWith(async () => {}).saveOcr(res.body.uploads[0]!.id, ocr);
    return { client, upload };
  }

  it('leaves the upload unscanned, not pointing at a deleted file, when rewriting its OCR JSON fails', async () => {
    const { client, upload } = await scannedUpload();
    const failing = progressWith(async (_key, source) => {
      source.destroy();
      throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    });
    await expect(failing.saveOcr(upload.id, ocr)).rejects.toMatchObject({ code: 'ENOSPC' });
    expect((await client.get<Upload>(`/api/uploads/${upload.id}`)).body.file).toEqual({
      source: upload.file.source,
      ocr: null,
    });
  });

  it('removes the OCR JSON it wrote for an upload deleted meanwhile', async () => {
    const { client, upload } = await scannedUpload();
    const racing = progressWith(async () => {
      expect((await client.delete(`/api/uploads/${upload.id}`)).status).toBe(204);
    });
    await expect(racing.saveOcr(upload.id, ocr)).rejects.toMatchObject({ code: 'not-found' });
    expect([await exists(upload.file.source), await exists(upload.file.ocr!)]).toEqual([
      false,
      false,
    ]);
  });
});
