/**
 * Test-only gates that hold a job at one point (test-hooks.ts: pauseBeforeCommit, a parse before
 * it commits its records; pauseBeforePayment, a parse before it pays; pauseRekey, the rekey job
 * before its first batch): the worker writes `<path>.reached` (with `note`, say the upload's id)
 * and waits until `<path>.release` exists, so a cross-process or browser test can act at exactly
 * that point. Files rather than a signal or a port: the test and the server share nothing else.
 * Unset in production, where this returns at once.
 */
import { access, writeFile } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';

export async function waitAtTestGate(
  path: string | undefined,
  note: string,
  signal: AbortSignal,
): Promise<void> {
  if (!path) return;
  await writeFile(`${path}.reached`, note);
  for (;;) {
    try {
      await access(`${path}.release`);
      return;
    } catch {
      await delay(50, undefined, { signal });
    }
  }
}
