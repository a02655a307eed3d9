/**
 * An image without text (noise, a photo of a wall) makes PP-OCR's detector find thousands of
 * boxes, each then recognised as junk: 2,700 boxes on a 2000×2000 noise image took 15 s, and a
 * 7000×7000 one held an extraction process for minutes (issue 27 item 1). A page with that many
 * boxes first has a sample of them recognised, spread over the page; with hardly a confident word
 * in it, the page has no text and is read as empty.
 */
import type { OcrWord } from '@docsift/core/ocr';
import { confidentWordCount } from './page-orientation.ts';
import type { GrayImage, LineBox } from './ppocr-detect.ts';
import type { PpocrModels } from './ppocr-models.ts';
import { recognizeLines } from './ppocr-recognize.ts';

/**
 * Pages with at most this many boxes are read whole at once, as before: cheap (a receipt has 30
 * to 130, read in under 2 s), and read exactly as they were. Noise of 1000×1000 gives ~200.
 */
const PROBE_ABOVE = 150;
/** Boxes recognised as the sample: ~0.5 s. */
const SAMPLE_SIZE = 96;
/**
 * Sampled boxes holding a confident word that make a page one with text. On receipts 82 to 100%
 * of boxes hold one, on noise 0.1% (0 or 1 in a sample of 96 on eight noise images): a page has
 * this many in its sample unless some 97% of its boxes are junk, and then it reads as junk anyway.
 */
const MIN_TEXT_BOXES = 3;
/**
 * A page scanned sideways reads as boxes standing upright without a confident word (84 to 100%
 * of its boxes stand): it has text, found once turned, so it is never judged empty. Noise: 1%.
 */
const MAX_STANDING_SHARE = 0.5;

/** The words of each line, or [] for every line when a sample of a crowded page finds no text. */
export async function recognizeUnlessNoText(
  models: PpocrModels,
  image: GrayImage,
  lines: readonly LineBox[],
): Promise<OcrWord[][]> {
  if (lines.length <= PROBE_ABOVE || standingShare(lines) >= MAX_STANDING_SHARE)
    return recognizeLines(models, image, lines);
  const step = lines.length / SAMPLE_SIZE;
  const sample = Array.from({ length: SAMPLE_SIZE }, (_, n) => lines[Math.floor(n * step)]!);
  const sampleWords = await recognizeLines(models, image, sample);
  const textBoxes = sampleWords.filter((words) => confidentWordCount(words) > 0).length;
  if (textBoxes < MIN_TEXT_BOXES) return lines.map(() => []);
  // Read whole, sample included, so a page with text reads as it did without the probe: a line's
  // recognition depends a little on the lines batched with it.
  return recognizeLines(models, image, lines);
}

function standingShare(lines: readonly LineBox[]): number {
  return lines.filter((line) => line.y1 - line.y0 > line.x1 - line.x0).length / lines.length;
}
