import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeLeftoverCopies, withLocalCopy } from './local-copy.ts';

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
});
