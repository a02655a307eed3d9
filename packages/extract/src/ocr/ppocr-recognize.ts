import type { OcrWord } from '@docsift/core/ocr';
import type { GrayImage, LineBox } from './ppocr-detect.ts';
import type { PpocrModels } from './ppocr-models.ts';

/** The recognition model reads lines scaled to this height. */
const LINE_HEIGHT = 48;
/** Lines recognised in one run: sorted by width, so little of a batch is padding. */
const BATCH = 8;
/** Longest line in model pixels (PaddleOCR's limit): wider ones are squeezed. */
const MAX_LINE_WIDTH = 3200;

/** One recognised character: its class's probability and the output step it peaked at. */
export interface DecodedCharacter {
  text: string;
  prob: number;
  step: number;
  /** The highest probability of a space at the steps since the character before. */
  spaceBefore: number;
}

/**
 * A space this likely between two characters ends a word. The model, trained mostly on Chinese,
 * often reads no space between Latin words, but a space still scores well above nothing there.
 */
const SPACE_SPLIT = 0.05;

/** Reads every line box of the page into words with boxes in the page's pixels. */
export async function recognizeLines(
  models: PpocrModels,
  image: GrayImage,
  lines: readonly LineBox[],
): Promise<OcrWord[][]> {
  const widths = lines.map((line) =>
    Math.min(
      MAX_LINE_WIDTH,
      Math.max(8, Math.ceil((LINE_HEIGHT * (line.x1 - line.x0)) / (line.y1 - line.y0))),
    ),
  );
  const order = lines.map((_, index) => index).sort((a, b) => widths[a]! - widths[b]!);
  const words: OcrWord[][] = lines.map(() => []);
  for (let first = 0; first < order.length; first += BATCH) {
    const batch = order.slice(first, first + BATCH);
    const batchWidth = Math.max(...batch.map((index) => widths[index]!));
    const input = new Float32Array(batch.length * 3 * LINE_HEIGHT * batchWidth);
    batch.forEach((index, slot) =>
      writeLine(input, slot, batchWidth, image, lines[index]!, widths[index]!),
    );
    const output = await models.recognition.run({
      x: new models.Tensor('float32', input, [batch.length, 3, LINE_HEIGHT, batchWidth]),
    });
    const probabilities = Object.values(output)[0]!;
    const [, steps, classes] = probabilities.dims as [number, number, number];
    const data = probabilities.data as Float32Array;
    batch.forEach((index, slot) => {
      const decoded = decodeCtc(
        data.subarray(slot * steps * classes, (slot + 1) * steps * classes),
        steps,
        models.characters,
      );
      // Model pixels per output step, and page pixels per model pixel.
      const stepWidth = batchWidth / steps;
      const line = lines[index]!;
      const toPage = (line.x1 - line.x0) / widths[index]!;
      words[index] = wordsOfLine(decoded, line, stepWidth * toPage, blankGaps(image, line));
    });
  }
  return words;
}

/** Writes one line, scaled to the model's height and normalised to -1..1, into slot `slot`; the rest stays 0 (padding). */
function writeLine(
  input: Float32Array,
  slot: number,
  batchWidth: number,
  image: GrayImage,
  line: LineBox,
  width: number,
): void {
  const plane = LINE_HEIGHT * batchWidth;
  const offset = slot * 3 * plane;
  const scaleX = (line.x1 - line.x0) / width;
  const scaleY = (line.y1 - line.y0) / LINE_HEIGHT;
  for (let y = 0; y < LINE_HEIGHT; y++) {
    const sourceY = Math.min(image.height - 1, Math.floor(line.y0 + (y + 0.5) * scaleY));
    for (let x = 0; x < width; x++) {
      const sourceX = Math.min(image.width - 1, Math.floor(line.x0 + (x + 0.5) * scaleX));
      const value = image.data[sourceY * image.width + sourceX]! / 127.5 - 1;
      for (let channel = 0; channel < 3; channel++)
        input[offset + channel * plane + y * batchWidth + x] = value;
    }
  }
}

/**
 * CTC greedy decoding: the best class per step, repeats merged, blanks (class 0) dropped. The
 * last class is the space.
 */
export function decodeCtc(
  probabilities: Float32Array,
  steps: number,
  characters: readonly string[],
): DecodedCharacter[] {
  const classes = probabilities.length / steps;
  const space = classes - 1;
  const decoded: DecodedCharacter[] = [];
  let previous = 0;
  let spaceBefore = 0;
  for (let step = 0; step < steps; step++) {
    const row = step * classes;
    let best = 0;
    for (let index = 1; index < classes; index++)
      if (probabilities[row + index]! > probabilities[row + best]!) best = index;
    if (best !== 0 && best !== previous) {
      decoded.push({
        text: characters[best] ?? '',
        prob: probabilities[row + best]!,
        step,
        spaceBefore,
      });
      spaceBefore = 0;
    } else spaceBefore = Math.max(spaceBefore, probabilities[row + space]!);
    previous = best;
  }
  return decoded;
}

/**
 * A blank gap parts words only where the model gave a space at least this chance. A receipt
 * printer sets narrow letters in wide cells, leaving blanks inside words ("CU STOMER"), and the
 * model, reading the whole line, gives a space there next to none.
 */
const GAP_SPACE_MIN = 0.02;

/** Blank paper this share of the line box's height wide between two characters parts words too. */
const WORD_GAP = 0.4;
/**
 * ... unless the line spaces its letters out ("W E S T E R N" on a receipt printer): then a word
 * gap is this many times the line's usual gap between letters.
 */
const GAPS_PER_LETTER_GAP = 2;

/** Whether the line's pixels between two page x positions hold a blank run as wide as a word gap. */
export function blankGaps(image: GrayImage, line: LineBox): (from: number, to: number) => boolean {
  const [x0, x1] = [Math.floor(line.x0), Math.min(image.width, Math.ceil(line.x1))];
  const [y0, y1] = [Math.floor(line.y0), Math.min(image.height, Math.ceil(line.y1))];
  const darkest = new Uint8Array(Math.max(0, x1 - x0)).fill(255);
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++)
      darkest[x - x0] = Math.min(darkest[x - x0]!, image.data[y * image.width + x]!);
  let [ink, paper] = [255, 0];
  for (const value of darkest) [ink, paper] = [Math.min(ink, value), Math.max(paper, value)];
  const threshold = (ink + paper) / 2;
  const minGap = Math.max(
    2,
    WORD_GAP * (y1 - y0),
    GAPS_PER_LETTER_GAP * medianGap(darkest, threshold),
  );
  return (from, to) => {
    let run = 0;
    for (let x = Math.max(x0, Math.round(from)); x < Math.min(x1, Math.round(to)); x++) {
      run = darkest[x - x0]! > threshold ? run + 1 : 0;
      if (run >= minGap) return true;
    }
    return false;
  };
}

/** The median width of the blank runs between inked columns of a line. */
function medianGap(darkest: Uint8Array, threshold: number): number {
  const runs: number[] = [];
  let run = 0;
  let inked = false;
  for (const value of darkest) {
    if (value > threshold) run++;
    else {
      if (inked && run > 0) runs.push(run);
      inked = true;
      run = 0;
    }
  }
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)] ?? 0;
}

/**
 * Splits a line's characters into words at likely spaces and wide blank gaps. A word spans from
 * its first to its last character's step, widened by half a step each side, in page pixels; its
 * confidence is the mean of its characters' probabilities.
 */
export function wordsOfLine(
  decoded: readonly DecodedCharacter[],
  line: LineBox,
  stepWidth: number,
  isGap: (from: number, to: number) => boolean,
): OcrWord[] {
  const centre = (character: DecodedCharacter) => line.x0 + (character.step + 0.5) * stepWidth;
  const words: OcrWord[] = [];
  let current: DecodedCharacter[] = [];
  const flush = (): void => {
    if (current.length === 0) return;
    const first = current[0]!;
    const last = current[current.length - 1]!;
    words.push({
      text: current.map((character) => character.text).join(''),
      bbox: [
        Math.max(line.x0, line.x0 + (first.step - 0.5) * stepWidth),
        line.y0,
        Math.min(line.x1, line.x0 + (last.step + 1.5) * stepWidth),
        line.y1,
      ],
      conf: current.reduce((sum, character) => sum + character.prob, 0) / current.length,
    });
    current = [];
  };
  for (const character of decoded) {
    const previous = current[current.length - 1];
    if (character.spaceBefore >= SPACE_SPLIT) flush();
    else if (
      previous &&
      character.spaceBefore >= GAP_SPACE_MIN &&
      isGap(centre(previous), centre(character))
    )
      flush();
    if (character.text.trim() === '') flush();
    else current.push(character);
  }
  flush();
  return words;
}
