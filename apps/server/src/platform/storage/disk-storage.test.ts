import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage.ts';
import type { Storage } from './storage.ts';
import { isSafeKey } from './storage.ts';

describe('disk storage', () => {
  let root: string;
  let storage: Storage;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'docsift-storage-'));
    storage = createDiskStorage(path.join(root, 'files'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('stores a stream, counts its bytes and reads it back', async () => {
    const { bytes } = await storage.put(
      'doctype/doctype-1/1_a.pdf',
      Readable.from([Buffer.from('hello '), Buffer.from('world')]),
    );
    expect(bytes).toBe(11);
    expect(await text(await storage.get('doctype/doctype-1/1_a.pdf'))).toBe('hello world');
  });

  it('refuses to overwrite an existing key and keeps the first file', async () => {
    await storage.put('a/b.txt', Readable.from([Buffer.from('first')]));
    await expect(
      storage.put('a/b.txt', Readable.from([Buffer.from('second')])),
    ).rejects.toMatchObject({ code: 'EEXIST' });
    expect(await text(await storage.get('a/b.txt'))).toBe('first');
  });

  it('leaves no partial file when the source fails', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('part'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('a/partial.txt', failing)).rejects.toThrow('client went away');
    expect(await readdir(path.join(root, 'files', 'a'))).toEqual([]);
  });

  it('leaves no file when the source fails while the file is still opening', async () => {
    // A refused upload: the type sniffer passes the bytes on, then fails at the end of a small file.
    const refused = () =>
      new Transform({
        transform: (chunk, _encoding, done) => done(null, chunk),
        flush: (done) => done(new Error('unsupported type')),
      });
    for (let index = 0; index < 300; index += 1) {
      // Empty and small files alike: the error comes as the file opens.
      const source = Readable.from([Buffer.from(index % 2 ? 'just text' : '')]).pipe(refused());
      await expect(storage.put(`a/refused-${index}.txt`, source)).rejects.toThrow(
        'unsupported type',
      );
    }
    await storage.put('a/kept.txt', Readable.from([Buffer.from('kept')]));
    expect(await readdir(path.join(root, 'files', 'a'))).toEqual(['kept.txt']);
  });

  it('answers not-found for a missing key and deletes idempotently', async () => {
    await expect(storage.get('a/missing.txt')).rejects.toMatchObject({ code: 'not-found' });
    await storage.put('a/x.txt', Readable.from([Buffer.from('x')]));
    await storage.delete('a/x.txt');
    await storage.delete('a/x.txt');
    await expect(storage.get('a/x.txt')).rejects.toMatchObject({ code: 'not-found' });
  });

  it('deletes everything under a prefix and nothing beside it', async () => {
    await storage.put('doctype/d1/1_a.pdf', Readable.from([Buffer.from('a')]));
    await storage.put('doctype/d1/1_a.pdf.ocr.json', Readable.from([Buffer.from('{}')]));
    await storage.put('doctype/d10/1_b.pdf', Readable.from([Buffer.from('b')]));
    await storage.deletePrefix('doctype/d1/');
    await expect(storage.get('doctype/d1/1_a.pdf')).rejects.toMatchObject({ code: 'not-found' });
    expect(await text(await storage.get('doctype/d10/1_b.pdf'))).toBe('b');
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
