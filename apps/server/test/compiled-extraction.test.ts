import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTextPng, textPngLines } from '@docsift/extract/testing';
import type * as ExtractionPoolModule from '../src/pipeline/extraction-pool.ts';

const serverRoot = path.resolve(import.meta.dirname, '..');

/** The command lines of this test process's live children (Linux /proc). */
function childCommandLines(): string[][] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (parent !== process.pid) return [];
        return [readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')];
      } catch {
        return [];
      }
    });
}

describe('the compiled extraction pool (dist/, as docsift serve runs it)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'docsift-compiled-pool-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it(
    'forks the compiled extraction process, in which tesseract.js starts its worker threads',
    { timeout: 120_000 },
    async () => {
      const compiled = pathToFileURL(path.join(serverRoot, 'dist/pipeline/extraction-pool.js'));
      const { createExtractionPool } = (await import(compiled.href)) as typeof ExtractionPoolModule;
      const scan = path.join(dir, 'scan.png');
      await writeFile(scan, makeTextPng());
      const pool = createExtractionPool({ size: 1, logger: pino({ level: 'silent' }) });
      try {
        const ocr = await pool.run(
          { kind: 'ocr', filePath: scan, maxBytes: 1_000_000, backends: { ocrBackend: 'wasm' } },
          { timeoutMs: 60_000 },
        );
        expect(ocr.pages[0]).toMatchObject({ source: 'ocr' });
        expect(ocr.pages[0]!.text).toContain(textPngLines[0]);
        const entries = childCommandLines().flat();
        expect(entries).toContain(path.join(serverRoot, 'bin/extraction-process.js'));
        expect(entries.filter((entry) => entry.includes('tsx'))).toEqual([]);
      } finally {
        await pool.close();
      }
    },
  );
});
