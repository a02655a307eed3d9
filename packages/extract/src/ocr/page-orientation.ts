import sharp from 'sharp';
import type { OcrWord } from '@docsift/core/ocr';

/** Clockwise turns that put a page scanned sideways or upside down upright. */
export type QuarterTurn = 0 | 90 | 180 | 270;

/** Tesseract reads glyphs on their side or upside down as short low-confidence noise: a confident word is real text. */
const CONFIDENT = 0.8;
const REAL_TEXT = /\p{L}{2}|\d{2}/u;
/** An upright page where fewer than this share of the words are confident may be turned. */
const MIN_CONFIDENT_SHARE = 0.5;
/** Turns are tried on the page scaled down to this long side: enough to read body text, a fraction of the time. */
const TRIAL_LONG_SIDE = 1600;
/** A turn must read this many times the confident words read upright: a low-resolution trial that only matches is noise. */
const MIN_GAIN = 2;

/** Words this long are wider than high when they lie flat, whatever their letters. */
const FLAT_CHECK_LENGTH = 4;

/**
 * The native binary may read a sideways line as vertical text, confidently: its words' boxes
 * then stand upright, and lines built from them would be columns.
 */
function liesFlat(word: OcrWord): boolean {
  const [x0, y0, x1, y1] = word.bbox;
  return [...word.text].length < FLAT_CHECK_LENGTH || x1 - x0 >= y1 - y0;
}

/** Words read confidently that look like text (letters or digits in a row, lying flat). */
export function confidentWordCount(words: readonly OcrWord[], minConfidence = CONFIDENT): number {
  return words.filter(
    (word) => word.conf >= minConfidence && REAL_TEXT.test(word.text) && liesFlat(word),
  ).length;
}

/**
 * The turn that makes the page read best, tried only when the upright reading is mostly noise, so a
 * page that reads well costs nothing more. `recognize` reads one PNG into words.
 */
export async function uprightTurn(
  png: Buffer,
  upright: readonly OcrWord[],
  recognize: (png: Buffer) => Promise<OcrWord[]>,
): Promise<QuarterTurn> {
  const uprightScore = confidentWordCount(upright);
  if (uprightScore >= upright.length * MIN_CONFIDENT_SHARE) return 0;
  const trial = await sharp(png)
    .resize(TRIAL_LONG_SIDE, TRIAL_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 1 })
    .toBuffer();
  let best: { turn: QuarterTurn; score: number } = { turn: 0, score: uprightScore * MIN_GAIN };
  for (const turn of [90, 180, 270] as const) {
    const score = confidentWordCount(await recognize(await turnPng(trial, turn)));
    if (score > best.score) best = { turn, score };
  }
  return best.turn;
}

export async function turnPng(png: Buffer, turn: QuarterTurn): Promise<Buffer> {
  return turn === 0 ? png : sharp(png).rotate(turn).png({ compressionLevel: 1 }).toBuffer();
}
