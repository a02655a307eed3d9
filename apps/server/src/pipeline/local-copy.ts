/**
 * Extraction processes read files by path: a stored object (disk or S3) is streamed to a
 * private temp file for the task and removed after it, so no big buffer crosses processes.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

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
