/**
 * Test-only hook (DOCSIFT_TEST_PAUSE_BEFORE_COMMIT=<path>): before a parse commits its records
 * the worker writes `<path>.reached` (with the upload id) and waits until `<path>.release`
 * exists, so a cross-process test can kill it at exactly that point. Unset in production.
 */
import { access, writeFile } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';

export async function pauseBeforeCommit(
  path: string | undefined,
  uploadId: string,
  signal: AbortSignal,
): Promise<void> {
  if (!path) return;
  await writeFile(`${path}.reached`, uploadId);
  for (;;) {
    try {
      await access(`${path}.release`);
      return;
    } catch {
      await delay(50, undefined, { signal });
    }
  }
}
