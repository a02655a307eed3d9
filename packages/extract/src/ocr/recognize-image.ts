import os from 'node:os';
import type sharp from 'sharp';
import type { OcrWord } from '@docsift/core/ocr';
import { throwIfAborted } from '../load/abort.ts';
import { ConcurrencyLimit } from './concurrency-limit.ts';
import { nativeTesseractLanguages, runNativeTesseract } from './native-tesseract.ts';
import type { OcrBackend } from './ocr-backend.ts';
import { turnPng, uprightTurn, type QuarterTurn } from './page-orientation.ts';
import { runPpocr } from './ppocr.ts';
import { prepareImageForOcr } from './prepare-image.ts';
import { parseTesseractTsv } from './tesseract-tsv.ts';
import { readsAsNoText } from './tesseract-text-probe.ts';
import { runWasmTesseract, terminateWasmTesseract } from './wasm-tesseract.ts';

export { ocrBackends, type OcrBackend } from './ocr-backend.ts';

/** A photo or image file, or a page of a PDF that has no text layer. */
export type OcrInput = 'photo' | 'scanned-page';

export interface RecognizeOptions {
  languages: readonly string[];
  backend?: OcrBackend;
  input?: OcrInput;
  signal?: AbortSignal;
}

export interface RecognizedImage {
  /** Size of the page as read: the input image's (after EXIF rotation), turned by `turn`. */
  width: number;
  height: number;
  /** Clockwise degrees the image was turned to read a page scanned sideways or upside down. */
  turn: QuarterTurn;
  /** In the pixels of the page as read, in tesseract's reading order. */
  words: OcrWord[];
}

const nativeProcesses = new ConcurrencyLimit(Math.max(1, os.availableParallelism()));

/**
 * The backend: `forced` when given (DOCSIFT_OCR_BACKEND, parsed by the caller). Else a photo is
 * read by PP-OCR, which finds text lines in uneven light and small print better (on the corpus
 * receipts, field F1 0.63 / 0.59 fit / sealed against native tesseract's 0.60 / 0.53, in 1.6x its
 * time). A scanned page stays with tesseract, whose alphabet has ö, ß and € where PP-OCR's has
 * not: the native binary when one is on PATH (about 1.5x faster on two cores), else tesseract.js.
 */
export function ocrBackend(forced?: OcrBackend, input: OcrInput = 'scanned-page'): OcrBackend {
  if (forced) return forced;
  if (input === 'photo') return 'ppocr';
  return nativeTesseractLanguages() ? 'native' : 'wasm';
}

/** Recognises the words of one image. */
export async function recognizeImage(
  image: sharp.Sharp,
  options: RecognizeOptions,
): Promise<RecognizedImage> {
  throwIfAborted(options.signal);
  const prepared = await prepareImageForOcr(image);
  throwIfAborted(options.signal);
  const backend = ocrBackend(options.backend, options.input);
  const recognize = async (png: Buffer): Promise<OcrWord[]> => {
    const words = await recognizeWith(backend, png, options);
    throwIfAborted(options.signal);
    return words;
  };
  // PP-OCR stops early on its own (ppocr-text-probe.ts).
  if (
    backend !== 'ppocr' &&
    (await readsAsNoText(prepared.png, recognize, { readsSquaresAtOnce: backend === 'native' }))
  )
    return { width: prepared.width, height: prepared.height, turn: 0, words: [] };
  const upright = await recognize(prepared.png);
  const turn = await uprightTurn(prepared.png, upright, recognize);
  const read = turn === 0 ? upright : await recognize(await turnPng(prepared.png, turn));
  const words = read.map((word) => ({
    ...word,
    bbox: word.bbox.map((value) => value / prepared.scale) as OcrWord['bbox'],
  }));
  const sideways = turn % 180 !== 0;
  return {
    width: sideways ? prepared.height : prepared.width,
    height: sideways ? prepared.width : prepared.height,
    turn,
    words,
  };
}

async function recognizeWith(
  backend: OcrBackend,
  png: Buffer,
  options: RecognizeOptions,
): Promise<OcrWord[]> {
  switch (backend) {
    case 'native':
      return parseTesseractTsv(
        await nativeProcesses.run(() => runNativeTesseract(png, options.languages, options.signal)),
      );
    case 'wasm':
      return parseTesseractTsv(await runWasmTesseract(png, options.languages, options.signal));
    case 'ppocr':
      return runPpocr(png);
  }
}

/** Ends the tesseract.js workers so the process can exit; native processes end on their own. */
export async function terminateOcr(): Promise<void> {
  await terminateWasmTesseract();
}
