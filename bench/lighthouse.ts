/**
 * Lighthouse performance and accessibility of /login against the built app, served by
 * `docsift serve` (temp DATA_DIR) or, before the server exists, `vite preview`. Lighthouse's
 * default mobile profile simulates a slow 4G network and a 4× slower CPU from one observed load,
 * so a busy machine lowers the score: each form factor runs several times and the median counts.
 * Usage: npx tsx bench/lighthouse.ts [--no-build] [--runs N (5)] [--tasks]
 *   --tasks prints the longest main-thread tasks and the script time per file of the median run.
 * Goal: performance ≥ 0.95 (mobile and desktop) and accessibility 1.00, as medians.
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
  /** First contentful paint, largest contentful paint, total blocking time (ms), layout shift. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  failing: string[];
  tasks: string[];
}

const runsFlag = process.argv.indexOf('--runs');
const runs = runsFlag > 0 ? Math.max(1, Number(process.argv[runsFlag + 1]) || 1) : 5;
const showsTasks = process.argv.includes('--tasks');

interface TaskItem {
  duration: number;
  startTime: number;
  url?: string;
}
interface BootupItem {
  url: string;
  scripting: number;
  scriptParseCompile: number;
}

/** The five longest main-thread tasks and the script time of each file (observed, not simulated). */
function taskLines(audits: Record<string, { details?: unknown }>): string[] {
  const itemsOf = <T>(id: string) => ((audits[id]?.details as { items?: T[] })?.items ?? []) as T[];
  const file = (url = '') => url.replace(/^https?:\/\/[^/]+/, '') || '(page)';
  const longest = itemsOf<TaskItem>('long-tasks')
    .slice(0, 5)
    .map(
      (t) =>
        `long task ${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms: ${file(t.url)}`,
    );
  const scripts = itemsOf<BootupItem>('bootup-time').map(
    (b) =>
      `script ${file(b.url)}: ${Math.round(b.scripting)} ms run, ${Math.round(b.scriptParseCompile)} ms parse`,
  );
  return [...longest, ...scripts];
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
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
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
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    failing,
    tasks: taskLines(audits),
  };
}

/**
 * A run whose trace came out broken (Lighthouse's NO_NAVSTART, which a busy machine causes now
 * and then) is run again, twice at most, and said so; other failures end the benchmark.
 */
async function auditRetried(url: string, chromePort: number, isDesktop: boolean): Promise<Scores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, chromePort, isDesktop);
    } catch (error) {
      if (attempt > 2 || !String(error).includes('NO_NAVSTART')) throw error;
      console.log(`         (a run without a navigation start in its trace, run again)`);
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const spread = (values: number[], digits = 0) =>
  `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;

/** One line per run, then the medians with the spread of every figure. */
function report(label: string, all: Scores[]): void {
  const of = (key: 'performance' | 'accessibility' | 'fcp' | 'lcp' | 'tbt' | 'cls') =>
    all.map((scores) => scores[key]);
  const performance = of('performance');
  console.log(
    `${label}  performance ${median(performance).toFixed(2)} median of ${all.length} (${performance.map((p) => p.toFixed(2)).join(', ')})` +
      `  accessibility ${median(of('accessibility')).toFixed(2)} (min ${Math.min(...of('accessibility')).toFixed(2)})`,
  );
  console.log(
    `         FCP ${Math.round(median(of('fcp')))} ms (${spread(of('fcp'))}), LCP ${Math.round(median(of('lcp')))} ms (${spread(of('lcp'))}), ` +
      `TBT ${Math.round(median(of('tbt')))} ms (${spread(of('tbt'))}), CLS ${median(of('cls')).toFixed(3)} (max ${Math.max(...of('cls')).toFixed(3)})`,
  );
  const failing = [...new Set(all.flatMap((scores) => scores.failing))];
  if (failing.length) console.log(`         below 0.9 in some run: ${failing.join(', ')}`);
  if (showsTasks) {
    const medianRun = [...all].sort((a, b) => a.performance - b.performance)[all.length >> 1]!;
    for (const line of medianRun.tasks) console.log(`         ${line}`);
  }
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
    const all: Scores[] = [];
    for (let run = 0; run < runs; run++) all.push(await auditRetried(url, chrome.port, isDesktop));
    report(isDesktop ? 'desktop' : 'mobile ', all);
  }
} finally {
  await chrome.kill();
  server.child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
