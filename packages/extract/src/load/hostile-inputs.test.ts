import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, type ErrorCode } from '@docsift/core/errors';
import { ensureFixtures, type FixtureName } from '../../test/fixtures/make-fixtures.ts';
import { linesRead, textPngLines } from '../../test/fixtures/text-png.ts';
import { terminateOcr } from '../ocr/recognize-image.ts';
import { loadDocument } from './load-document.ts';
import type { LoadOptions } from './load-options.ts';

/**
 * Every hostile input must fail within this: limits are checked before any expensive work.
 * Not a benchmark: unchecked, these inputs take minutes or exhaust memory, while the slowest
 * checked one (nestedObjectsPdf) took 2.3 s on a loaded 2-core machine and 24 s at load 19
 * during a whole CI run, so a tight bound would only measure the machine's load. Under the
 * project's 60 s test limit, so a breach reads as this bound, not as a hung test.
 */
const BOUND_MS = 50_000;

let fixtures: Record<FixtureName, string>;
beforeAll(async () => {
  fixtures = await ensureFixtures();
});
afterAll(terminateOcr);

async function failure(
  input: string | Uint8Array,
  options?: LoadOptions,
): Promise<{ code: ErrorCode | string; ms: number }> {
  const started = performance.now();
  try {
    await loadDocument(input, options);
  } catch (error) {
    return {
      code: error instanceof AppError ? error.code : `not an AppError: ${String(error)}`,
      ms: performance.now() - started,
    };
  }
  throw new Error('expected loadDocument to fail');
}

describe('loadDocument on hostile input', () => {
  it.each([
    ['truncatedPdf', 'file/corrupt'],
    ['garbagePdf', 'file/corrupt'],
    ['headerDamagedPdf', 'file/corrupt'],
    ['encryptedUserPassword', 'file/encrypted'],
    ['thousandPagesPdf', 'file/too-many-pages'],
    ['hugePng', 'file/too-many-pixels'],
    ['hugeImagePdf', 'file/too-many-pixels'],
    ['lyingJpegPdf', 'file/too-many-pixels'],
    ['nestedObjectsPdf', 'file/corrupt'],
    ['contentBombPdf', 'file/too-large'],
    ['doublyDeflatedBombPdf', 'file/too-large'],
    ['textLayerBombPdf', 'file/too-large'],
    ['lzwBombPdf', 'file/too-large'],
    ['runLengthBombPdf', 'file/too-large'],
    ['ascii85BombPdf', 'file/too-large'],
    ['asciiHexBombPdf', 'file/too-large'],
    ['inlineImagePdf', 'file/too-many-pixels'],
    ['encryptedBombPdf', 'file/too-large'],
    ['docxBomb', 'file/too-large'],
    ['docxBombLyingSizes', 'file/too-large'],
    ['empty', 'file/empty'],
    ['randomBytes', 'file/unsupported-type'],
  ] as const)('%s fails with %s within the time bound', async (name, code) => {
    const result = await failure(fixtures[name]);
    expect(result.code).toBe(code);
    expect(result.ms).toBeLessThan(BOUND_MS);
  });

  it('refuses a CSV past the cell limit before holding its rows, within the time bound', async () => {
    // 1,200,000 cells of one character: each parsed cell is counted, so parsing stops at the limit.
    const huge = Buffer.from(`${'x,'.repeat(599)}x\n`.repeat(2000), 'latin1');
    const result = await failure(huge);
    expect(result.code).toBe('file/too-many-cells');
    expect(result.ms).toBeLessThan(BOUND_MS);
  });

  it('loads a PNG named .pdf as the PNG it is', async () => {
    const { pages } = await loadDocument(fixtures.pngNamedPdf);
    expect(pages[0]!.source).toBe('ocr');
    expect(linesRead(pages[0]!.text)).toEqual(textPngLines);
  });

  it('applies the limits given in the options', async () => {
    expect((await failure(fixtures.invoicePdf, { limits: { maxBytes: 100 } })).code).toBe(
      'file/too-large',
    );
    expect(
      (await failure(await readFile(fixtures.invoicePdf), { limits: { maxBytes: 100 } })).code,
    ).toBe('file/too-large');
    expect((await failure(fixtures.textPng, { limits: { maxPixels: 1000 } })).code).toBe(
      'file/too-many-pixels',
    );
    expect((await failure(fixtures.docx, { limits: { maxDecompressedBytes: 500 } })).code).toBe(
      'file/too-large',
    );
    // The scan's one image is 1100 px wide; the invoice's page content inflates to about 1 KB.
    expect((await failure(fixtures.scannedPdf, { limits: { maxPixels: 1000 } })).code).toBe(
      'file/too-many-pixels',
    );
    expect(
      (await failure(fixtures.invoicePdf, { limits: { maxDecompressedBytes: 100 } })).code,
    ).toBe('file/too-large');
  });

  it('reports a missing file, a cancelled load and a deadline as catalogue errors', async () => {
    expect((await failure('/nonexistent/invoice.pdf')).code).toBe('not-found');
    const cancelled = new AbortController();
    cancelled.abort();
    expect((await failure(fixtures.invoicePdf, { signal: cancelled.signal })).code).toBe(
      'cancelled',
    );
    expect((await failure(fixtures.scannedPdf, { signal: AbortSignal.timeout(1) })).code).toBe(
      'deadline-exceeded',
    );
  });
});
