#!/usr/bin/env node
// `npm test`: every suite, each run even when an earlier one failed, so one run shows every
// problem. The whole fails when a suite fails, or when it "passes" without running what it
// should: a vitest project or the browser suite with zero tests, no PostgreSQL integration test,
// any skipped test. Vitest and Playwright write JSON reports that are checked here. A suite that
// outlives its time limit (a hung test) is killed with all its processes and counts as failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..');
const reportDir = mkdtempSync(join(tmpdir(), 'docsift-test-reports-'));
const vitestReport = join(reportDir, 'vitest.json');
const e2eReport = join(reportDir, 'e2e.json');
const suiteErrors = join(reportDir, 'vitest-suite-errors.json');

/** Where each vitest project's files live (mirrors vitest.config.ts). */
const vitestProjects = {
  core: 'packages/core/',
  client: 'packages/client/',
  extract: 'packages/extract/',
  server: 'apps/server/',
  web: 'apps/web/',
  process: 'e2e/process/',
};

// Each limit is there to stop a hung suite, not to time one: it stands well above the slowest
// passing run seen on these 2-core machines (lint 190 s, typecheck 162 s, unit 954 s, browser
// beyond 1,200 s for 133 of 150 tests, all on one machine at load 8 to 14; a quiet one takes
// 90 s, 60 s, 320 s and 480 s).
const lint = { name: 'lint', command: 'npm', args: ['run', 'lint'], minutes: 8 };
const typecheck = { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'], minutes: 8 };
// What the browser suite runs (its `npm run build` then finds it built) and the tests that start
// `docsift` compile first (their global setups then find it built).
const build = { name: 'build', command: 'npm', args: ['run', 'build'], minutes: 8 };
const unit = {
  name: 'unit + integration (SQLite and PostgreSQL)',
  minutes: 25,
  command: 'npx',
  args: [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
    '--reporter=./scripts/vitest-suite-errors.js',
  ],
  env: { DOCSIFT_SUITE_ERRORS: suiteErrors },
  check: checkVitest,
};
const browser = {
  name: 'browser (chromium)',
  minutes: 35,
  command: 'npm',
  args: ['run', 'test:e2e'],
  env: { DOCSIFT_E2E_JSON_REPORT: e2eReport },
  check: checkPlaywright,
};

// The suites of a stage run side by side. The unit suite mostly waits (on servers, child
// processes, PostgreSQL and timers): alone it kept 1.4 of 2 cores busy (248 s wall, 347 s CPU), so
// lint and typecheck, a core each with no test clock to miss, run in what it leaves. The build
// goes first: the unit suite's global setup would build the server again beside it, into the
// same files. The browser suite keeps both cores busy, so it runs alone.
const stages = [[build], [lint, typecheck, unit], [browser]];

// Suites run in their own process groups, which a Ctrl-C or a CI cancel does not reach: pass it on.
const runningGroups = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const group of runningGroups) process.kill(-group, signal);
    process.exit(1);
  });
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const results = [];
for (const stage of stages) {
  // One suite alone prints as it goes; suites side by side each print whole when done, so
  // their lines do not interleave.
  const buffered = stage.length > 1;
  if (buffered) console.log(`\n▶ ${stage.map((suite) => suite.name).join(', ')} (side by side)`);
  await Promise.all(
    stage.map(async (suite) => {
      if (!buffered) console.log(`\n▶ ${suite.name}`);
      const started = Date.now();
      const { problems, output } = await run(suite, buffered);
      const seconds = (Date.now() - started) / 1000;
      if (buffered) {
        console.log(`\n▶ ${suite.name} (${seconds.toFixed(1)} s)`);
        process.stdout.write(output);
      }
      // A check reads the suite's report and prints its counts: after the suite's own output.
      if (suite.check) problems.push(...suite.check());
      results.push({ suite, problems, seconds });
    }),
  );
}
rmSync(reportDir, { recursive: true, force: true });

console.log('\nSuites:');
for (const suite of stages.flat()) {
  const { problems, seconds } = results.find((result) => result.suite === suite);
  console.log(`  ${problems.length === 0 ? '✔' : '✘'} ${suite.name} (${seconds.toFixed(1)} s)`);
  for (const problem of problems) console.log(`      ${problem}`);
}
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(results.every((r) => r.problems.length === 0) ? 0 : 1);

/**
 * Runs a suite in its own process group so a timeout can end every process it started.
 * `buffered`: its output (stdout and stderr in the order written) is kept and returned whole.
 */
function run({ command, args, env, minutes }, buffered) {
  return new Promise((done) => {
    const chunks = [];
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
      detached: true,
    });
    if (buffered)
      for (const stream of [child.stdout, child.stderr])
        stream.on('data', (chunk) => chunks.push(chunk));
    const finish = (problems) => done({ problems, output: Buffer.concat(chunks) });
    runningGroups.add(child.pid);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      process.kill(-child.pid, 'SIGKILL');
    }, minutes * 60_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      runningGroups.delete(child.pid);
      finish([`could not start: ${error.message}`]);
    });
    // 'close', not 'exit': the output is complete only once its pipes have closed.
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      runningGroups.delete(child.pid);
      if (timedOut) finish([`killed after its time limit of ${minutes} minutes (a hung test?)`]);
      else finish(code === 0 ? [] : [`exited with ${code ?? signal}`]);
    });
  });
}

function readReport(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function checkVitest() {
  const report = readReport(vitestReport);
  if (!report) return ['wrote no JSON report (did vitest run?)'];
  const problems = [];
  const perProject = Object.fromEntries(
    Object.keys(vitestProjects).map((name) => [name, { passed: 0, failed: 0 }]),
  );
  let postgresPassed = 0;
  const failedToRun = new Set();
  for (const file of report.testResults) {
    const path = relative(repoRoot, file.name);
    const project = Object.keys(vitestProjects).find((name) =>
      path.startsWith(vitestProjects[name]),
    );
    const counts = project ? perProject[project] : { passed: 0, failed: 0 };
    // A file that failed to load has no assertion results but still failed.
    if (file.status === 'failed' && file.assertionResults.length === 0) {
      counts.failed += 1;
      totals.failed += 1;
      failedToRun.add(file.name);
      problems.push(`${path} failed to run: ${firstLine(file.message)}`);
    }
    for (const test of file.assertionResults) {
      if (test.status === 'passed') {
        counts.passed += 1;
        totals.passed += 1;
        if (project === 'server' && /postgres/i.test(test.fullName)) postgresPassed += 1;
      } else if (test.status === 'failed') {
        counts.failed += 1;
        totals.failed += 1;
        problems.push(
          `failed: ${path} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
        );
      } else {
        totals.skipped += 1;
        problems.push(`skipped (${test.status}): ${path} › ${test.fullName}`);
      }
    }
  }
  // A hook that failed leaves its tests "skipped": say which hook's error it was.
  for (const { file, suite, message } of readReport(suiteErrors) ?? []) {
    if (failedToRun.has(file)) continue;
    totals.failed += 1;
    problems.push(
      `failed outside its tests: ${relative(repoRoot, file)}${suite ? ` › ${suite}` : ''}: ${firstLine(message)}`,
    );
  }
  for (const [name, counts] of Object.entries(perProject)) {
    console.log(`  vitest project ${name}: ${counts.passed} passed, ${counts.failed} failed`);
    if (counts.passed + counts.failed === 0) problems.push(`vitest project ${name} ran no tests`);
  }
  if (postgresPassed === 0)
    problems.push('no PostgreSQL integration test passed (server tests named "… postgres …")');
  return problems;
}

function checkPlaywright() {
  const report = readReport(e2eReport);
  if (!report) return ['wrote no JSON report (did the build or the global setup fail?)'];
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
  totals.passed += expected + flaky;
  totals.failed += unexpected;
  totals.skipped += skipped;
  console.log(
    `  browser tests: ${expected + flaky} passed, ${unexpected} failed, ${skipped} skipped`,
  );
  const problems = (report.errors ?? []).map(
    (error) => `error outside tests: ${firstLine(error.message)}`,
  );
  for (const title of failedPlaywrightTests(report.suites ?? [])) problems.push(`failed: ${title}`);
  if (expected + flaky + unexpected === 0) problems.push('the browser suite ran no tests');
  if (skipped > 0) problems.push(`${skipped} browser tests skipped`);
  if (flaky > 0) problems.push(`${flaky} browser tests passed only on retry`);
  return problems;
}

/** "file:line › title: first line of the error" of each test whose outcome was unexpected. */
function failedPlaywrightTests(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => {
          const error = test.results.at(-1)?.error?.message;
          return `${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`;
        }),
    ),
    ...failedPlaywrightTests(suite.suites ?? []),
  ]);
}

/** The suite summary is read where only the end of the output is kept, so errors get a line. */
function firstLine(message) {
  return (
    (message ?? '')
      // eslint-disable-next-line no-control-regex -- colour codes from the reporters
      .replace(/\u001b\[[0-9;]*m/g, '')
      .trim()
      .split('\n')[0]
      .slice(0, 240)
  );
}
