import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputFiles } from './input-files.ts';

let folder: string;
const inFolder = (...names: string[]) => path.join(folder, ...names);

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'docsift-input-files-'));
  await writeFile(inFolder('b.pdf'), 'b');
  await writeFile(inFolder('a.pdf'), 'a');
  await writeFile(inFolder('.DS_Store'), 'hidden');
  await mkdir(inFolder('nested'));
  await writeFile(inFolder('nested', 'c.pdf'), 'c');
  await symlink(inFolder('nested', 'c.pdf'), inFolder('link.pdf'));
  await symlink(inFolder('nested'), inFolder('link-to-folder'));
});

afterAll(() => rm(folder, { recursive: true, force: true }));

describe('inputFiles', () => {
  it('reads a folder as its files by name, links followed, hidden files and subfolders left out', async () => {
    expect(await inputFiles([folder])).toEqual([
      inFolder('a.pdf'),
      inFolder('b.pdf'),
      inFolder('link.pdf'),
    ]);
  });

  it('keeps files, missing ones too, where they were given among folders', async () => {
    expect(
      await inputFiles([inFolder('missing.pdf'), inFolder('nested'), inFolder('b.pdf')]),
    ).toEqual([inFolder('missing.pdf'), inFolder('nested', 'c.pdf'), inFolder('b.pdf')]);
  });
});
