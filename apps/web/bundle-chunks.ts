/**
 * The chunks a page loads, read from a build's chunk graph (dist/.vite/manifest.json): what the
 * server-rendered /login loads before it is interactive, and what a signed-in page loads.
 * bench/web-bundle.ts prints their sizes; e2e/tests/web-bundle.spec.ts holds them to budgets.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What /login loads, in order: the entry, the hydration path main.tsx takes, the route's page. */
export const loginChunkGroups = [
  ['entry', 'index.html'],
  ['hydration', 'src/app/hydrate.tsx'],
  ['login route', 'src/features/auth/LoginPage.tsx'],
] as const;

/**
 * What a signed-in page loads, in order: the entry, the path of a page without server HTML, and
 * every signed-in page at once (app/signed-in-pages.ts).
 */
export const signedInChunkGroups = [
  ['entry', 'index.html'],
  ['boot', 'src/app/boot.tsx'],
  ['signed-in pages', 'src/app/signed-in-pages.ts'],
] as const;

export interface ChunkGroup {
  label: string;
  /** Files under dist, each counted in the first group that needs it. */
  files: string[];
  cssFiles: string[];
}

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** Each group's chunk with everything it imports statically, minus what an earlier group has. */
export function chunkGroups(manifest: Manifest, groups: readonly (readonly [string, string])[]) {
  const counted = new Set<string>();
  const visit = (key: string, group: ChunkGroup) => {
    if (counted.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk ${key} in the Vite manifest`);
    counted.add(key);
    group.files.push(chunk.file);
    group.cssFiles.push(...(chunk.css ?? []));
    chunk.imports?.forEach((imported) => visit(imported, group));
  };
  return groups.map(([label, key]): ChunkGroup => {
    const group: ChunkGroup = { label, files: [], cssFiles: [] };
    visit(key, group);
    return group;
  });
}

export function gzipKb(dist: string, file: string): number {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
}
