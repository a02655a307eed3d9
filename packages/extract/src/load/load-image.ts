import sharp from 'sharp';
import { AppError } from '@docsift/core/errors';
import type { OcrDocument } from '@docsift/core/ocr';
import { recognizeImage } from '../ocr/recognize-image.ts';
import { decodeBmp } from './decode-bmp.ts';
import type { ResolvedLoadOptions } from './load-options.ts';
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
  const image = await openImage(bytes, kind, options.limits.maxPixels);
  options.onProgress(0, 1);
  const recognized = await recognizeImage(image, {
    languages: options.languages,
    signal: options.signal,
    ...(options.ocrBackend ? { backend: options.ocrBackend } : {}),
  }).catch((cause: unknown) => {
    throw cause instanceof AppError ? cause : new AppError('file/corrupt', { cause });
  });
  options.onProgress(1, 1);
  const { words, text } = readingOrder(recognized.words);
  return {
    pages: [
      { number: 1, width: recognized.width, height: recognized.height, text, source: 'ocr', words },
    ],
  };
}

/** A sharp pipeline for the image, its size checked from the header before any pixel is decoded. */
async function openImage(
  bytes: Uint8Array,
  kind: ImageKind,
  maxPixels: number,
): Promise<sharp.Sharp> {
  if (kind === 'bmp') {
    const raw = decodeBmp(bytes, maxPixels);
    return sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } });
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
  return sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' });
}
