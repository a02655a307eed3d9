import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { pipeline, Readable, Transform } from 'node:stream';
import type { Doctype } from '@docsift/core/doctype';
import type { CreateUploadsResponse } from '@docsift/core/upload';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import type { RawPart } from '../../test/documents.ts';
import {
  createDoctype,
  filesDir,
  multipartBody,
  openStorageFiles,
  uploadFiles,
} from '../../test/documents.ts';
import type { HttpClient } from '../../test/http-client.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';
import { createDocumentServices } from '../roles/document-services.ts';
import { createLogger } from '../platform/log/logger.ts';
import { createDiskStorage } from '../platform/storage/disk-storage.ts';
import type { Storage } from '../platform/storage/storage.ts';

describe.each(dialects)('interrupted uploads on %s', (dialect) => {
  const suite = serverPerSuite(dialect);

  const storedFiles = (doctypeId: string) =>
    readdir(path.join(filesDir(suite.server), 'doctype', doctypeId)).catch(() => []);
  const uploadRows = (doctypeId: string) =>
    suite.server.database.db
      .selectFrom('uploads')
      .select('id')
      .where('doctype_id', '=', doctypeId)
      .execute();

  async function ownerWithDoctype(): Promise<{
    client: HttpClient;
    userId: string;
    doctype: Doctype;
  }> {
    const { client, me } = await registerUser(suite.server.url);
    return { client, userId: me.uid, doctype: await createDoctype(client) };
  }

  /** Sends the parts of an upload that never ends, as a client that goes away mid-file. */
  function startUnfinishedUpload(client: HttpClient, parts: RawPart[]) {
    const { contentType, body } = multipartBody(parts, { isEnded: false });
    const req = request(`${suite.server.url}/api/uploads`, {
      method: 'POST',
      headers: {
        'content-type': contentType,
        'content-length': String(body.length + 10_000_000),
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    const closed = new Promise<void>((resolve) =>
      req.on('error', () => resolve()).on('close', () => resolve()),
    );
    req.write(body);
    return {
      async abort() {
        req.destroy();
        await closed;
      },
    };
  }

  it('removes the partial file of a client that aborts mid-file, stores no upload row and keeps serving', async () => {
    const { client, doctype } = await ownerWithDoctype();
    // A real PDF start, so the sniffer accepts it and storage is writing when the client goes.
    const upload = startUnfinishedUpload(client, [
      { field: 'target', value: doctype.id },
      {
        field: 'file',
        file: { name: 'big.pdf', bytes: Buffer.concat([suite.pdf, randomBytes(1_000_000)]) },
      },
    ]);
    await expect
      .poll(async () => (await storedFiles(doctype.id)).length, { timeout: 10_000, interval: 20 })
      .toBe(1);
    await upload.abort();

    await expect
      .poll(async () => (await storedFiles(doctype.id)).length, { timeout: 10_000, interval: 50 })
      .toBe(0);
    expect(await uploadRows(doctype.id)).toEqual([]);
    const next = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
      { name: 'invoice.pdf', bytes: suite.pdf },
    ]);
    expect(next.status).toBe(201);
    expect(await storedFiles(doctype.id)).toHaveLength(1);
  });

  it('keeps nothing of a request whose client goes after its first whole file', async () => {
    const { client, doctype } = await ownerWithDoctype();
    const upload = startUnfinishedUpload(client, [
      { field: 'target', value: doctype.id },
      { field: 'file', file: { name: 'first.pdf', bytes: suite.pdf } },
      {
        field: 'file',
        file: { name: 'second.pdf', bytes: Buffer.concat([suite.pdf, randomBytes(1_000_000)]) },
      },
    ]);
    await expect
      .poll(async () => (await storedFiles(doctype.id)).length, { timeout: 10_000, interval: 20 })
      .toBe(2);
    await upload.abort();

    await expect
      .poll(async () => (await storedFiles(doctype.id)).length, { timeout: 10_000, interval: 50 })
      .toBe(0);
    await expect.poll(() => uploadRows(doctype.id), { timeout: 10_000, interval: 50 }).toEqual([]);
    expect(await openStorageFiles(suite.server)).toEqual([]);
  });

  it('leaves no file and no upload row when storage fails mid-stream', async () => {
    const { userId, doctype } = await ownerWithDoctype();
    const disk = createDiskStorage(filesDir(suite.server));
    const failing: Storage = {
      ...disk,
      // The disk fills up after the first chunk: the write fails with the file half-written.
      put(key, source) {
        let chunks = 0;
        const diskFull = new Transform({
          transform: (chunk, _encoding, done) =>
            (chunks += 1) === 1
              ? done(null, chunk)
              : done(Object.assign(new Error('no space left on device'), { code: 'ENOSPC' })),
        });
        // pipeline, not pipe: the failure must end the source too, or it keeps writing into the dead transform.
        return disk.put(
          key,
          pipeline(source, diskFull, () => {}),
        );
      },
    };
    const services = createDocumentServices({
      config: suite.server.config,
      logger: createLogger('silent'),
      database: suite.server.database,
      storage: failing,
    });
    const chunks = [suite.pdf.subarray(0, 4096), suite.pdf.subarray(4096), randomBytes(200_000)];
    await expect(
      services.uploads.store(userId, doctype, {
        filename: 'invoice.pdf',
        stream: Readable.from(chunks),
        isTruncated: () => false,
      }),
    ).rejects.toMatchObject({
      code: 'ENOSPC',
    });
    expect(await storedFiles(doctype.id)).toEqual([]);
    expect(await uploadRows(doctype.id)).toEqual([]);
  });
});
