/**
 * Gzip size of the JavaScript /login needs: the entry, the hydration code it loads for a
 * server-rendered page, and the login route chunk, each with its static imports (goal ≤ 180 kB;
 * e2e/tests/web-bundle.spec.ts fails above its budget); the English texts, fetched in
 * parallel with the route chunk, are printed on top. Then what a signed-in page loads: its
 * scripts (each a request and a module to compile) and their size.
 * Usage: npx tsx bench/web-bundle.ts [--no-build]
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chunkGroups,
  gzipKb,
  loginChunkGroups,
  readManifest,
  signedInChunkGroups,
} from '@docsift/web/bundle-chunks';

const GOAL_KB = 180;
const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/web/dist');

if (!process.argv.includes('--no-build')) {
  execFileSync('npm', ['run', 'build', '-w', '@docsift/web'], { cwd: root, stdio: 'ignore' });
}

const manifest = readManifest(dist);
const groups = chunkGroups(manifest, [
  ...loginChunkGroups,
  ['English texts', 'src/lib/i18n/locales/en.ts'],
]);
const sum = (files: string[]) => files.reduce((kb, file) => kb + gzipKb(dist, file), 0);
let loginKb = 0;
for (const group of groups) {
  const kb = sum(group.files);
  if (group.label !== 'English texts') loginKb += kb;
  console.log(`${group.label.padEnd(14)} ${kb.toFixed(1).padStart(7)} kB gzip`);
}
const textsKb = sum(groups.at(-1)!.files);
console.log(
  `${'JS for /login'.padEnd(14)} ${loginKb.toFixed(1).padStart(7)} kB gzip, entry + hydration + login route (goal ≤ ${GOAL_KB} kB) ${loginKb <= GOAL_KB ? 'OK' : 'OVER'}`,
);
console.log(`${'with texts'.padEnd(14)} ${(loginKb + textsKb).toFixed(1).padStart(7)} kB gzip`);
const cssKb = sum(groups.flatMap((group) => group.cssFiles));
console.log(`${'CSS for /login'.padEnd(14)} ${cssKb.toFixed(1).padStart(7)} kB gzip`);

const signedIn = chunkGroups(manifest, signedInChunkGroups).flatMap((group) => group.files);
console.log(
  `${'signed in'.padEnd(14)} ${sum(signedIn).toFixed(1).padStart(7)} kB gzip in ${signedIn.length} scripts, every signed-in page included`,
);
