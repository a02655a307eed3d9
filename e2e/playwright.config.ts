import { defineConfig } from '@playwright/test';
import { workerServerIfAny } from './support/suite-servers.ts';

/** Debian's chromium; never `npx playwright install` (no downloads on these machines). */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // Each worker has its own Docsift (suite-servers.ts); a file's tests run in one of them. Two on
  // a 2-core machine: 110 tests in 7.0 min at load 10, against 12.7 min on one.
  fullyParallel: false,
  workers: Number(process.env.DOCSIFT_E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  // What the page should come to, it does at once on a quiet machine; the limit only says how
  // long a failing wait lasts. On a 2-core machine at load 11–13 (a full run took 1,135 s where
  // a quiet one takes 564) the API reference painted its heading just after 10 s: the limit is
  // sized to such a machine, not to a quiet one.
  expect: { timeout: 20_000 },
  forbidOnly: true,
  // scripts/test-all.js asks for a JSON report to check that tests really ran.
  reporter: process.env.DOCSIFT_E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.DOCSIFT_E2E_JSON_REPORT }]]
    : [['list']],
  use: {
    // Read in each worker, which knows its index: its own server.
    baseURL: workerServerIfAny()?.url,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
    // A failed test keeps its trace: actions, network and console. Not its screencast nor a DOM
    // snapshot per action: recorded for every test, passing ones included, the frames cost about a
    // third of the suite's time on a 2-core machine and the snapshots a sixth of the CPU left (84 s
    // → 70 s over 14 tests at load 13). The failure's screenshot and page snapshot remain.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
  outputDir: './.tmp/results',
});
