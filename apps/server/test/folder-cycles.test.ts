import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { importsOf } from './module-graph.ts';

const src = path.resolve(import.meta.dirname, '../src');

/**
 * A domain folder (`uploads`), a platform part (`platform/db`) or `.` for src itself. The
 * migrations are a node of their own: the migrator loads them by listing their folder, never by
 * an import, so a migration that fills a domain's table with that domain's code adds no cycle.
 */
function folderOf(file: string): string {
  const parts = path.relative(src, file).split(path.sep);
  if (parts.length === 1) return '.';
  if (parts.slice(0, 3).join('/') === 'platform/db/migrations') return 'platform/db/migrations';
  return parts[0] === 'platform' ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Folder → folders it imports (types included), from the non-test sources. */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  for (const file of files.map((name) => path.join(src, name))) {
    const from = folderOf(file);
    const targets = graph.get(from) ?? new Set<string>();
    for (const imported of importsOf(file, { withTypes: true })) {
      if (imported.startsWith(src) && folderOf(imported) !== from) targets.add(folderOf(imported));
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
  expect(cyclesOf(folderGraph())).toEqual([]);
});
