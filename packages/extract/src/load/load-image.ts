import sharp from 'sharp';
import { AppError } from '@docsift/core/errors';
import type { OcrDocument } from '@docsift/core/ocr';
import { recognizeImage } from '../ocr/recognize-image.ts';
import { decodeBmp } from './decode-bmp.ts';
import { MAX_OCR_PIXELS } from '../ocr/prepare-image.ts';
import type { LoadLimits, ResolvedLoadOptions } from './load-options.ts';
import { readingOrder } from './reading-order.ts';
import type { ImageKind } from './sniff.ts';

/**
 * OCRs an image into a one-page document in its pixels. Multi-page TIFFs and animated GIFs
 * give their first page/frame only.
 */
export async function loadImage(
  bytes: Uint8Array,
  kind: ImageKind,
  options: ResolvedLoadOptions,
): Promise<OcrDocument> {
  const { image, pixels } = await openImage(bytes, kind, options.limits.maxPixels);
  options.onProgress(0, 1);
  const budget = readingBudget(pixels, options.limits);
  const recognized = await recognizeImage(image, {
    languages: options.languages,
    input: 'photo',
    signal: options.signal ? AbortSignal.any([options.signal, budget.signal]) : budget.signal,
    ...(options.ocrBackend ? { backend: options.ocrBackend } : {}),
  })
    .catch((cause: unknown) => {
      throw cause instanceof AppError ? cause : new AppError('file/corrupt', { cause });
    })
    .finally(budget.clear);
  options.onProgress(1, 1);
  const { words, text } = readingOrder(recognized.words);
  return {
    pages: [
      { number: 1, width: recognized.width, height: recognized.height, text, source: 'ocr', words },
    ],
  };
}

/**
 * A signal that gives up on the image after the time its pixels (as recognised: huge images are
 * scaled down first) allow, so an image without text holds its extraction process for a bounded time.
 */
function readingBudget(
  pixels: number,
  limits: Pick<LoadLimits, 'imageReadBaseMs' | 'imageReadMsPerMegapixel'>,
) {
  const megapixels = Math.min(pixels, MAX_OCR_PIXELS) / 1_000_000;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new AppError('file/unreadable')),
    limits.imageReadBaseMs + megapixels * limits.imageReadMsPerMegapixel,
  );
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

/** A sharp pipeline for the image and its pixels, checked from the header before any is decoded. */
async function openImage(
  bytes: Uint8Array,
  kind: ImageKind,
  maxPixels: number,
): Promise<{ image: sharp.Sharp; pixels: number }> {
  if (kind === 'bmp') {
    const raw = decodeBmp(bytes, maxPixels);
    return {
      image: sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } }),
      pixels: raw.width * raw.height,
    };
  }
  // The header is read without a limit, so an oversized image is reported as such rather than as damaged.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch((cause: unknown) => {
      throw new AppError('file/corrupt', { cause });
    });
  const { width, height } = metadata;
  if (!width || !height) throw new AppError('file/corrupt');
  if (width * height > maxPixels) throw new AppError('file/too-many-pixels');
  return {
    image: sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' }),
    pixels: width * height,
  };
}
