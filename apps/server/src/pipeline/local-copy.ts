/**
 * Extraction processes read files by path: a stored object (disk or S3) is streamed to a
 * private temp file for the task and removed after it, so no big buffer crosses processes. The
 * slices of one scan share one copy on each node that runs them.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { lstat, mkdir, readdir, rename, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Logger } from '../platform/log/logger.ts';

/** A copy this recent may belong to another process on the same DATA_DIR that is about to read it. */
const leftoverAgeMs = 60_000;
/**
 * A scan's copy untouched this long belongs to a scan that ended on another node (or waits
 * very long for its next slice, which then copies the file again).
 */
const idleChainCopyMs = 60 * 60_000;
const CHAIN_PREFIX = 'scan-';
/**
 * A task's copy is named after the process that made it and its host (DATA_DIR may be shared),
 * so a copy whose process died (kill -9) can be told from one in use, whatever its age.
 */
const TASK_COPY = /^task-(\d+)-([0-9a-f]{8})-/;
const thisHost = createHash('sha256').update(os.hostname()).digest('hex').slice(0, 8);

/** Where the processes of one DATA_DIR keep their copies. */
export function localCopiesDir(dataDir: string): string {
  return path.join(dataDir, 'tmp');
}

/**
 * Removes the copies that killed processes left behind (a copy is otherwise removed after its
 * task): any a process of this host that is gone made, and any other not touched for a minute.
 */
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
    if (now - mtimeMs < leftoverAgeMs && !isDeadProcessCopy(name)) continue;
    await rm(entry, { recursive: true, force: true });
    removed += 1;
  }
  if (removed > 0) logger.info({ removed, tmpDir }, 'leftover temporary copies removed');
}

/**
 * Removes the task copies of this host's processes that are gone: a job taken over after its
 * worker was killed (-9) removes what the killed one was reading (issue 27 item 10).
 */
export async function removeDeadProcessCopies(tmpDir: string): Promise<void> {
  const names = await readdir(tmpDir).catch(() => []);
  for (const name of names.filter(isDeadProcessCopy))
    await rm(path.join(tmpDir, name), { force: true });
}

function isDeadProcessCopy(name: string): boolean {
  const [, pid, host] = TASK_COPY.exec(name) ?? [];
  return pid != null && host === thisHost && !isRunning(Number(pid));
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A copy of its own for one task, removed after it. */
export async function withLocalCopy<T>(
  tmpDir: string,
  open: () => Promise<Readable>,
  use: (file: string) => Promise<T>,
): Promise<T> {
  await mkdir(tmpDir, { recursive: true, mode: 0o700 });
  const file = path.join(tmpDir, `task-${process.pid}-${thisHost}-${randomUUID()}`);
  try {
    await pipeline(await open(), createWriteStream(file, { mode: 0o600 }));
    return await use(file);
  } finally {
    await rm(file, { force: true });
  }
}

function chainCopyPath(tmpDir: string, uploadId: string): string {
  return path.join(tmpDir, `${CHAIN_PREFIX}${encodeURIComponent(uploadId)}`);
}

/**
 * The copy the slices of an upload's scan share on this node: made by the first slice that runs
 * here, touched by each later one (so another process's start-up clean-up leaves it), removed by
 * removeChainCopy() when the scan ends. It appears whole or not at all.
 */
export async function chainCopy(
  tmpDir: string,
  uploadId: string,
  open: () => Promise<Readable>,
): Promise<string> {
  const file = chainCopyPath(tmpDir, uploadId);
  const now = new Date();
  const isThere = await utimes(file, now, now).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
  if (isThere) return file;
  await removeIdleChainCopies(tmpDir, now.getTime());
  await mkdir(tmpDir, { recursive: true, mode: 0o700 });
  const partial = path.join(tmpDir, randomUUID());
  try {
    await pipeline(await open(), createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
  return file;
}

export async function removeChainCopy(tmpDir: string, uploadId: string): Promise<void> {
  await rm(chainCopyPath(tmpDir, uploadId), { force: true });
}

/** The copies of scans that ended on other nodes: nothing else would remove them before a restart. */
async function removeIdleChainCopies(tmpDir: string, now: number): Promise<void> {
  const names = await readdir(tmpDir).catch(() => []);
  for (const name of names.filter((entry) => entry.startsWith(CHAIN_PREFIX))) {
    const entry = path.join(tmpDir, name);
    const info = await lstat(entry).catch(() => null);
    if (info && now - info.mtimeMs >= idleChainCopyMs) await rm(entry, { force: true });
  }
}
