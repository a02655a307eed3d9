import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { pipeline, Readable, Transform } from 'node:stream';
import type { Doctype } from '@docsift/core/doctype';
import type { CreateUploadsResponse } from '@docsift/core/upload';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype, filesDir, uploadFiles } from '../../test/documents.ts';
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

  it('removes the partial file of a client that aborts mid-file, stores no upload row and keeps serving', async () => {
    const { client, doctype } = await ownerWithDoctype();
    const boundary = `----docsift${randomBytes(8).toString('hex')}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="target"\r\n\r\n${doctype.id}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const req = request(`${suite.server.url}/api/uploads`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + suite.pdf.length + 10_000_000),
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    const closed = new Promise<void>((resolve) =>
      req.on('error', () => resolve()).on('close', () => resolve()),
    );
    // A real PDF start, so the sniffer accepts it and storage is writing when the client goes.
    req.write(Buffer.concat([head, suite.pdf, randomBytes(1_000_000)]));
    await expect
      .poll(async () => (await storedFiles(doctype.id)).length, { timeout: 10_000, interval: 20 })
      .toBe(1);
    req.destroy();
    await closed;

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
