import sharp from 'sharp';
import type { OcrWord } from '@docsift/core/ocr';
import { AppError } from '@docsift/core/errors';
import { ConcurrencyLimit } from './concurrency-limit.ts';
import { detectLines } from './ppocr-detect.ts';
import { shippedPpocrModels, type PpocrModels } from './ppocr-models.ts';
import { recognizeUnlessNoText } from './ppocr-text-probe.ts';

/** One page at a time: each run already uses every core. */
const pages = new ConcurrencyLimit(1);

/**
 * Recognises one PNG with PP-OCRv4 (DB detection, CRNN recognition on onnxruntime): words with
 * boxes in the PNG's pixels, top line first, left to right within a line. An image without
 * text gives no words, found early (ppocr-text-probe.ts).
 */
export async function runPpocr(
  png: Buffer,
  models: () => Promise<PpocrModels> = shippedPpocrModels,
): Promise<OcrWord[]> {
  const loaded = await models();
  return pages.run(async () => {
    try {
      const { data, info } = await sharp(png)
        .flatten({ background: '#ffffff' })
        .grayscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const image = { data, width: info.width, height: info.height };
      const lines = (await detectLines(loaded, image)).sort(
        (a, b) => a.y0 + a.y1 - (b.y0 + b.y1) || a.x0 - b.x0,
      );
      return (await recognizeUnlessNoText(loaded, image, lines)).flat();
    } catch (cause) {
      throw new AppError('scan/failed', { cause });
    }
  });
}
