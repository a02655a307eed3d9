#!/usr/bin/env node
// `npm run typecheck`: every workspace's own `typecheck` script (one tsc each), side by side:
// `npm run typecheck --workspaces` ran them one after the other on one core.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runTogether } from './run-together.js';

const repoRoot = resolve(import.meta.dirname, '..');
const packageOf = (dir) => JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8'));

const failed = await runTogether(
  packageOf('.')
    .workspaces.filter((workspace) => packageOf(workspace).scripts?.typecheck)
    .map((workspace) => ({
      name: workspace,
      command: 'npm',
      args: ['run', 'typecheck', '--silent', `--workspace=${workspace}`],
    })),
);
if (failed.length > 0) {
  console.error(`typecheck failed in ${failed.join(', ')}`);
  process.exit(1);
}
