/**
 * The server's module graph read from its sources, for checks of what a module loads and which
 * way folders depend. Type-only imports are erased at run time: followed only when asked.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

// Each captures the specifier, relative ("./x.ts") or bare ("pg").
const staticImport = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const typeImport = /^\s*(?:import|export)\s+type\b[^'";]*?\sfrom\s+['"]([^'"]+)['"]/gm;
const dynamicImport = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

interface GraphOptions {
  /** Follow `import()` too: what the module may load later, not only on being imported. */
  withDynamic?: boolean;
  /** Count `import type` too: what the module depends on, loaded or not. */
  withTypes?: boolean;
}

/** Absolute paths of the modules `file` loads from this repository (relative specifiers). */
export function importsOf(
  file: string,
  { withDynamic = true, withTypes = false }: GraphOptions = {},
): string[] {
  const source = readFileSync(file, 'utf8');
  const matches = [
    ...source.matchAll(staticImport),
    ...(withDynamic ? source.matchAll(dynamicImport) : []),
    ...(withTypes ? source.matchAll(typeImport) : []),
  ];
  return matches
    .map((match) => match[1]!)
    .filter(isRelative)
    .map((specifier) => path.resolve(path.dirname(file), specifier));
}

/** Every module loaded, directly or not, when `entry` is imported (`entry` included). */
export function reachableFrom(entry: string, options: GraphOptions = {}): Set<string> {
  const seen = new Set<string>();
  const pending = [path.resolve(entry)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...importsOf(file, options).filter((imported) => imported.endsWith('.ts')));
  }
  return seen;
}

/** The packages `file` loads on being imported (bare specifiers of its value imports). */
export function packagesOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(staticImport)]
    .map((match) => match[1]!)
    .filter((specifier) => !isRelative(specifier));
}

function isRelative(specifier: string): boolean {
  return specifier.startsWith('./') || specifier.startsWith('../');
}
