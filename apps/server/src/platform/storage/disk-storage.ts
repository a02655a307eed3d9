/** Storage on the local disk under DATA_DIR/files: each key is a file path below that root. */
import { constants, createWriteStream } from 'node:fs';
import { access, lstat, mkdir, open, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '@docsift/core/errors';
import type { Storage } from './storage.ts';
import { assertSafeKey, assertSafePrefix } from './storage.ts';

const ignore = () => {};

/** Streams `source` into a file that must not exist yet; a failed write leaves no file behind. */
async function writeNewFile(file: string, source: Readable): Promise<{ bytes: number }> {
  await mkdir(path.dirname(file), { recursive: true });
  let bytes = 0;
  const counted = async function* (chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      bytes += chunk.length;
      yield chunk;
    }
  };
  const sink = createWriteStream(file, { flags: 'wx' });
  try {
    await pipeline(source, counted, sink);
  } catch (error) {
    // pipeline() rejects on the first error, while the file may still be opening: removed
    // before the open completes, it would come back as an empty leftover.
    if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
    // An existing key is someone else's file: leave it alone.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(file, { force: true });
    throw error;
  }
  return { bytes };
}

/** What `read` gives, or `absent` when its path is gone (deleted by a sweep or another request). */
async function unlessMissing<T, A>(read: Promise<T>, absent: A): Promise<T | A> {
  try {
    return await read;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return absent;
    throw error;
  }
}

async function* listFiles(
  root: string,
  dir: string,
): AsyncGenerator<{ key: string; modifiedAt: number }> {
  for (const entry of await unlessMissing(readdir(dir, { withFileTypes: true }), [])) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* listFiles(root, file);
    else if (entry.isFile()) {
      // A file deleted since its directory was read is not there any more.
      const stats = await unlessMissing(lstat(file), null);
      if (stats)
        yield {
          key: path.relative(root, file).split(path.sep).join('/'),
          modifiedAt: stats.mtimeMs,
        };
    }
  }
}

export function createDiskStorage(root: string): Storage {
  const resolvedRoot = path.resolve(root);
  const pathOf = (key: string) => {
    const file = path.resolve(resolvedRoot, key);
    // Belt and braces beside the key check: nothing may resolve outside the root.
    if (!file.startsWith(resolvedRoot + path.sep))
      throw new Error(`storage key escapes the root: ${key}`);
    return file;
  };

  return {
    async put(key, source) {
      assertSafeKey(key);
      // put() owns the source from here. It may fail while we wait for the directory, before
      // pipeline() listens, or again as pipeline() tears it down: without a listener either error
      // would crash the process. pipeline() still sees the first one (stream.errored).
      source.on('error', ignore);
      return writeNewFile(pathOf(key), source);
    },

    async get(key) {
      assertSafeKey(key);
      try {
        const handle = await open(pathOf(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT')
          throw new AppError('not-found', { cause: error });
        throw error;
      }
    },

    async delete(key) {
      assertSafeKey(key);
      await rm(pathOf(key), { force: true });
    },

    async deletePrefix(prefix) {
      assertSafePrefix(prefix);
      await rm(pathOf(prefix.slice(0, -1)), { recursive: true, force: true });
    },

    async *list(prefix) {
      assertSafePrefix(prefix);
      yield* listFiles(resolvedRoot, pathOf(prefix.slice(0, -1)));
    },

    async check() {
      await mkdir(resolvedRoot, { recursive: true });
      await access(resolvedRoot, constants.W_OK);
    },
  };
}
