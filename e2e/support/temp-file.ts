/** A file written for one test (a CSV to upload), removed with its folder afterwards. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Writes `text` to a file named `name` in a folder of its own, runs `use` with its path, then removes both. */
export async function withTempFile<T>(
  name: string,
  text: string,
  use: (path: string) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'docsift-e2e-'));
  try {
    const path = join(dir, name);
    await writeFile(path, text);
    return await use(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
