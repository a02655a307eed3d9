/**
 * Copies the embedded instance's files (DATA_DIR/files) into the target storage, each verified
 * by reading it back and comparing SHA-256 digests. A file already in the target is verified
 * rather than written again, so a second run resumes an interrupted one.
 */
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { AppError } from '@docsift/core/errors';
import { createDiskStorage } from '../platform/storage/disk-storage.ts';
import type { Storage } from '../platform/storage/storage.ts';

export interface FilesCopy {
  files: number;
  bytes: number;
  /** Keys whose copy differs from the source. */
  mismatched: string[];
}

export async function copyFiles(
  sourceRoot: string,
  target: Storage,
  onProgress: (files: number) => void = () => {},
): Promise<FilesCopy> {
  const source = createDiskStorage(sourceRoot);
  const result: FilesCopy = { files: 0, bytes: 0, mismatched: [] };
  const folders = await readdir(sourceRoot, { withFileTypes: true }).catch(() => []);
  for (const folder of folders) {
    if (!folder.isDirectory()) continue;
    for await (const { key } of source.list(`${folder.name}/`)) {
      const expected = await digestOf(await source.get(key));
      if (!(await exists(target, key))) await target.put(key, await source.get(key));
      const stored = await digestOf(await target.get(key));
      if (stored.sha256 !== expected.sha256) result.mismatched.push(key);
      result.files += 1;
      result.bytes += expected.bytes;
      onProgress(result.files);
    }
  }
  return result;
}

async function exists(storage: Storage, key: string): Promise<boolean> {
  try {
    (await storage.get(key)).destroy();
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'not-found') return false;
    throw error;
  }
}

async function digestOf(stream: Readable): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { sha256: hash.digest('hex'), bytes };
}
