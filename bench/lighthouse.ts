/**
 * Lighthouse performance and accessibility of /login against the built app, served by
 * `docsift serve` (temp DATA_DIR) or, before the server exists, `vite preview`.
 * Usage: npx tsx bench/lighthouse.ts [--no-build]   Goal: both scores ≥ 0.95 (mobile and desktop).
 */
import type { ChildProcess } from 'node:child_process';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

function startServer(
  port: number,
  dataDir: string,
): { child: ChildProcess; kind: string; readyUrl: string } {
  const base = `http://127.0.0.1:${port}`;
  if (existsSync(join(root, 'apps/server/src/server/serve.ts'))) {
    const child = spawn(process.execPath, ['apps/server/bin/docsift.js', 'serve'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_URL: base,
        INBOUND_SMTP_PORT: '0',
      },
      stdio: 'ignore',
    });
    // /login, not /api/health: its first answer also waits for the page renderer to load.
    return { child, kind: 'docsift serve', readyUrl: `${base}/login` };
  }
  const child = spawn(
    'npx',
    ['vite', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { cwd: join(root, 'apps/web'), stdio: 'ignore' },
  );
  return { child, kind: 'vite preview', readyUrl: `${base}/login` };
}

interface Scores {
  performance: number;
  accessibility: number;
  metrics: string;
  failing: string[];
}

async function audit(url: string, chromePort: number, isDesktop: boolean): Promise<Scores> {
  const result = await lighthouse(
    url,
    {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    },
    isDesktop ? desktopConfig : undefined,
  );
  if (!result) throw new Error('Lighthouse returned no result');
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
  const ms = (id: string) => `${id} ${Math.round(audits[id]?.numericValue ?? Number.NaN)} ms`;
  const failing = Object.values(audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'notApplicable',
    )
    .map((a) => `${a.id} (${a.score})`);
  return {
    performance: categories.performance?.score ?? 0,
    accessibility: categories.accessibility?.score ?? 0,
    metrics: [
      ms('first-contentful-paint'),
      ms('largest-contentful-paint'),
      ms('total-blocking-time'),
      `CLS ${audits['cumulative-layout-shift']?.numericValue?.toFixed(3)}`,
    ].join(', '),
    failing,
  };
}

if (!process.argv.includes('--no-build'))
  execFileSync('npm', ['run', 'build', '-w', '@docsift/web'], { cwd: root, stdio: 'ignore' });

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'docsift-lighthouse-'));
const server = startServer(port, dataDir);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags,
});
try {
  await waitForHttp(server.readyUrl, server.child);
  const url = `http://127.0.0.1:${port}/login`;
  console.log(`Lighthouse ${url} (served by ${server.kind})`);
  for (const isDesktop of [false, true]) {
    const scores = await audit(url, chrome.port, isDesktop);
    console.log(
      `${isDesktop ? 'desktop' : 'mobile '}  performance ${scores.performance.toFixed(2)}  accessibility ${scores.accessibility.toFixed(2)}  (${scores.metrics})`,
    );
    if (scores.failing.length) console.log(`         below 0.9: ${scores.failing.join(', ')}`);
  }
} finally {
  await chrome.kill();
  server.child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
