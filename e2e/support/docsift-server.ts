import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port.ts';

const repoRoot = resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

interface StartOptions {
  env?: Record<string, string>;
  /** `serve --role`: all (the default), or one role of a cluster. */
  role?: 'all' | 'api' | 'worker' | 'smtp';
  /** A DATA_DIR of the caller's (shared by a cluster's nodes); else a fresh one. */
  dataDir?: string;
  /** Known in advance when another process (an OIDC provider) must know our URL first. */
  port?: number;
}

/** Starts the real built product (`docsift serve`) on a fresh DATA_DIR and waits for health. */
export async function startDocsift({
  env = {},
  port: wantedPort,
  role = 'all',
  dataDir = mkdtempSync(join(tmpdir(), 'docsift-e2e-')),
}: StartOptions = {}): Promise<RunningServer> {
  const port = wantedPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const bin = join(repoRoot, 'apps/server/bin/docsift.js');
  const child = spawn(process.execPath, [bin, 'serve', '--role', role], {
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
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`docsift serve exited early with code ${code}`))),
  );
  try {
    await Promise.race([waitForHealth(url), exited]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    dataDir,
    process: child,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        // A graceful stop that hangs must not hang the test run with it.
        const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(kill);
          done();
        });
        child.kill('SIGTERM');
      }),
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
