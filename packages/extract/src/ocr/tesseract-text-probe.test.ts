/** Issue 27 item 1 on tesseract.js: an image without text is read as empty early, text as before. */
import sharp from 'sharp';
import type { OcrWord } from '@docsift/core/ocr';
import { afterAll, describe, expect, it } from 'vitest';
import { makeNoisePng } from '../../test/fixtures/noise-png.ts';
import { makeSmallTextPng, makeTextGridPng, smallTextLines } from '../../test/fixtures/text-png.ts';
import { readingOrder } from '../load/reading-order.ts';
import { recognizeImage, terminateOcr } from './recognize-image.ts';
import { parseTesseractTsv } from './tesseract-tsv.ts';
import { readsAsNoText } from './tesseract-text-probe.ts';
import { runWasmTesseract } from './wasm-tesseract.ts';

afterAll(terminateOcr);

/** tesseract.js as recognizeImage calls it, noting the pixels of each image read. */
function recordingRecognizer() {
  const pixelsRead: number[] = [];
  const recognize = async (png: Buffer): Promise<OcrWord[]> => {
    const { width = 0, height = 0 } = await sharp(png).metadata();
    pixelsRead.push(width * height);
    return parseTesseractTsv(await runWasmTesseract(png, ['eng']));
  };
  return { pixelsRead, recognize };
}

describe('the tesseract.js text probe', () => {
  it(
    'reads a 1000×1000 noise image as empty without reading it whole',
    { timeout: 300_000 },
    async () => {
      const noise = await makeNoisePng(1000);
      const { pixelsRead, recognize } = recordingRecognizer();
      expect(await readsAsNoText(noise, recognize)).toBe(true);
      // Read whole it took 37 s, and as much again for each of three turns.
      expect(Math.max(...pixelsRead)).toBeLessThanOrEqual(500 * 500);

      const page = await recognizeImage(sharp(noise), { languages: ['eng'], backend: 'wasm' });
      expect(page).toEqual({ width: 1000, height: 1000, turn: 0, words: [] });
    },
  );

  it(
    'finds a page with text in one small reading at its centre',
    { timeout: 300_000 },
    async () => {
      const { pixelsRead, recognize } = recordingRecognizer();
      expect(await readsAsNoText(makeTextGridPng(12, 3), recognize)).toBe(false);
      expect(pixelsRead).toEqual([320 * 320]);
    },
  );

  it(
    'reads text too small for half size whole, and never judges it empty turned sideways',
    { timeout: 300_000 },
    async () => {
      const small = makeSmallTextPng();
      const page = await recognizeImage(sharp(small), {
        languages: ['eng', 'deu'],
        backend: 'wasm',
      });
      expect(readingOrder(page.words).text.split('\n')).toEqual(smallTextLines);

      const sideways = await sharp(small).rotate(90).png().toBuffer();
      const { pixelsRead, recognize } = recordingRecognizer();
      expect(await readsAsNoText(sideways, recognize)).toBe(false);
      // The scaled-down reading saw no text: places of it were read at full size.
      expect(pixelsRead.length).toBeGreaterThan(1);
    },
  );
});
