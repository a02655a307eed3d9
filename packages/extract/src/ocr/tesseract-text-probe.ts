/**
 * An image without text (noise, a photo of a wall) holds tesseract.js for long: a 1000×1000
 * noise image took 37 s a reading, read upright and then in three more turns (86 s in all), so
 * only the time budget ended it (issue 27 item 1). A large page is therefore probed first, each
 * step ending the probe as soon as it finds text, and read as before then:
 * 1. a square at its centre, read at full size (a receipt's: 0.1 to 0.6 s, its reading 1 to 2 s);
 * 2. the page scaled down to at most 500×500 pixels' worth (noise's time grows faster than its
 *    pixels: 500×500 takes 3.8 s, 1000×1000 31 s), where larger text reads as confident words;
 * 3. when none is found there, the centre square and a few places where that reading saw
 *    something (where it saw nothing: spots spread over the page), read at full size in each turn
 *    (text too small for the scaled-down page, or turned).
 * With no confident word in any of them, the page has no text and is read as empty.
 *
 * The native binary sees no word at all in a square of noise, in noise scaled down or in 12 px
 * text scaled down (hence step 3's spread spots), yet it read a 4000×4000 noise page whole for
 * 38 s and a 2000×2000 page of 5 to 8 px blots for 37 s to over 120 s. Each of its readings starts
 * a process (0.3 to 1 s), so it reads step 3's squares on one sheet at once.
 */
import sharp from 'sharp';
import type { OcrWord } from '@docsift/core/ocr';
import { confidentWordCount, turnPng } from './page-orientation.ts';

/** The scaled-down page's pixels (at most half its size); smaller pages are read whole at once. */
const OVERVIEW_PIXELS = 250_000;
/** The centre square's side: a few lines of a receipt or a page of print. */
const CENTRE_SIDE = 320;
/**
 * A word of text, here: letters or digits read with this confidence. Noise's never reached 0.47
 * in 51 readings of its squares, turns and half size; text's mostly read above 0.9.
 */
const TEXT_CONFIDENCE = 0.6;
/** Words of text in the scaled-down page that make it one with text (noise: none in 60). */
const MIN_TEXT_WORDS = 3;
/** Places of the scaled-down reading read again at full size. */
const SAMPLE_SIZE = 4;
/** A place's square, at full size: twice its word's longer side, within these bounds. */
const MIN_PLACE_SIDE = 96;
const MAX_PLACE_SIDE = 200;
const TURNS = [0, 90, 180, 270] as const;
/** White between the squares of a sheet, so no line of text runs from one square into the next. */
const SHEET_GUTTER = 48;

export interface TextProbeOptions {
  /** Read step 3's squares as one image: for a recognizer whose every reading is costly to start. */
  readsSquaresAtOnce?: boolean;
}

/** Whether `png` surely has no text; `recognize` reads one PNG into words. */
export async function readsAsNoText(
  png: Buffer,
  recognize: (png: Buffer) => Promise<OcrWord[]>,
  options: TextProbeOptions = {},
): Promise<boolean> {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  if (width * height <= OVERVIEW_PIXELS) return false;
  const square = (centreX: number, centreY: number, side: number) =>
    squareOf(png, width, height, centreX, centreY, side);
  const centre = await square(width / 2, height / 2, CENTRE_SIDE);
  const textWords = async (image: Buffer) =>
    confidentWordCount(await recognize(image), TEXT_CONFIDENCE);
  if ((await textWords(centre)) > 0) return false;

  const scale = Math.min(0.5, Math.sqrt(OVERVIEW_PIXELS / (width * height)));
  const overview = await sharp(png)
    .resize(Math.round(width * scale), Math.round(height * scale))
    .png({ compressionLevel: 1 })
    .toBuffer();
  const seen = await recognize(overview);
  if (confidentWordCount(seen, TEXT_CONFIDENCE) >= MIN_TEXT_WORDS) return false;

  const count = Math.min(SAMPLE_SIZE, seen.length);
  const places = await Promise.all(
    count === 0
      ? // The quarters' centres: a blank page, noise, or text too small to be seen at all.
        [1, 3].flatMap((y) =>
          [1, 3].map((x) => square((x * width) / 4, (y * height) / 4, MAX_PLACE_SIDE)),
        )
      : Array.from({ length: count }, (_, n) => {
          const [x0, y0, x1, y1] = seen[Math.floor((n * seen.length) / count)]!.bbox;
          const longer = Math.max(x1 - x0, y1 - y0) / scale;
          const side = Math.max(MIN_PLACE_SIDE, Math.min(MAX_PLACE_SIDE, 2 * longer));
          return square((x0 + x1) / 2 / scale, (y0 + y1) / 2 / scale, side);
        }),
  );
  // The centre was read upright first.
  const turned = TURNS.flatMap((turn) =>
    (turn === 0 ? places : [centre, ...places]).map((place) => () => turnPng(place, turn)),
  );
  if (options.readsSquaresAtOnce)
    return (await textWords(await sheetOf(await Promise.all(turned.map((turn) => turn()))))) === 0;
  for (const turn of turned) if ((await textWords(await turn())) > 0) return false;
  return true;
}

/** The squares in rows about as wide as the sheet is high, white between them, as one PNG. */
async function sheetOf(squares: readonly Buffer[]): Promise<Buffer> {
  const sides = await Promise.all(
    squares.map(async (square) => (await sharp(square).metadata()).width ?? 0),
  );
  const rowWidth = Math.sqrt(sides.reduce((sum, side) => sum + (side + SHEET_GUTTER) ** 2, 0));
  const placed: sharp.OverlayOptions[] = [];
  let [left, top, rowHeight, width] = [SHEET_GUTTER, SHEET_GUTTER, 0, 0];
  squares.forEach((input, n) => {
    const side = sides[n]!;
    if (left + side > rowWidth && left > SHEET_GUTTER) {
      [left, top, rowHeight] = [SHEET_GUTTER, top + rowHeight + SHEET_GUTTER, 0];
    }
    placed.push({ input, left, top });
    left += side + SHEET_GUTTER;
    [rowHeight, width] = [Math.max(rowHeight, side), Math.max(width, left)];
  });
  const height = top + rowHeight + SHEET_GUTTER;
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite(placed)
    .grayscale()
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** The square of `side` (at most the page's shorter side) around a point, within the page. */
function squareOf(
  png: Buffer,
  width: number,
  height: number,
  centreX: number,
  centreY: number,
  wantedSide: number,
): Promise<Buffer> {
  const side = Math.round(Math.min(width, height, wantedSide));
  const left = Math.round(Math.min(width - side, Math.max(0, centreX - side / 2)));
  const top = Math.round(Math.min(height - side, Math.max(0, centreY - side / 2)));
  return sharp(png)
    .extract({ left, top, width: side, height: side })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
