/**
 * How quickly the compiled product starts (issue 26): `docsift --help` against `node -e 0` in the
 * same run (goal ≤ 2×), a one-page `docsift extract` of a generated text PDF in a fresh process
 * (goal ≤ 1 s), and `npm start` on a built checkout until /api/health answers (goal ≤ 3 s), with
 * `docsift serve` alone beside it. Builds first, so the figures are of the current sources.
 * Run: npx tsx bench/cli-start.ts [--runs 10]
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { makeInvoicePdf } from '@docsift/extract/testing';
import { freePort } from '@docsift/server/testing/test-server';
import { invoiceDoctype } from './support/invoice-doctype.ts';
import { argument, percentile } from './support/cli.ts';

const RUNS = Number(argument('--runs') ?? 10);
const repoRoot = path.resolve(import.meta.dirname, '..');
const bin = path.join(repoRoot, 'apps/server/bin/docsift.js');
const run = promisify(execFile);

/**
 * Median wall time in seconds of each command (a fresh process each run) over `RUNS` rounds, the
 * commands taking turns, so that each sees the same load on a busy machine.
 */
async function medianSeconds<Name extends string>(
  commands: Record<Name, [string, ...string[]]>,
): Promise<Record<Name, number>> {
  const names = Object.keys(commands) as Name[];
  const times = new Map(names.map((name) => [name, [] as number[]]));
  for (let round = 0; round < RUNS; round++) {
    for (const name of names) {
      const [command, ...args] = commands[name];
      const started = performance.now();
      await run(command, args, { cwd: repoRoot });
      times.get(name)!.push((performance.now() - started) / 1000);
    }
  }
  return Object.fromEntries(
    names.map((name) => [name, percentile(times.get(name)!, 0.5)]),
  ) as Record<Name, number>;
}

/** Seconds from starting the command (its own process group) until /api/health answers. */
async function secondsToHealthy(command: string, args: string[], dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      INBOUND_SMTP_PORT: '0',
    },
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      const isHealthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (isHealthy) return (performance.now() - started) / 1000;
      if (performance.now() - started > 120_000) throw new Error(`${command} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

await run('node', ['scripts/build.js'], { cwd: repoRoot });
const folder = await mkdtemp(path.join(os.tmpdir(), 'docsift-bench-cli-start-'));
try {
  const pdf = path.join(folder, 'invoice.pdf');
  await writeFile(pdf, await makeInvoicePdf());
  const doctype = path.join(folder, 'invoice.json');
  await writeFile(doctype, JSON.stringify(invoiceDoctype));

  const { bare, help, extract } = await medianSeconds({
    bare: [process.execPath, '-e', '0'],
    help: [process.execPath, bin, '--help'],
    extract: [process.execPath, bin, 'extract', pdf, '--doctype', doctype],
  });
  const starts = Math.max(3, Math.round(RUNS / 2));
  const serve: number[] = [];
  const npmStart: number[] = [];
  for (let i = 0; i < starts; i++) {
    // The first start creates the database; every start after it finds one, as a restart does.
    serve.push(await secondsToHealthy(process.execPath, [bin, 'serve'], folder));
    npmStart.push(await secondsToHealthy('npm', ['start'], folder));
  }
  const ms = (seconds: number) => `${Math.round(seconds * 1000)} ms`;
  console.log(
    `medians of ${RUNS} runs (starts: ${starts}), load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  console.log(
    `docsift --help ${ms(help)}, node -e 0 ${ms(bare)}: ${(help / bare).toFixed(2)}× (goal ≤ 2×)`,
  );
  console.log(`docsift extract, one-page text PDF, cold: ${ms(extract)} (goal ≤ 1 s)`);
  console.log(
    `ready (/api/health answers): npm start on a built checkout ${ms(percentile(npmStart, 0.5))} (goal ≤ 3 s), docsift serve ${ms(percentile(serve, 0.5))}`,
  );
} finally {
  await rm(folder, { recursive: true, force: true });
}
