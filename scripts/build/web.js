/** Builds the web app (Vite: the SPA and the signed-out pages' renderer) when its inputs changed. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { hashInputs, inputFiles, isBuilt, repoRoot, writeStamps } from './inputs.js';

const webDist = path.join(repoRoot, 'apps/web/dist');
const outside = ['dist', 'node_modules'].map(
  (dir) => path.join(repoRoot, 'apps/web', dir) + path.sep,
);

/** Resolves to whether it built. */
export function buildWeb() {
  const hash = hashInputs([
    ...inputFiles(['apps/web'], (file) => !outside.some((dir) => file.startsWith(dir))),
    ...inputFiles([
      'packages/core/src',
      'package-lock.json',
      'tsconfig.base.json',
      'scripts/build/web.js',
    ]),
  ]);
  if (isBuilt([webDist], hash)) return false;
  const { status } = spawnSync('npm', ['run', 'build', '-w', '@docsift/web'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (status !== 0) throw new Error(`the web build exited with ${status}`);
  writeStamps([webDist], hash);
  return true;
}
