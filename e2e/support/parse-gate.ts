/**
 * A Docsift of its own whose parses can be held before they commit (DOCSIFT_TEST_PAUSE_BEFORE_COMMIT):
 * with the gate closed a test sees its uploads in a working state for as long as it likes, then
 * opens the gate and watches the same page turn done. Without it the offline extractor is often
 * faster than the upload list.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { startDocsift } from './docsift-server.ts';

export interface ParseGate {
  url: string;
  /** Lets every held parse commit, and every later one pass at once. */
  open(): Promise<void>;
  /** Parses that reach their commit from now on wait until the gate opens. */
  close(): Promise<void>;
}

/** One gated server per worker; the page's baseURL points at it. The gate starts open. */
export const test = base.extend<object, { parseGate: ParseGate }>({
  parseGate: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const gateDir = await mkdtemp(join(tmpdir(), 'docsift-e2e-gate-'));
      const gate = join(gateDir, 'gate');
      const server = await startDocsift({ env: { DOCSIFT_TEST_PAUSE_BEFORE_COMMIT: gate } });
      try {
        const open = () => writeFile(`${gate}.release`, '');
        await open();
        await use({ url: server.url, open, close: () => rm(`${gate}.release`, { force: true }) });
      } finally {
        await server.stop();
        await rm(server.dataDir, { recursive: true, force: true });
        await rm(gateDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ parseGate }, use) => use(parseGate.url),
});
