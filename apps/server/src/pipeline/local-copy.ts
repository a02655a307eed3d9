/**
 * Extraction processes read files by path: a stored object (disk or S3) is streamed to a
 * private temp file for the task and removed after it, so no big buffer crosses processes.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { lstat, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Logger } from '../platform/log/logger.ts';

/** A copy this recent may belong to another process on the same DATA_DIR that is about to read it. */
const leftoverAgeMs = 60_000;

/** Where the processes of one DATA_DIR keep their copies. */
export function localCopiesDir(dataDir: string): string {
  return path.join(dataDir, 'tmp');
}

/** Removes the copies that killed processes left behind (a copy is otherwise removed after its task). */
export async function removeLeftoverCopies(
  tmpDir: string,
  logger: Pick<Logger, 'info'>,
  now = Date.now(),
): Promise<void> {
  const names = await readdir(tmpDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let removed = 0;
  for (const name of names) {
    const entry = path.join(tmpDir, name);
    const { mtimeMs } = await lstat(entry);
    if (now - mtimeMs < leftoverAgeMs) continue;
    await rm(entry, { recursive: true, force: true });
    removed += 1;
  }
  if (removed > 0) logger.info({ removed, tmpDir }, 'leftover temporary copies removed');
}

export async function withLocalCopy<T>(
  tmpDir: string,
  open: () => Promise<Readable>,
  use: (file: string) => Promise<T>,
): Promise<T> {
  await mkdir(tmpDir, { recursive: true, mode: 0o700 });
  const file = path.join(tmpDir, randomUUID());
  try {
    await pipeline(await open(), createWriteStream(file, { mode: 0o600 }));
    return await use(file);
  } finally {
    await rm(file, { force: true });
  }
}
