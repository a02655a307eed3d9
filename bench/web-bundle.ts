/**
 * Gzip size of the JavaScript /login needs: the entry with its static imports and the login
 * route chunk with its static imports (goal ≤ 180 kB); the English texts, fetched in
 * parallel with the route chunk, are printed on top.
 * Usage: node --experimental-strip-types bench/web-bundle.ts [--no-build]   (or: npx tsx bench/web-bundle.ts)
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  css?: string[];
}

const GOAL_KB = 180;
const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/web/dist');

if (!process.argv.includes('--no-build')) {
  execFileSync('npm', ['run', 'build', '-w', '@docsift/web'], { cwd: root, stdio: 'ignore' });
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** A chunk and everything it imports statically (what the browser must fetch before running it). */
function withStaticImports(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No chunk ${key} in the Vite manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, seen);
  return seen;
}

const groups: [string, string][] = [
  ['entry', 'index.html'],
  ['login route', 'src/features/auth/LoginPage.tsx'],
  ['English texts', 'src/lib/i18n/locales/en.ts'],
];

const counted = new Set<string>();
const gzipKb = (file: string) =>
  gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
let totalKb = 0;
let cssKb = 0;
const sizes = new Map<string, number>();
for (const [label, key] of groups) {
  let groupKb = 0;
  for (const chunkKey of withStaticImports(key)) {
    if (counted.has(chunkKey)) continue;
    counted.add(chunkKey);
    const chunk = manifest[chunkKey]!;
    groupKb += gzipKb(chunk.file);
    for (const css of chunk.css ?? []) cssKb += gzipKb(css);
  }
  totalKb += groupKb;
  sizes.set(label, groupKb);
  console.log(`${label.padEnd(14)} ${groupKb.toFixed(1).padStart(7)} kB gzip`);
}
const routeKb = (sizes.get('entry') ?? 0) + (sizes.get('login route') ?? 0);
console.log(
  `${'JS for /login'.padEnd(14)} ${routeKb.toFixed(1).padStart(7)} kB gzip, entry + login route (goal ≤ ${GOAL_KB} kB) ${routeKb <= GOAL_KB ? 'OK' : 'OVER'}`,
);
console.log(`${'with texts'.padEnd(14)} ${totalKb.toFixed(1).padStart(7)} kB gzip`);
console.log(`${'CSS for /login'.padEnd(14)} ${cssKb.toFixed(1).padStart(7)} kB gzip`);
