/**
 * The test-only gates of each worker's suite server (apps/server/src/platform/test-hooks.ts,
 * set by global-setup.ts): pauseBeforeCommit holds parses before they commit, pauseRekey holds
 * rekey jobs before their first batch. Open, they let every job pass. With one closed a test sees
 * the work under way for as long as it likes, then opens it and watches the same page catch up.
 * Without them the work is often done before the page looks.
 *
 * On the worker's own server rather than one started per spec file: a worker-scoped server
 * fixture gives its files a worker (a browser, a server, an extraction pool) of their own, which
 * Playwright starts and stops around them.
 */
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { workerServer } from './suite-servers.ts';

export type GateHook = 'pauseBeforeCommit' | 'pauseRekey';

export const gateHooks: readonly GateHook[] = ['pauseBeforeCommit', 'pauseRekey'];

export interface TestGate {
  /** Lets every held job go on, and every later one pass at once. */
  open(): Promise<void>;
  /** Jobs that reach the gate from now on wait until it opens. */
  close(): Promise<void>;
  /** Written by the server when a job reaches the gate: the held upload's or doctype's id. */
  reachedFile: string;
}

/** The gate's path prefix in a server's gate directory: the server adds .reached, the test .release. */
export const gatePath = (gateDir: string, hook: GateHook) => join(gateDir, hook);

function workerGate(hook: GateHook): TestGate {
  const gate = gatePath(workerServer().gateDir, hook);
  return {
    open: () => writeFile(`${gate}.release`, ''),
    close: () => rm(`${gate}.release`, { force: true }),
    reachedFile: `${gate}.reached`,
  };
}

/** The worker server's gates as fixtures; each is open again after its test, failed or not. */
export const test = base.extend<{ parseGate: TestGate; rekeyGate: TestGate }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
  parseGate: async ({}, use) => useGate('pauseBeforeCommit', use),
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
  rekeyGate: async ({}, use) => useGate('pauseRekey', use),
});

async function useGate(hook: GateHook, use: (gate: TestGate) => Promise<void>): Promise<void> {
  const gate = workerGate(hook);
  try {
    await use(gate);
  } finally {
    // The next test on this server would otherwise find its jobs held.
    await gate.open();
  }
}
