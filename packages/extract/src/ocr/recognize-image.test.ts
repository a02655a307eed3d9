import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureFixtures, type FixtureName } from '../../test/fixtures/make-fixtures.ts';
import { textPngLines } from '../../test/fixtures/text-png.ts';
import { readingOrder } from '../load/reading-order.ts';
import { nativeTesseractLanguages } from './native-tesseract.ts';
import { ocrBackend, recognizeImage, terminateOcr } from './recognize-image.ts';

let fixtures: Record<FixtureName, string>;
const environment = { ...process.env };

beforeAll(async () => {
  fixtures = await ensureFixtures();
});
afterEach(() => {
  process.env.PATH = environment.PATH;
  if (environment.DOCSIFT_OCR_BACKEND === undefined) delete process.env.DOCSIFT_OCR_BACKEND;
  else process.env.DOCSIFT_OCR_BACKEND = environment.DOCSIFT_OCR_BACKEND;
});
afterAll(terminateOcr);

describe('ocrBackend', () => {
  it('reads photos with PP-OCR and scanned pages with tesseract, unless a backend is forced', () => {
    expect(ocrBackend(undefined, 'photo')).toBe('ppocr');
    expect(ocrBackend('wasm', 'photo')).toBe('wasm');
  });

  it('prefers a native tesseract on PATH for scanned pages, else tesseract.js, and obeys a forced backend', () => {
    expect(ocrBackend()).toBe(nativeTesseractLanguages() ? 'native' : 'wasm');
    process.env.PATH = '/nonexistent';
    expect(nativeTesseractLanguages()).toBeNull();
    expect(ocrBackend()).toBe('wasm');
    expect(ocrBackend('native')).toBe('native');
    process.env.PATH = environment.PATH;
    expect(ocrBackend('wasm')).toBe('wasm');
  });

  it('leaves DOCSIFT_OCR_BACKEND to the config that parses it, reading no environment itself', () => {
    process.env.PATH = '/nonexistent';
    process.env.DOCSIFT_OCR_BACKEND = 'native';
    expect(ocrBackend()).toBe('wasm');
  });
});

describe('recognizeImage', () => {
  it('recognises the text with tesseract.js from the npm language data (offline)', async () => {
    const result = await recognizeImage(sharp(fixtures.textPng), {
      languages: ['eng', 'deu'],
      backend: 'wasm',
    });
    expect(result).toMatchObject({ width: 1100, height: 390, turn: 0 });
    expect(readingOrder(result.words).text.split('\n')).toEqual(textPngLines);
  });

  it('turns a page scanned sideways upright, giving its size and word boxes as read', async () => {
    const sideways = await sharp(fixtures.textPng).rotate(90).png().toBuffer();
    const result = await recognizeImage(sharp(sideways), { languages: ['eng', 'deu'] });
    expect(result).toMatchObject({ width: 1100, height: 390, turn: 270 });
    expect(readingOrder(result.words).text.split('\n')).toEqual(textPngLines);
    for (const word of result.words) expect(word.bbox[2]).toBeLessThanOrEqual(result.width);
  });

  it('gives the same words from the native binary as from tesseract.js, when the binary is installed', async () => {
    if (!nativeTesseractLanguages()) {
      expect(ocrBackend()).toBe('wasm');
      return;
    }
    // eng and deu: where the system lacks deu the binary reads our npm language data.
    for (const languages of [['eng'], ['eng', 'deu']]) {
      const native = await recognizeImage(sharp(fixtures.textPng), {
        languages,
        backend: 'native',
      });
      const wasm = await recognizeImage(sharp(fixtures.textPng), { languages, backend: 'wasm' });
      expect(native.words.length).toBeGreaterThan(0);
      expect(native.words.map((word) => word.text)).toEqual(wasm.words.map((word) => word.text));
      native.words.forEach((word, i) => {
        word.bbox.forEach((value, k) =>
          expect(Math.abs(value - wasm.words[i]!.bbox[k]!)).toBeLessThan(4),
        );
      });
    }
  });
});
