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

async function filesIn(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => path.join(directory, entry.name))
    .sort();
}
