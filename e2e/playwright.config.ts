import { defineConfig } from '@playwright/test';

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
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  // scripts/test-all.js asks for a JSON report to check that tests really ran.
  reporter: process.env.DOCSIFT_E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.DOCSIFT_E2E_JSON_REPORT }]]
    : [['list']],
  use: {
    baseURL: process.env.DOCSIFT_E2E_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
    // A failed test keeps its trace: actions, DOM snapshots, network and console. Not its
    // screencast: encoding a frame per paint for every test, passing ones included, cost about a
    // third of the suite's time on a 2-core machine; the failure screenshot below remains.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  outputDir: './.tmp/results',
});
