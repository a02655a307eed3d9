/**
 * S3 when it fails: an object store that drops a part mid-upload, one that is gone, a bucket
 * that does not exist, credentials it refuses. Each gives a clear error and leaves nothing
 * half-written. The store is s3rver on loopback, reached directly or through a cutting proxy.
 */
import type { Server } from 'node:http';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3TestServer } from '../../../test/s3-test-server.ts';
import { startS3TestServer } from '../../../test/s3-test-server.ts';
import type { S3Config } from '../config/config.ts';
import { createS3Storage } from './s3-storage.ts';

let s3: S3TestServer;
let bucket: S3Config;
beforeAll(async () => {
  s3 = await startS3TestServer();
  bucket = await s3.newBucket();
});
afterAll(async () => {
  await s3?.close();
});

/** Forwards to s3rver, but breaks the connection of every request `isCut` picks. */
async function cuttingProxy(
  isCut: (url: string) => boolean,
): Promise<{ url: string; server: Server }> {
  const target = new URL(s3.endpoint);
  const server = createServer((incoming, outgoing) => {
    if (isCut(incoming.url ?? '')) {
      incoming.socket.destroy();
      return;
    }
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('S3 storage when S3 fails', () => {
  it('aborts a multipart upload whose second part never arrives: no object, a retryable error', async () => {
    const proxy = await cuttingProxy((url) => url.includes('partNumber=2'));
    try {
      const storage = createS3Storage({ ...bucket, endpoint: proxy.url });
      const chunks = Array.from({ length: 12 }, (_, i) => Buffer.alloc(1024 * 1024, i));
      await expect(storage.put('a/cut.bin', Readable.from(chunks))).rejects.toMatchObject({
        code: 'unavailable',
      });
      const direct = createS3Storage(bucket);
      const left: string[] = [];
      for await (const { key } of direct.list('a/')) left.push(key);
      expect(left).toEqual([]);
      await expect(direct.get('a/cut.bin')).rejects.toMatchObject({ code: 'not-found' });
    } finally {
      proxy.server.closeAllConnections();
      await new Promise((resolve) => proxy.server.close(resolve));
    }
  });

  it('answers unavailable, not a crash, when the store is gone, and works again when it is back', async () => {
    const proxy = await cuttingProxy(() => true);
    try {
      const storage = createS3Storage({ ...bucket, endpoint: proxy.url });
      await expect(storage.put('b/x.txt', Readable.from([Buffer.from('x')]))).rejects.toMatchObject(
        { code: 'unavailable' },
      );
      await expect(storage.get('b/x.txt')).rejects.toMatchObject({ code: 'unavailable' });
      await expect(storage.check()).rejects.toThrow(/^S3 at http:\/\/127\.0\.0\.1:\d+ /);
    } finally {
      proxy.server.closeAllConnections();
      await new Promise((resolve) => proxy.server.close(resolve));
    }
    const storage = createS3Storage(bucket);
    await storage.put('b/x.txt', Readable.from([Buffer.from('x')]));
    expect(await text(await storage.get('b/x.txt'))).toBe('x');
  });
});

describe("S3 storage's readiness check names the setting to fix", () => {
  it('names an endpoint nothing listens on', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const storage = createS3Storage({ ...bucket, endpoint: `http://127.0.0.1:${port}` });
    await expect(storage.check()).rejects.toThrow(
      `S3 at http://127.0.0.1:${port} is unreachable (ECONNREFUSED): check that it runs and S3_ENDPOINT names its host and port`,
    );
  });

  it('names a bucket that does not exist', async () => {
    const storage = createS3Storage({ ...bucket, bucket: 'docsift-no-such-bucket' });
    await expect(storage.check()).rejects.toThrow(
      `S3 bucket docsift-no-such-bucket at ${s3.endpoint} does not exist: create it or fix S3_BUCKET`,
    );
  });

  it('names credentials the store refuses, without the secret', async () => {
    const storage = createS3Storage({
      ...bucket,
      accessKeyId: 'WRONGKEY',
      secretAccessKey: 'wrong-secret',
    });
    const error = await storage.check().then(
      () => null,
      (failure: Error) => failure,
    );
    expect(error?.message).toMatch(
      /^S3 bucket docsift-\S+ at http:\/\/127\.0\.0\.1:\d+ refused access key WRONGKEY \(403\): check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(error?.message).not.toContain('wrong-secret');
  });
});
