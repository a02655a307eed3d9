/**
 * Module hooks for the extraction processes: ES modules from node_modules are served as they are
 * on disk, bypassing tsx, and without their source-map comments. tsx rewrites every package module
 * containing `import(` and attaches a fine-grained source map to it, and Node then parses that map
 * and any `.map` file the package ships: for pdfjs and its worker (3 MB of JavaScript) that cost
 * ~300 MB of RSS per process and over a second of start-up. Packages are plain JavaScript and need neither.
 * Our own TypeScript still goes through tsx, with source maps, so its stack traces stay readable.
 */
import { readFile } from 'node:fs/promises';
import type { LoadHook } from 'node:module';

const SOURCE_MAP_COMMENT = /\/\/# sourceMappingURL=\S+\s*$/;

export const load: LoadHook = async (url, context, nextLoad) => {
  if (context.format !== 'module' || !url.startsWith('file:') || !url.includes('/node_modules/'))
    return nextLoad(url, context);
  const source = await readFile(new URL(url), 'utf8');
  return { format: 'module', source: source.replace(SOURCE_MAP_COMMENT, ''), shortCircuit: true };
};
