/**
 * The JavaScript a visit to the server-rendered /login loads before it is interactive, read
 * from a build's chunk graph (dist/.vite/manifest.json). bench/web-bundle.ts prints its size;
 * e2e/tests/login-bundle.spec.ts holds it to a budget.
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
