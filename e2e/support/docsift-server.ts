import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestHooks } from '@docsift/server/testing/test-server';
import { freePort } from './free-port.ts';

const repoRoot = resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Stops the server; a DATA_DIR made for it (none was given) is removed with it. */
  stop(): Promise<void>;
}

interface StartOptions {
  env?: Record<string, string>;
  /** `serve --role`: all (the default), or one role of a cluster. */
  role?: 'all' | 'api' | 'worker' | 'smtp';
  /** A DATA_DIR of the caller's (shared by a cluster's nodes), left to it; else a fresh one. */
  dataDir?: string;
  /** Known in advance when another process (an OIDC provider) must know our URL first. */
  port?: number;
  /** Holds its jobs at a gate or shrinks a search's count: the server then runs through the
   * server's test launcher, since `docsift serve` takes no test hooks. */
  testHooks?: TestHooks;
}

/** Starts the real built product (`docsift serve`) on a fresh DATA_DIR and waits for health. */
export async function startDocsift({
  env = {},
  port: wantedPort,
  role = 'all',
  dataDir: givenDataDir,
  testHooks,
}: StartOptions = {}): Promise<RunningServer> {
  // DATA_DIR in `env` would leave a fresh directory unused (and behind): pass it as `dataDir`.
  if (env.DATA_DIR) throw new Error('startDocsift: give the DATA_DIR as dataDir, not in env');
  const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'docsift-e2e-'));
  const removeDataDir = () =>
    givenDataDir ? Promise.resolve() : rm(dataDir, { recursive: true, force: true });
  const port = wantedPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const command = testHooks
    ? [join(repoRoot, 'apps/server/test/serve-with-test-hooks.js'), role, JSON.stringify(testHooks)]
    : [join(repoRoot, 'apps/server/bin/docsift.js'), 'serve', '--role', role];
  const child = spawn(process.execPath, command, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      // Servers run side by side: each takes a free SMTP port unless a test names one.
      INBOUND_SMTP_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const ended = new Promise<void>((done) => child.once('exit', () => done()));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`docsift serve exited early with code ${code}`))),
  );
  try {
    await Promise.race([waitForHealth(url), exited]);
  } catch (error) {
    child.kill('SIGKILL');
    await ended;
    await removeDataDir();
    throw error;
  }
  return {
    url,
    dataDir,
    process: child,
    stop: async () => {
      await new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        // A graceful stop that hangs must not hang the test run with it.
        const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(kill);
          done();
        });
        child.kill('SIGTERM');
      });
      await removeDataDir();
    },
  };
}

export async function waitForHealth(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`docsift did not become healthy at ${url} within ${timeoutMs} ms`);
}
