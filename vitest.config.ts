import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Tests run the TypeScript sources; those that start `docsift` run it compiled, built first.
const buildsDocsift = ['scripts/build/global-setup.js'];

export default defineConfig({
  test: {
    // The integration tests mostly wait on servers, child processes, PostgreSQL and timers (a
    // lease, a retry delay, a scanned page's 2 s): a worker more than cores runs a file while
    // others wait (on 2 cores the suite took 670 s with 3 workers, 907 s with 2, both at a load
    // of 6 to 16 from other sessions). Vitest's default leaves a core to itself.
    maxWorkers: availableParallelism() + 1,
    // `isolate: false`: a worker imports the sources once for all the files of a project it runs,
    // not once per file. Importing took a third of the suite's time (150 s of 446), mostly the same
    // server and core modules again and again. Files stay independent: each starts its own
    // servers, databases and pools and closes them, restores what it changes (fake timers), and
    // no module keeps state across files that a file depends on. Every project but extract takes
    // it from here (`extends: true`).
    isolate: false,
    projects: [
      // Pure functions, but a file's first import (zod, i18next) took over vitest's default 5 s
      // at load 25 on 2 cores: the limit stops a hung test, it does not time a fast one.
      {
        extends: true,
        test: {
          name: 'core',
          include: ['packages/core/src/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'extract',
          // Isolated: its time is OCR's, not imports'; shared modules measured no faster here.
          include: ['packages/extract/src/**/*.test.ts', 'packages/extract/test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          globalSetup: buildsDocsift,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      // The client's generated files against what `docsift openapi` (compiled) makes of the sources.
      {
        extends: true,
        test: {
          name: 'client',
          include: ['packages/client/test/**/*.test.ts'],
          globalSetup: buildsDocsift,
          testTimeout: 30_000,
        },
      },
      {
        // Cross-process tests that start `docsift serve` themselves (kill -9 mid-parse, restart).
        extends: true,
        test: {
          name: 'process',
          include: ['e2e/process/**/*.test.ts'],
          globalSetup: buildsDocsift,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
