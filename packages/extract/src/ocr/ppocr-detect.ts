import type { PpocrModels } from './ppocr-models.ts';

/** A text line found by detection, in the pixels of the image given. */
export interface LineBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The grayscale page as detection and recognition read it. */
export interface GrayImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** PaddleOCR's DB post-processing settings for PP-OCRv4. */
const PIXEL_THRESHOLD = 0.3;
const BOX_THRESHOLD = 0.6;
const UNCLIP_RATIO = 1.5;
const MIN_SIDE = 3;
/** The map is computed on the page scaled to at most this long side (a multiple of 32). */
const MAX_SIDE = 1600;
const MEAN = [0.485, 0.456, 0.406];
const STD = [0.229, 0.224, 0.225];

/** Finds the text lines of a page with the DB detection model. */
export async function detectLines(models: PpocrModels, image: GrayImage): Promise<LineBox[]> {
  const scale = Math.min(1, MAX_SIDE / Math.max(image.width, image.height));
  const width = Math.max(32, Math.round((image.width * scale) / 32) * 32);
  const height = Math.max(32, Math.round((image.height * scale) / 32) * 32);
  const input = new Float32Array(3 * width * height);
  const plane = width * height;
  for (let y = 0; y < height; y++) {
    const sourceRow = Math.min(image.height - 1, Math.floor((y * image.height) / height));
    for (let x = 0; x < width; x++) {
      const sourceColumn = Math.min(image.width - 1, Math.floor((x * image.width) / width));
      const value = image.data[sourceRow * image.width + sourceColumn]! / 255;
      for (let channel = 0; channel < 3; channel++)
        input[channel * plane + y * width + x] = (value - MEAN[channel]!) / STD[channel]!;
    }
  }
  const output = await models.detection.run({
    x: new models.Tensor('float32', input, [1, 3, height, width]),
  });
  const map = Object.values(output)[0]!.data as Float32Array;
  const toImageX = image.width / width;
  const toImageY = image.height / height;
  return linesFromProbabilities(map, width, height).map((box) => ({
    x0: Math.max(0, box.x0 * toImageX),
    y0: Math.max(0, box.y0 * toImageY),
    x1: Math.min(image.width, box.x1 * toImageX),
    y1: Math.min(image.height, box.y1 * toImageY),
  }));
}

/**
 * Line boxes from DB's text probability map: the connected regions above the pixel threshold whose
 * mean probability is confident, each grown by DB's unclip distance (the model shrinks text
 * regions when trained). Boxes are axis-aligned, which photos of receipts and scans allow.
 */
export function linesFromProbabilities(
  map: Float32Array,
  width: number,
  height: number,
): LineBox[] {
  const seen = new Uint8Array(width * height);
  const boxes: LineBox[] = [];
  const stack: number[] = [];
  for (let start = 0; start < map.length; start++) {
    if (seen[start] || map[start]! <= PIXEL_THRESHOLD) continue;
    let [x0, y0, x1, y1, sum, count] = [width, height, 0, 0, 0, 0];
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const index = stack.pop()!;
      const x = index % width;
      const y = (index - x) / width;
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
      sum += map[index]!;
      count += 1;
      for (const next of [index - 1, index + 1, index - width, index + width]) {
        const sameRow = next === index - 1 ? x > 0 : next === index + 1 ? x < width - 1 : true;
        if (!sameRow || next < 0 || next >= map.length) continue;
        if (seen[next] || map[next]! <= PIXEL_THRESHOLD) continue;
        seen[next] = 1;
        stack.push(next);
      }
    }
    const [boxWidth, boxHeight] = [x1 - x0 + 1, y1 - y0 + 1];
    if (Math.min(boxWidth, boxHeight) < MIN_SIDE || sum / count < BOX_THRESHOLD) continue;
    const grow = (boxWidth * boxHeight * UNCLIP_RATIO) / (2 * (boxWidth + boxHeight));
    boxes.push({ x0: x0 - grow, y0: y0 - grow, x1: x1 + 1 + grow, y1: y1 + 1 + grow });
  }
  return boxes;
}
