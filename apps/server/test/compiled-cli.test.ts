import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const bin = path.join(repoRoot, 'apps/server/bin/docsift.js');
const spawnTimeout = { timeout: 60_000 };

/** A `--import` module whose loader hook appends each module's URL to `list` as it loads. */
function listingLoadedModules(list: string): string {
  const hooks = `import { appendFileSync } from 'node:fs';
    export async function load(url, context, next) {
      appendFileSync(${JSON.stringify(list)}, url + '\\n');
      return next(url, context);
    }`;
  const register = `import { register } from 'node:module';
    register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hooks)}`)});`;
  return `data:text/javascript,${encodeURIComponent(register)}`;
}

describe('the compiled docsift', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'docsift-compiled-cli-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it(
    'answers --help from dist/ with commander alone: no zod, pdf.js, OCR or database',
    spawnTimeout,
    async () => {
      const list = path.join(dir, 'loaded.txt');
      const { stdout } = await run(process.execPath, [
        '--import',
        listingLoadedModules(list),
        bin,
        '--help',
      ]);
      expect(stdout).toMatch(/^Usage: docsift /);
      const loaded = (await readFile(list, 'utf8'))
        .trim()
        .split('\n')
        .filter((url) => url.startsWith('file:'))
        .map((url) => path.relative(repoRoot, new URL(url).pathname));
      const packages = new Set(
        loaded.flatMap((file) => file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? []),
      );
      expect([...packages]).toEqual(['commander']);
      const ours = loaded.filter((file) => !file.startsWith('node_modules/'));
      expect(ours).toContain('apps/server/dist/cli.js');
      expect(
        ours.filter((file) => !/^(apps|packages)\/[^/]+\/(dist|bin)\/.+\.js$/.test(file)),
      ).toEqual([]);
    },
  );

  it('prints stack traces at the TypeScript lines', spawnTimeout, async () => {
    const source = path.join(repoRoot, 'packages/core/src/doctype.ts');
    const line = (await readFile(source, 'utf8'))
      .split('\n')
      .findIndex((text) => text.includes("throw new AppError('doctype/no-fields')"));
    expect(line).toBeGreaterThan(0);
    const script = `import ${JSON.stringify(path.join(repoRoot, 'apps/server/bin/source-mapped-stacks.js'))};
      const { assertHasFields } = await import(${JSON.stringify(path.join(repoRoot, 'packages/core/dist/doctype.js'))});
      try { assertHasFields({ fields: [] }); } catch (error) { console.log(error.stack); }`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
    expect(stdout.split('\n')[1]).toContain(`at assertHasFields (file://${source}:${line + 1}:`);
  });
});
