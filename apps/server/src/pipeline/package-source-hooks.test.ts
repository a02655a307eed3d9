import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { LoadFnOutput, LoadHookContext, ModuleFormat } from 'node:module';
import { describe, expect, it } from 'vitest';
import { load } from './package-source-hooks.ts';

const pdfjsWorker = createRequire(import.meta.url).resolve(
  'pdfjs-dist/legacy/build/pdf.worker.mjs',
);
const fromNextLoader: LoadFnOutput = {
  format: 'module',
  source: 'export const fromNext = true;',
  shortCircuit: true,
};
const nextLoad = async () => fromNextLoader;
const context = (format: ModuleFormat): LoadHookContext => ({
  format,
  conditions: [],
  importAttributes: {},
  importAssertions: {},
});

describe('package source hooks', () => {
  it('serves an ES module of a package from disk without its source-map comment', async () => {
    const onDisk = await readFile(pdfjsWorker, 'utf8');
    expect(onDisk).toMatch(/\/\/# sourceMappingURL=pdf\.worker\.mjs\.map\s*$/);
    const loaded = await load(pathToFileURL(pdfjsWorker).href, context('module'), nextLoad);
    expect(loaded).toEqual({
      format: 'module',
      source: onDisk.replace(/\/\/# sourceMappingURL=\S+\s*$/, ''),
      shortCircuit: true,
    });
    expect(String(loaded.source)).not.toContain('sourceMappingURL');
  });

  it('leaves our own modules and CommonJS packages to the next loader (tsx)', async () => {
    expect(await load(import.meta.url, context('module'), nextLoad)).toBe(fromNextLoader);
    const commonJs = pathToFileURL(createRequire(import.meta.url).resolve('pino')).href;
    expect(await load(commonJs, context('commonjs'), nextLoad)).toBe(fromNextLoader);
  });
});
