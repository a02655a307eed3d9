import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { importsOf } from './module-graph.ts';

const serverSrc = path.resolve(import.meta.dirname, '../src');
const webSrc = path.resolve(import.meta.dirname, '../../web/src');

/** A domain folder (`uploads`), a platform part (`platform/db`) or `.` for src itself. */
function serverFolderOf(relative: string[]): string {
  if (relative.length === 1) return '.';
  return relative[0] === 'platform' ? relative.slice(0, 2).join('/') : relative[0]!;
}

/** A feature (`features/records`), or a top folder of the app (`components`, `lib`, `app`). */
function webFolderOf(relative: string[]): string {
  if (relative.length === 1) return '.';
  return relative[0] === 'features' ? relative.slice(0, 2).join('/') : relative[0]!;
}

/** Folder → folders it imports (types included), from the non-test sources under `src`. */
function folderGraph(
  src: string,
  folderOf: (relative: string[]) => string,
): Map<string, Set<string>> {
  const folder = (file: string) => folderOf(path.relative(src, file).split(path.sep));
  const graph = new Map<string, Set<string>>();
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'),
  );
  for (const file of files.map((name) => path.join(src, name))) {
    const from = folder(file);
    const targets = graph.get(from) ?? new Set<string>();
    for (const imported of importsOf(file, { withTypes: true })) {
      if (imported.startsWith(src) && folder(imported) !== from) targets.add(folder(imported));
    }
    graph.set(from, targets);
  }
  return graph;
}

/** Every cycle found by a depth-first walk, as the folders along it. */
function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const walk = (folder: string, trail: string[]) => {
    const seenAt = trail.indexOf(folder);
    if (seenAt >= 0) return void cycles.push([...trail.slice(seenAt), folder]);
    if (done.has(folder)) return;
    for (const next of graph.get(folder) ?? []) walk(next, [...trail, folder]);
    done.add(folder);
  };
  for (const folder of graph.keys()) walk(folder, []);
  return cycles;
}

it('no folder of the server depends on itself through others (domains point one way)', () => {
  expect(cyclesOf(folderGraph(serverSrc, serverFolderOf))).toEqual([]);
});

it('no feature of the web app depends on itself through others', () => {
  const graph = folderGraph(webSrc, webFolderOf);
  expect(graph.get('features/records')).toContain('features/doctypes');
  expect(cyclesOf(graph)).toEqual([]);
});
