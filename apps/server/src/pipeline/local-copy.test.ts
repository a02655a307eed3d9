import { mkdir, mkdtemp, readFile, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import {
  chainCopy,
  removeChainCopy,
  removeDeadProcessCopies,
  removeLeftoverCopies,
  withLocalCopy,
} from './local-copy.ts';

describe('local copies', () => {
  let tmpDir: string;
  const logged: unknown[] = [];
  const logger = { info: (data: unknown) => void logged.push(data) };
  beforeEach(async () => {
    tmpDir = await mkdtemp(path.join(os.tmpdir(), 'docsift-copies-'));
    logged.length = 0;
  });
  afterEach(async () => {
    await rm(tmpDir, { recursive: true, force: true });
  });

  async function leaveCopy(name: string, ageMs: number): Promise<void> {
    const file = path.join(tmpDir, name);
    await writeFile(file, 'left over');
    const at = new Date(Date.now() - ageMs);
    await utimes(file, at, at);
  }

  it('removes the copies a killed process left in tmp at start', async () => {
    await leaveCopy('killed-scan', 5 * 60_000);
    await mkdir(path.join(tmpDir, 'old-folder'));
    const old = new Date(Date.now() - 2 * 60_000);
    await utimes(path.join(tmpDir, 'old-folder'), old, old);
    await leaveCopy('in-use-by-a-sibling', 1_000);
    await removeLeftoverCopies(tmpDir, logger);
    expect(await readdir(tmpDir)).toEqual(['in-use-by-a-sibling']);
    expect(logged).toEqual([{ removed: 2, tmpDir }]);
  });

  it('starts without a tmp folder', async () => {
    await removeLeftoverCopies(path.join(tmpDir, 'missing'), logger);
    expect(logged).toEqual([]);
  });

  it('removes its own copy after the task, also when the task fails', async () => {
    const seen: string[] = [];
    const failing = withLocalCopy(
      tmpDir,
      async () => Readable.from([Buffer.from('pdf bytes')]),
      async (file) => {
        seen.push(file);
        throw new Error('extraction crashed');
      },
    );
    await expect(failing).rejects.toThrow('extraction crashed');
    expect(seen).toHaveLength(1);
    expect(await readdir(tmpDir)).toEqual([]);
  });

  it('gives the slices of one scan one copy, until the scan removes it', async () => {
    const stored = (bytes: string) => async () => Readable.from([Buffer.from(bytes)]);
    const first = await chainCopy(tmpDir, 'upload-1', stored('the stored file'));
    // A later slice finds the copy the first one made; the store is not read again.
    const later = await chainCopy(tmpDir, 'upload-1', stored('read again'));
    expect(later).toBe(first);
    expect(await readFile(later, 'utf8')).toBe('the stored file');
    await removeChainCopy(tmpDir, 'upload-1');
    expect(await readdir(tmpDir)).toEqual([]);
  });

  it('removes the copies of scans idle for an hour when it makes one', async () => {
    await leaveCopy('scan-upload-ended-elsewhere', 61 * 60_000);
    await leaveCopy('scan-upload-waiting', 10 * 60_000);
    await chainCopy(tmpDir, 'upload-new', async () => Readable.from([Buffer.from('pdf')]));
    expect((await readdir(tmpDir)).sort()).toEqual(['scan-upload-new', 'scan-upload-waiting']);
  });

  // Issue 27 item 10: after a worker's kill -9 mid-parse its copy stayed until the next restart.
  it('removes a killed process’s task copy when its job is taken over, whatever its age', async () => {
    let ownName = '';
    await withLocalCopy(
      tmpDir,
      async () => Readable.from([Buffer.from('ocr json')]),
      async (file) => {
        ownName = path.basename(file);
      },
    );
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    const deadName = ownName.replace(`task-${process.pid}-`, `task-${gone}-`);
    const otherHostName = deadName.replace(/^(task-\d+-)[0-9a-f]{8}/, '$1ffffffff');
    const liveName = ownName;
    for (const name of [deadName, otherHostName, liveName]) await leaveCopy(name, 1_000);
    await removeDeadProcessCopies(tmpDir);
    expect((await readdir(tmpDir)).sort()).toEqual([otherHostName, liveName].sort());
    // A restart removes it too, though it is younger than a sibling's copy in use may be.
    await leaveCopy(deadName, 1_000);
    await removeLeftoverCopies(tmpDir, logger);
    expect((await readdir(tmpDir)).sort()).toEqual([otherHostName, liveName].sort());
  });
});
