/**
 * The browser suite's Docsift servers, one per Playwright worker (global-setup.ts starts them):
 * each has its own port, DATA_DIR and SMTP port, so tests running side by side never share a
 * mailbox or a settings page, and a worker that restarts after a failure gets its server back
 * (its parallel index stays).
 */
export interface SuiteServer {
  url: string;
  dataDir: string;
  smtpPort: number;
  /** Where its test gates live (test-gate.ts). */
  gateDir: string;
}

const variable = 'DOCSIFT_E2E_SERVERS';

/** Called by the global setup, whose environment the workers inherit. */
export function publishSuiteServers(servers: SuiteServer[]): void {
  process.env[variable] = JSON.stringify(servers);
}

/** This worker's server; undefined in the runner's own process, which runs no test. */
export function workerServerIfAny(): SuiteServer | undefined {
  const index = process.env.TEST_PARALLEL_INDEX;
  const servers = process.env[variable];
  if (index === undefined || servers === undefined) return undefined;
  const server = (JSON.parse(servers) as SuiteServer[])[Number(index)];
  if (!server) throw new Error(`no suite server for worker ${index} in ${variable}`);
  return server;
}

/** This worker's server, for helpers that read its mailbox, run `docsift` on it or mail it. */
export function workerServer(): SuiteServer {
  const server = workerServerIfAny();
  if (!server)
    throw new Error(`${variable} is not set: run the tests through playwright.config.ts`);
  return server;
}
