import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '@docsift/core/errors';
import { makeTextPng, textPngLines } from '../../test/fixtures/text-png.ts';
import { runPpocr } from './ppocr.ts';
import { loadPpocrModels, shippedPpocrModels } from './ppocr-models.ts';
import { recognizeImage } from './recognize-image.ts';

/** makeTextPng's baselines: 90 px apart from y = 110, 44 px text. */
const baseline = (line: number) => 110 + line * 90;

/** The leftmost and rightmost dark column of the image between two rows. */
async function inkExtent(png: Buffer, top: number, bottom: number): Promise<[number, number]> {
  const { data, info } = await sharp(png).grayscale().raw().toBuffer({ resolveWithObject: true });
  let [left, right] = [info.width, 0];
  for (let y = top; y < bottom; y++)
    for (let x = 0; x < info.width; x++)
      if (data[y * info.width + x]! < 128) [left, right] = [Math.min(left, x), Math.max(right, x)];
  return [left, right + 1];
}

describe('PP-OCR backend', () => {
  it('reads the words of a page with their boxes in its pixels', { timeout: 60_000 }, async () => {
    const png = makeTextPng();
    const page = await recognizeImage(sharp(png), {
      languages: ['eng'],
      backend: 'ppocr',
    });
    expect(page).toMatchObject({ width: 1100, height: 390, turn: 0 });
    for (const [line, text] of textPngLines.entries()) {
      const words = page.words.filter(
        (word) => word.bbox[1] < baseline(line) && word.bbox[3] > baseline(line) - 30,
      );
      // The model reads the second line's capital I as a lower-case l.
      expect(words.map((word) => word.text).join(' ')).toBe(
        line === 1 ? text.replace('I', 'l') : text,
      );
      for (const word of words) {
        expect(word.conf).toBeGreaterThan(0.5);
        expect(word.conf).toBeLessThanOrEqual(1);
        expect(word.bbox[1]).toBeGreaterThan(baseline(line) - 50);
        expect(word.bbox[3]).toBeLessThan(baseline(line) + 20);
      }
      const [left, right] = await inkExtent(png, baseline(line) - 45, baseline(line) + 12);
      expect(Math.abs(words[0]!.bbox[0] - left)).toBeLessThan(8);
      expect(Math.abs(words.at(-1)!.bbox[2] - right)).toBeLessThan(8);
    }
  });

  it("reads punctuation as a Latin page prints it, not in the alphabet's fullwidth forms", async () => {
    const { characters } = await shippedPpocrModels();
    expect(characters).toContain(':');
    expect(characters.filter((character) => /[\uFF01-\uFF5E]/.test(character))).toEqual([]);
  });

  it('fails with scan/failed naming the models when they are missing', async () => {
    const missing = path.join(os.tmpdir(), 'docsift-no-such-model.onnx');
    const loading = loadPpocrModels({
      detectionPath: missing,
      recognitionPath: missing,
      dictionaryPath: missing,
    });
    await expect(loading).rejects.toBeInstanceOf(AppError);
    await expect(loading).rejects.toMatchObject({
      code: 'scan/failed',
      cause: { message: expect.stringContaining('PP-OCR models') },
    });
    const reading = runPpocr(makeTextPng(), () => loading);
    await expect(reading).rejects.toMatchObject({ code: 'scan/failed' });
  });

  it('fails with scan/failed when a model file is not a model', async () => {
    const broken = path.join(os.tmpdir(), `docsift-broken-${process.pid}.onnx`);
    await writeFile(broken, 'not a model');
    try {
      const loading = loadPpocrModels({
        detectionPath: broken,
        recognitionPath: broken,
        dictionaryPath: broken,
      });
      await expect(loading).rejects.toMatchObject({
        code: 'scan/failed',
        cause: { message: expect.stringContaining('could not be loaded') },
      });
    } finally {
      await rm(broken, { force: true });
    }
  });
});
