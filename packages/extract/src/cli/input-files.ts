import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The files the extraction verbs read: a folder stands for the files directly in it (by name,
 * hidden ones left out), anything else for itself, so a missing file still gets its own error.
 */
export async function inputFiles(inputs: readonly string[]): Promise<string[]> {
  const expanded = await Promise.all(
    inputs.map(async (input) => ((await isDirectory(input)) ? filesIn(input) : [input])),
  );
  return expanded.flat();
}

export async function isDirectory(input: string): Promise<boolean> {
  return (await stat(input).catch(() => null))?.isDirectory() ?? false;
}

/** Links are followed: a link to a file counts as that file. */
async function filesIn(directory: string): Promise<string[]> {
  const names = await readdir(directory);
  const paths = names
    .filter((name) => !name.startsWith('.'))
    .sort()
    .map((name) => path.join(directory, name));
  const areFiles = await Promise.all(
    paths.map(async (file) => (await stat(file).catch(() => null))?.isFile() ?? false),
  );
  return paths.filter((_, index) => areFiles[index]);
}
