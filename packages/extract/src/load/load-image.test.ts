import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFixtures, type FixtureName } from '../../test/fixtures/make-fixtures.ts';
import { makeNoisePng } from '../../test/fixtures/noise-png.ts';
import { linesRead, textPngLines } from '../../test/fixtures/text-png.ts';
import { terminateOcr } from '../ocr/recognize-image.ts';
import { loadDocument } from './load-document.ts';

let fixtures: Record<FixtureName, string>;
beforeAll(async () => {
  fixtures = await ensureFixtures();
});
afterAll(terminateOcr);

describe('loadDocument on images', () => {
  it('OCRs a PNG into words with pixel boxes in reading order', async () => {
    const { pages } = await loadDocument(await readFile(fixtures.textPng));
    const [page] = pages;
    expect(page).toMatchObject({ number: 1, width: 1100, height: 390, source: 'ocr' });
    expect(linesRead(page!.text)).toEqual(textPngLines);
    const total = page!.words.find((word) => word.text === 'Total')!;
    // Drawn at x=60 with a 44 px font on the baseline y=290.
    expect(total.bbox[0]).toBeGreaterThan(50);
    expect(total.bbox[0]).toBeLessThan(70);
    expect(total.bbox[3]).toBeGreaterThan(280);
    expect(total.bbox[3]).toBeLessThan(300);
    expect(total.conf).toBeGreaterThan(0.8);
  });

  it('reads an uncompressed BMP, which sharp cannot decode, to the same text', async () => {
    const { pages } = await loadDocument(fixtures.textBmp);
    expect(linesRead(pages[0]!.text)).toEqual(textPngLines);
  });

  // Issue 27 item 1: two noise images held both extraction processes for 11 minutes each.
  it('gives up on an image without text at its reading budget, and the next image still reads', async () => {
    const started = performance.now();
    // One second in all: tesseract.js finds this noise has no text in some 10 s, and read it
    // whole for minutes before (tesseract-text-probe.ts).
    const limits = { imageReadBaseMs: 500, imageReadMsPerMegapixel: 500 };
    await expect(
      loadDocument(await makeNoisePng(1000), { ocrBackend: 'wasm', limits }),
    ).rejects.toMatchObject({ code: 'file/unreadable' });
    // Sized for a busy machine: a worker's start and the image's preparation come on top.
    expect(performance.now() - started).toBeLessThan(30_000);
    const { pages } = await loadDocument(fixtures.textPng, { ocrBackend: 'wasm' });
    expect(pages[0]!.text.split('\n')).toEqual(textPngLines);
  });
});
