/**
 * A Docsift of its own with one of the server's test-only gates (apps/server/src/platform/
 * test-hooks.ts): pauseBeforeCommit holds parses before they commit, pauseRekey holds rekey
 * jobs before their first batch. With the gate closed a
 * test sees the work under way for as long as it likes, then opens the gate and watches the same
 * page catch up. Without it the work is often done before the page looks.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDocsift } from './docsift-server.ts';

export interface TestGate {
  url: string;
  /** Lets every held job go on, and every later one pass at once. */
  open(): Promise<void>;
  /** Jobs that reach the gate from now on wait until it opens. */
  close(): Promise<void>;
  /** Written by the server when a job reaches the gate: the held upload's or doctype's id. */
  reachedFile: string;
}

type GateHook = 'pauseBeforeCommit' | 'pauseRekey';

/** Starts a server gated at `hook`, gives `use` its gate (open at first), then stops it. */
export async function gatedDocsift(
  hook: GateHook,
  use: (gate: TestGate) => Promise<void>,
): Promise<void> {
  const gateDir = await mkdtemp(join(tmpdir(), 'docsift-e2e-gate-'));
  const gate = join(gateDir, 'gate');
  const server = await startDocsift({ testHooks: { [hook]: gate } });
  try {
    const open = () => writeFile(`${gate}.release`, '');
    await open();
    await use({
      url: server.url,
      open,
      close: () => rm(`${gate}.release`, { force: true }),
      reachedFile: `${gate}.reached`,
    });
  } finally {
    await server.stop();
    await rm(gateDir, { recursive: true, force: true });
  }
}
