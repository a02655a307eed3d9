/**
 * A Docsift of its own whose parses can be held before they commit (pauseBeforeCommit,
 * test-gate.ts): a test sees its uploads in a working state for as long as it likes, then opens
 * the gate and watches the same page turn done. Without it the offline extractor is often
 * faster than the upload list.
 */
import { test as base } from '@playwright/test';
import { gatedDocsift, type TestGate } from './test-gate.ts';

/** One gated server per worker; the page's baseURL points at it. The gate starts open. */
export const test = base.extend<object, { parseGate: TestGate }>({
  parseGate: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => gatedDocsift('pauseBeforeCommit', use),
    { scope: 'worker' },
  ],
  baseURL: async ({ parseGate }, use) => use(parseGate.url),
});
