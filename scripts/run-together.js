// Runs commands side by side, as many at once as there are cores (two at least), for the
// single-threaded checks (tsc, eslint, prettier) that one after the other left a core idle.
// Each command's output is printed whole when it ends, so two never interleave.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..');

/**
 * Runs every job ({ name, command, args }), in the given order as lanes free up; resolves to the
 * names of those that failed.
 */
export async function runTogether(jobs) {
  const pending = [...jobs];
  const failed = [];
  const lane = async () => {
    for (let job = pending.shift(); job; job = pending.shift()) {
      const started = Date.now();
      const { code, output } = await run(job);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? '✔' : '✘'} ${job.name} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      if (code !== 0) failed.push(job.name);
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, lane));
  return failed;
}

function run({ command, args }) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', (error) => done({ code: 1, output: error.message }));
    child.once('close', (code) => done({ code, output }));
  });
}
