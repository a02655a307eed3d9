/**
 * A page printed turned by 90° (a wide table set sideways on a portrait page) has a text layer
 * whose lines run down or up the page; one turned by 180° (a sideways page turned the wrong way
 * round), lines that run right to left from the bottom up. Such a page is read turned upright, as
 * a turned scan is: its words' boxes are turned with it, so lines run left to right again.
 * The direction comes from the text matrices the page is drawn with (pdf-text-direction.ts) where
 * they agree; else it is read off the words (their boxes' shape and the order the text layer gives
 * them in), so pdf.js and poppler pages are turned alike.
 */
import type { BBox, OcrWord } from '@docsift/core/ocr';

export interface UprightPage {
  words: OcrWord[];
  /** The page's ruling lines, turned with its words. */
  rules: BBox[];
  width: number;
  height: number;
}

export type Turn = 'none' | 'reads-down' | 'reads-up' | 'upside-down';

/** Words of three characters or more show a line's direction in their box's shape. */
const MIN_SHAPE_CHARACTERS = 3;

/**
 * The page's words turned so that its text reads left to right, with the page's size after turning:
 * by `turn` where the page's drawing says which way its text runs, else by its words.
 */
export function uprightPage(
  words: readonly OcrWord[],
  rules: readonly BBox[],
  width: number,
  height: number,
  turn: Turn = textTurn(words),
): UprightPage {
  if (turn === 'none') return { words: [...words], rules: [...rules], width, height };
  // Upside down: (x, y) → (width − x, height − y). Reading down: turned a quarter anticlockwise,
  // (x, y) → (y, width − x); reading up: the reverse. A quarter turn swaps the page's sides.
  const turned = (x: number, y: number): [number, number] =>
    turn === 'upside-down'
      ? [width - x, height - y]
      : turn === 'reads-down'
        ? [y, width - x]
        : [height - y, x];
  const sideways = turn !== 'upside-down';
  return {
    words: words.map((word) => ({ ...word, bbox: turnedBox(word.bbox, turned) })),
    rules: rules.map((rule) => turnedBox(rule, turned)),
    width: sideways ? height : width,
    height: sideways ? width : height,
  };
}

/** Whether most of the page's text (by characters) runs vertically, and which way, or upside down. */
export function textTurn(words: readonly OcrWord[]): Turn {
  let vertical = 0;
  let horizontal = 0;
  for (const word of words) {
    if (word.text.length < MIN_SHAPE_CHARACTERS) continue;
    const [x0, y0, x1, y1] = word.bbox;
    if (y1 - y0 > x1 - x0) vertical += word.text.length;
    else horizontal += word.text.length;
  }
  if (vertical <= horizontal) return readsUpsideDown(words) ? 'upside-down' : 'none';
  // Consecutive words of one vertical line step down the page when it reads downwards.
  let down = 0;
  for (let index = 1; index < words.length; index++) {
    const [previous, word] = [words[index - 1]!.bbox, words[index]!.bbox];
    if (previous[0] >= word[2] || word[0] >= previous[2]) continue;
    down += Math.sign(word[1] - previous[1]);
  }
  return down >= 0 ? 'reads-down' : 'reads-up';
}

/**
 * Whether the page's lines run right to left and follow each other up the page: text turned by
 * 180°. Right-to-left scripts run right to left too, but their lines follow each other down.
 */
function readsUpsideDown(words: readonly OcrWord[]): boolean {
  let leftward = 0;
  let upward = 0;
  for (let index = 1; index < words.length; index++) {
    const [previous, word] = [words[index - 1]!.bbox, words[index]!.bbox];
    const sameLine = previous[1] < word[3] && word[1] < previous[3];
    if (sameLine) leftward += Math.sign(previous[0] - word[0]);
    else upward += Math.sign(previous[1] - word[1]);
  }
  return leftward > 0 && upward > 0;
}

function turnedBox(bbox: BBox, turned: (x: number, y: number) => [number, number]): BBox {
  const [ax, ay] = turned(bbox[0], bbox[1]);
  const [bx, by] = turned(bbox[2], bbox[3]);
  return [Math.min(ax, bx), Math.min(ay, by), Math.max(ax, bx), Math.max(ay, by)];
}
