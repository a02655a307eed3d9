/**
 * The Storage contract, run against both implementations: the disk under DATA_DIR/files and an
 * S3 bucket (s3rver on loopback). What one promises, the other must keep.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { S3TestServer } from '../../../test/s3-test-server.ts';
import { startS3TestServer } from '../../../test/s3-test-server.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';
import { isSafeKey } from './storage.ts';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.close();
});

async function keysUnder(storage: Storage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of storage.list(prefix)) keys.push(key);
  return keys.sort();
}

async function sha256(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest('hex');
}

/** 12 MB in 64 kB chunks: more than two S3 parts, produced as it is read. */
function largeSource(): { stream: Readable; digest: string; bytes: number } {
  const chunk = Buffer.alloc(64 * 1024);
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  for (let i = 0; i < 192; i += 1) {
    const next = Buffer.from(chunk.fill(i % 251));
    hash.update(next);
    chunks.push(next);
  }
  return { stream: Readable.from(chunks), digest: hash.digest('hex'), bytes: 192 * 64 * 1024 };
}

const implementations: [string, () => Promise<{ storage: Storage; dispose(): Promise<void> }>][] = [
  [
    'disk',
    async () => {
      const root = await mkdtemp(path.join(os.tmpdir(), 'docsift-storage-'));
      return {
        storage: createDiskStorage(path.join(root, 'files')),
        dispose: () => rm(root, { recursive: true, force: true }),
      };
    },
  ],
  ['s3', async () => ({ storage: createS3Storage(await s3.newBucket()), dispose: async () => {} })],
];

describe.each(implementations)('%s storage', (_name, create) => {
  let storage: Storage;
  let dispose: () => Promise<void>;
  beforeEach(async () => {
    ({ storage, dispose } = await create());
  });
  afterEach(async () => {
    await dispose();
  });

  it('stores a stream, counts its bytes and reads it back', async () => {
    const { bytes } = await storage.put(
      'doctype/doctype-1/1_a.pdf',
      Readable.from([Buffer.from('hello '), Buffer.from('world')]),
    );
    expect(bytes).toBe(11);
    expect(await text(await storage.get('doctype/doctype-1/1_a.pdf'))).toBe('hello world');
  });

  it('streams a file of several S3 parts both ways, byte for byte', async () => {
    const source = largeSource();
    expect(await storage.put('a/large.bin', source.stream)).toEqual({ bytes: source.bytes });
    expect(await sha256(await storage.get('a/large.bin'))).toBe(source.digest);
  });

  it('refuses to overwrite an existing key and keeps the first file', async () => {
    await storage.put('a/b.txt', Readable.from([Buffer.from('first')]));
    await expect(
      storage.put('a/b.txt', Readable.from([Buffer.from('second')])),
    ).rejects.toMatchObject({ code: 'EEXIST' });
    expect(await text(await storage.get('a/b.txt'))).toBe('first');
  });

  it('leaves no partial file when the source fails, and reports the source error', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('part'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('a/partial.txt', failing)).rejects.toThrow('client went away');
    expect(await keysUnder(storage, 'a/')).toEqual([]);
  });

  it('leaves no partial object when the source fails after several parts', async () => {
    const { stream } = largeSource();
    let sent = 0;
    const cut = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        sent += chunk.length;
        done(sent > 11 * 1024 * 1024 ? new Error('client went away') : null, chunk);
      },
    });
    await expect(storage.put('a/cut.bin', stream.pipe(cut))).rejects.toThrow('client went away');
    expect(await keysUnder(storage, 'a/')).toEqual([]);
  });

  it('leaves no file when the source fails while the file is still opening', async () => {
    // A refused upload: the type sniffer passes the bytes on, then fails at the end of a small file.
    const refused = () =>
      new Transform({
        transform: (chunk, _encoding, done) => done(null, chunk),
        flush: (done) => done(new Error('unsupported type')),
      });
    for (let index = 0; index < 100; index += 1) {
      // Empty and small files alike: the error comes as the file opens.
      const source = Readable.from([Buffer.from(index % 2 ? 'just text' : '')]).pipe(refused());
      await expect(storage.put(`a/refused-${index}.txt`, source)).rejects.toThrow(
        'unsupported type',
      );
    }
    await storage.put('a/kept.txt', Readable.from([Buffer.from('kept')]));
    expect(await keysUnder(storage, 'a/')).toEqual(['a/kept.txt']);
  });

  it('answers not-found for a missing key and deletes idempotently', async () => {
    await expect(storage.get('a/missing.txt')).rejects.toMatchObject({ code: 'not-found' });
    await storage.put('a/x.txt', Readable.from([Buffer.from('x')]));
    await storage.delete('a/x.txt');
    await storage.delete('a/x.txt');
    await expect(storage.get('a/x.txt')).rejects.toMatchObject({ code: 'not-found' });
  });

  it('lists the keys under a prefix with the time they were written', async () => {
    const before = Date.now() - 2000;
    await storage.put('doctype/d1/1_a.pdf', Readable.from([Buffer.from('a')]));
    await storage.put('doctype/d1/sub/2_b.pdf', Readable.from([Buffer.from('b')]));
    await storage.put('doctype/d10/1_c.pdf', Readable.from([Buffer.from('c')]));
    const listed: { key: string; modifiedAt: number }[] = [];
    for await (const entry of storage.list('doctype/d1/')) listed.push(entry);
    expect(listed.map((entry) => entry.key).sort()).toEqual([
      'doctype/d1/1_a.pdf',
      'doctype/d1/sub/2_b.pdf',
    ]);
    for (const { modifiedAt } of listed) expect(modifiedAt).toBeGreaterThan(before);
    expect(await keysUnder(storage, 'doctype/none/')).toEqual([]);
  });

  it('lists on while files it has not reached yet are deleted', async () => {
    const keys = ['doctype/d2/1_a.pdf', 'doctype/d2/2_b.pdf', 'doctype/d2/3_c.pdf'];
    for (const key of keys) await storage.put(key, Readable.from([Buffer.from(key)]));
    const listed: string[] = [];
    // Retention or a deleted upload removes files while a sweep lists them.
    for await (const { key } of storage.list('doctype/d2/')) {
      listed.push(key);
      for (const other of keys) if (!listed.includes(other)) await storage.delete(other);
    }
    // S3 may still name a key its page listed before the delete; the disk skips a file gone.
    expect(listed.length).toBeGreaterThanOrEqual(1);
    expect(keys).toEqual(expect.arrayContaining(listed));
  });

  it('deletes everything under a prefix and nothing beside it', async () => {
    await storage.put('doctype/d1/1_a.pdf', Readable.from([Buffer.from('a')]));
    await storage.put('doctype/d1/1_a.pdf.ocr.json', Readable.from([Buffer.from('{}')]));
    await storage.put('doctype/d10/1_b.pdf', Readable.from([Buffer.from('b')]));
    await storage.deletePrefix('doctype/d1/');
    await expect(storage.get('doctype/d1/1_a.pdf')).rejects.toMatchObject({ code: 'not-found' });
    expect(await keysUnder(storage, 'doctype/')).toEqual(['doctype/d10/1_b.pdf']);
    await storage.deletePrefix('doctype/none/');
  });

  it('passes its readiness check', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('refuses keys that could escape the root', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', 'a\\b', '.hidden', 'a/..', '']) {
      expect([key, isSafeKey(key)]).toEqual([key, false]);
      await expect(storage.get(key)).rejects.toThrow('unsafe storage key');
    }
    await expect(storage.deletePrefix('../')).rejects.toThrow();
    await expect(storage.deletePrefix('doctype')).rejects.toThrow('must end with /');
  });
});
