/** Issue 27 item 1: an image without text is read as empty early, one with text as before. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeNoisePng } from '../../test/fixtures/noise-png.ts';
import { gridCellText, makeTextGridPng } from '../../test/fixtures/text-png.ts';
import { detectLines, type GrayImage } from './ppocr-detect.ts';
import { shippedPpocrModels } from './ppocr-models.ts';
import { recognizeLines } from './ppocr-recognize.ts';
import { recognizeUnlessNoText } from './ppocr-text-probe.ts';
import { recognizeImage } from './recognize-image.ts';

async function grayOf(png: Buffer): Promise<GrayImage> {
  const { data, info } = await sharp(png).grayscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('the PP-OCR text probe', () => {
  it(
    'reads a 2000×2000 noise image as empty, without recognising its thousands of boxes',
    { timeout: 300_000 },
    async () => {
      const noise = await makeNoisePng(2000);
      const models = await shippedPpocrModels();
      const lines = await detectLines(models, await grayOf(noise));
      // The case the probe is for: far more boxes than a page of text has.
      expect(lines.length).toBeGreaterThan(1000);
      // Counted in lines recognised, not in seconds: without the probe all of them were (15 s).
      let recognised = 0;
      const counting = {
        ...models,
        recognition: {
          run: (feeds: Parameters<typeof models.recognition.run>[0]) => {
            recognised += (Object.values(feeds)[0] as { dims: readonly number[] }).dims[0]!;
            return models.recognition.run(feeds);
          },
        },
      } as typeof models;
      const words = await recognizeUnlessNoText(counting, await grayOf(noise), lines);
      expect(words.every((line) => line.length === 0)).toBe(true);
      expect(recognised).toBeLessThanOrEqual(96);
      const page = await recognizeImage(sharp(noise), { languages: ['eng'], backend: 'ppocr' });
      expect(page).toMatchObject({ width: 2000, height: 2000, turn: 0, words: [] });
    },
  );

  it(
    'reads a page crowded with printed text exactly as without the probe',
    { timeout: 300_000 },
    async () => {
      const [rows, columns] = [40, 5];
      const image = await grayOf(makeTextGridPng(rows, columns));
      const models = await shippedPpocrModels();
      const lines = await detectLines(models, image);
      expect(lines.length).toBeGreaterThan(150);
      const probed = await recognizeUnlessNoText(models, image, lines);
      expect(probed).toEqual(await recognizeLines(models, image, lines));
      const text = probed.map((words) => words.map((word) => word.text).join(' ')).join('\n');
      for (const [row, column] of [
        [0, 0],
        [20, 2],
        [39, 4],
      ] as const)
        expect(text).toContain(gridCellText(row, column).split(' ')[1]);
    },
  );

  it(
    'never judges a crowded page scanned sideways empty: it reads once turned',
    { timeout: 300_000 },
    async () => {
      const sideways = await sharp(makeTextGridPng(40, 5)).rotate(90).png().toBuffer();
      const page = await recognizeImage(sharp(sideways), { languages: ['eng'], backend: 'ppocr' });
      expect(page.turn).toBe(270);
      expect(page.words.map((word) => word.text)).toContain('EUR');
    },
  );
});
