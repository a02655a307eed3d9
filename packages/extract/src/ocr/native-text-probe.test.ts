/**
 * Issue 27 item 1 on the native binary: an image without text is read as empty early, by the
 * probe tesseract.js uses (tesseract-text-probe.ts), and text as before. The binary on PATH is
 * wrapped by a script that keeps each image it is given, so the work is counted in processes and
 * their pixels.
 */
import { access, chmod, constants, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeNoisePng } from '../../test/fixtures/noise-png.ts';
import {
  makeSmallTextPng,
  makeTextPng,
  smallTextLines,
  textPngLines,
} from '../../test/fixtures/text-png.ts';
import { readingOrder } from '../load/reading-order.ts';
import { nativeTesseractLanguages } from './native-tesseract.ts';
import { ocrBackend, recognizeImage } from './recognize-image.ts';

const searchPath = process.env.PATH;
let wrapperDir = '';
let imagesDir = '';

beforeAll(async () => {
  wrapperDir = await mkdtemp(path.join(os.tmpdir(), 'docsift-tesseract-wrapper-'));
  imagesDir = path.join(wrapperDir, 'images');
  const real = (await whichTesseract()) ?? '/nonexistent/tesseract';
  // Each run keeps its stdin (the one image it reads) under a name of its own.
  await writeFile(
    path.join(wrapperDir, 'tesseract'),
    `#!/bin/sh\n[ "$1" = "--list-langs" ] && exec "${real}" "$@"\n` +
      `tee "${imagesDir}/$$.png" | "${real}" "$@"\n`,
  );
  await chmod(path.join(wrapperDir, 'tesseract'), 0o755);
});
afterEach(async () => {
  process.env.PATH = searchPath;
  await rm(imagesDir, { recursive: true, force: true });
});
afterAll(() => rm(wrapperDir, { recursive: true, force: true }));

async function whichTesseract(): Promise<string | null> {
  for (const dir of (searchPath ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'tesseract');
    if (
      await access(candidate, constants.X_OK).then(
        () => true,
        () => false,
      )
    )
      return candidate;
  }
  return null;
}

/** Whether the binary is on PATH; without it, only that tesseract.js reads instead is checked. */
function isNativeInstalled(): boolean {
  if (nativeTesseractLanguages()) return true;
  expect(ocrBackend()).toBe('wasm');
  return false;
}

/** Reads `png` with the wrapped binary: the page, and the pixels of each process's image, fewest first. */
async function readCounted(png: Buffer, languages: readonly string[]) {
  await mkdir(imagesDir, { recursive: true });
  process.env.PATH = `${wrapperDir}${path.delimiter}${searchPath}`;
  const page = await recognizeImage(sharp(png), { languages, backend: 'native' });
  const pixelsRead = await Promise.all(
    (await readdir(imagesDir)).map(async (name) => {
      const { width = 0, height = 0 } = await sharp(path.join(imagesDir, name)).metadata();
      return width * height;
    }),
  );
  return { page, pixelsRead: pixelsRead.sort((a, b) => a - b) };
}

describe('the native tesseract text probe', () => {
  it(
    'reads a 4000×4000 noise image as empty in three processes, none reading it whole',
    { timeout: 300_000 },
    async () => {
      if (!isNativeInstalled()) return;
      const { page, pixelsRead } = await readCounted(await makeNoisePng(4000), ['eng']);
      expect(page).toEqual({ width: 4000, height: 4000, turn: 0, words: [] });
      // The centre, the page scaled down, and one sheet of squares in four turns. Read whole
      // it took 38 s, with nothing in it.
      expect(pixelsRead).toHaveLength(3);
      expect(Math.max(...pixelsRead)).toBeLessThan((4000 * 4000) / 8);
    },
  );

  it(
    'reads a page of text as before, a reading of its centre first',
    { timeout: 300_000 },
    async () => {
      if (!isNativeInstalled()) return;
      const { page, pixelsRead } = await readCounted(makeTextPng(), ['eng']);
      expect(readingOrder(page.words).text.split('\n')).toEqual(textPngLines);
      // The page is read at twice its size (prepare-image.ts): tesseract misreads small glyphs.
      expect(pixelsRead).toEqual([320 * 320, 2256 * 800]);
    },
  );

  it(
    'reads 12 px text, which the scaled-down page does not show, whole, also when turned sideways',
    { timeout: 300_000 },
    async () => {
      if (!isNativeInstalled()) return;
      const small = makeSmallTextPng();
      for (const png of [small, await sharp(small).rotate(90).png().toBuffer()]) {
        const { page } = await readCounted(png, ['eng', 'deu']);
        expect(readingOrder(page.words).text.split('\n')).toEqual(smallTextLines);
      }
    },
  );
});
