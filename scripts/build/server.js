/**
 * Compiles the server and the workspaces it runs (core, extract) from src/ to dist/, file by file
 * beside each other as in src/, so a path a module takes relative to itself (its migrations, the
 * web build, bin/) holds compiled too. Imports of another workspace (`@docsift/core/errors`) become
 * relative paths to its dist/; packages stay imports of node_modules; JSON modules are inlined.
 * Source maps point stack traces at the TypeScript lines.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { hashInputs, inputFiles, isBuilt, repoRoot, writeStamps } from './inputs.js';

const workspaces = ['apps/server', 'packages/core', 'packages/client', 'packages/extract'].map(
  (workspace) => ({
    src: path.join(repoRoot, workspace, 'src'),
    dist: path.join(repoRoot, workspace, 'dist'),
  }),
);
const distDirs = workspaces.map(({ dist }) => dist);
const isSource = (file) => file.endsWith('.ts') && !file.endsWith('.test.ts');

/** Builds when the sources changed since the last build; resolves to whether it built. */
export async function buildServer() {
  const sources = inputFiles(
    workspaces.map(({ src }) => path.relative(repoRoot, src)),
    isSource,
  );
  const hash = hashInputs(
    [
      ...sources,
      ...inputFiles(['apps/server/package.json', 'tsconfig.base.json', 'scripts/build']),
    ],
    [esbuild.version],
  );
  if (isBuilt(distDirs, hash)) return false;
  const { outputFiles } = await esbuild.build({
    entryPoints: sources.map((file) => ({
      in: file,
      out: path.relative(repoRoot, distFileOf(file)).replace(/\.js$/, ''),
    })),
    outdir: repoRoot,
    bundle: true,
    plugins: [compiledImports],
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    sourcesContent: false,
    write: false,
    logLevel: 'warning',
  });
  writeOutputs(outputFiles);
  writeStamps(distDirs, hash);
  return true;
}

/** Where a source file's compiled module goes. */
function distFileOf(sourceFile) {
  const workspace = workspaces.find(({ src }) => sourceFile.startsWith(src + path.sep));
  if (!workspace) throw new Error(`${sourceFile} is in no compiled workspace's src/`);
  return path.join(
    workspace.dist,
    path.relative(workspace.src, sourceFile).replace(/\.ts$/, '.js'),
  );
}

const resolving = Symbol('resolving');

/** Every import stays an import: our modules' to the compiled file, packages' as written. */
const compiledImports = {
  name: 'compiled-imports',
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind === 'entry-point' || args.pluginData === resolving) return undefined;
      if (args.path.endsWith('.json')) return undefined;
      const isOurs = args.path.startsWith('.') || args.path.startsWith('@docsift/');
      if (!isOurs) return { external: true };
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: resolving,
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      const from = path.dirname(distFileOf(args.importer));
      const relative = path.relative(from, distFileOf(resolved.path)).split(path.sep).join('/');
      return { path: relative.startsWith('.') ? relative : `./${relative}`, external: true };
    });
  },
};

/**
 * Writes only what changed, each file whole (a temporary file renamed over it), and removes
 * what no longer has a source: a docsift already running from dist/, or a build beside this one,
 * never reads a half-written or missing module.
 */
function writeOutputs(outputFiles) {
  const written = new Set();
  for (const { path: file, contents } of outputFiles) {
    written.add(file);
    if (isSame(file, contents)) continue;
    mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, contents);
    renameSync(temporary, file);
  }
  for (const dir of distDirs) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      if (entry.isFile() && !written.has(file) && !isKept(entry.name))
        rmSync(file, { force: true });
    }
  }
}

/** The stamp, and another build's file still being written. */
function isKept(name) {
  return name === '.inputs-hash' || name.endsWith('.tmp');
}

function isSame(file, contents) {
  try {
    return readFileSync(file).equals(contents);
  } catch {
    return false;
  }
}
