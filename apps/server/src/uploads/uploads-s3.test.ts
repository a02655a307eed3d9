/**
 * Uploads on PostgreSQL with their files in an S3 bucket (s3rver): the API streams a file into
 * the bucket and back out, the worker parses from a temporary copy it removes, a deleted upload
 * takes its objects along, a lost object is the catalogue's not-found, and a store that is gone
 * answers 503 without a half-made upload.
 */
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { CreateUploadsResponse, Upload } from '@docsift/core/upload';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype, uploadFiles } from '../../test/documents.ts';
import type { HttpClient } from '../../test/http-client.ts';
import type { S3TestServer } from '../../test/s3-test-server.ts';
import { s3Env, startS3TestServer } from '../../test/s3-test-server.ts';
import type { TestServer } from '../../test/test-server.ts';
import { startTestServer } from '../../test/test-server.ts';
import { makeInvoicePdf } from '@docsift/extract/testing';
import type { Doctype } from '@docsift/core/doctype';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('uploads with the files in S3', () => {
  let s3: S3TestServer;
  let server: TestServer;
  let client: HttpClient;
  let doctype: Doctype;
  let pdf: Buffer;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    server = await startTestServer('postgres', {
      pipeline: true,
      env: s3Env(await s3.newBucket()),
    });
    ({ client } = await registerUser(server.url));
    doctype = await createDoctype(client);
    pdf = await makeInvoicePdf();
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  const objects = async () => {
    const keys: string[] = [];
    for await (const { key } of server.storage.list('doctype/')) keys.push(key);
    return keys.sort();
  };
  const download = async (id: string) => {
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return fetch(`${server.url}/api/uploads/${id}/file`, { headers: { cookie } });
  };
  const upload = async () => {
    const created = await uploadFiles<CreateUploadsResponse>(client, doctype.id, [
      { name: 'invoice.pdf', bytes: pdf },
    ]);
    expect(created.status).toBe(201);
    return created.body.uploads[0]!;
  };
  const doneUpload = async (id: string) =>
    vi.waitFor(
      async () => {
        const found = await client.get<Upload>(`/api/uploads/${id}`);
        expect(found.body.state).toBe('done');
        return found.body;
      },
      { timeout: 60_000, interval: 200 },
    );

  // The first parse starts the extraction processes: slow on a loaded machine.
  it(
    'stores the file in the bucket, parses it from there and streams it back',
    { timeout: 90_000 },
    async () => {
      const { id } = await upload();
      const done = await doneUpload(id);
      expect(await objects()).toEqual([done.file.source, done.file.ocr].sort());
      // Nothing on this node's disk but the (now empty) folder of temporary copies.
      expect(await readdir(server.dataDir)).not.toContain('files');
      expect(await readdir(path.join(server.dataDir, 'tmp'))).toEqual([]);
      const res = await download(id);
      expect(res.status).toBe(200);
      expect(sha256(new Uint8Array(await res.arrayBuffer()))).toBe(sha256(pdf));
    },
  );

  it("answers the catalogue's not-found when the object is gone from the bucket", async () => {
    const { id } = await upload();
    const done = await doneUpload(id);
    await server.storage.delete(done.file.source);
    const res = await download(id);
    expect([res.status, await res.json()]).toEqual([
      404,
      { error: { code: 'not-found', message: 'Not found' } },
    ]);
  });

  it('deletes the objects of a deleted upload', async () => {
    const { id } = await upload();
    const done = await doneUpload(id);
    expect(await objects()).toEqual(expect.arrayContaining([done.file.source, done.file.ocr]));
    expect((await client.delete(`/api/uploads/${id}`)).status).toBe(204);
    const left = await objects();
    expect(left).not.toContain(done.file.source);
    expect(left).not.toContain(done.file.ocr);
  });

  it('is ready while the bucket answers; without it, not ready and an upload is refused whole', async () => {
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    const before = (await client.get<{ uploads: Upload[] }>(`/api/uploads?target=${doctype.id}`))
      .body.uploads.length;
    await s3.close();
    const ready = await fetch(`${server.url}/api/ready`);
    expect([ready.status, await ready.json()]).toEqual([
      503,
      { error: { code: 'unavailable', message: 'Not ready: storage' } },
    ]);
    const refused = await uploadFiles(client, doctype.id, [{ name: 'late.pdf', bytes: pdf }]);
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ error: { code: 'unavailable' } });
    const after = (await client.get<{ uploads: Upload[] }>(`/api/uploads?target=${doctype.id}`))
      .body.uploads.length;
    expect(after).toBe(before);
  });
});
