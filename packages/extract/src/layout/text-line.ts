/**
 * Reading order from word geometry: words grouped into lines by vertical overlap, lines split
 * into segments at gaps wide enough to separate columns ("Invoice date      12.03.2024").
 */
import type { BBox, OcrPage, OcrWord } from '@docsift/core/ocr';

export interface Segment {
  words: OcrWord[];
  text: string;
  bbox: BBox;
}

export interface TextLine {
  page: number;
  /** Index of the line on its page, top to bottom. */
  index: number;
  words: OcrWord[];
  segments: Segment[];
  text: string;
  bbox: BBox;
}

/**
 * Two words share a line when their heights overlap by more than this share of the smaller one.
 * Not a half: a word centred in a table cell beside a two-line cell overlaps each of those lines
 * by half its height, and a few hundredths of a point from the text layer must not decide which.
 */
const MIN_LINE_OVERLAP = 0.6;

/** A mark without letters or digits this many times taller than the page's words is a rule or an edge, not text. */
const RULE_HEIGHT_FACTOR = 2;

/** Lines of a page in reading order. */
export function pageLines(page: OcrPage): TextLine[] {
  const drawn = page.words.filter((word) => word.text.trim() !== '' && word.bbox[3] > word.bbox[1]);
  // A bar read from a box's edge or a photo's border spans several lines and would merge them.
  const ruleHeight = medianHeight(drawn) * RULE_HEIGHT_FACTOR;
  const kept = drawn.filter(
    (word) => /[\p{L}\p{N}]/u.test(word.text) || word.bbox[3] - word.bbox[1] <= ruleHeight,
  );
  const words = page.source === 'ocr' ? joinFragments(kept) : kept;
  const sorted = [...words].sort((a, b) => centerY(a) - centerY(b) || a.bbox[0] - b.bbox[0]);
  const groups: LineGroup[] = [];
  for (const word of sorted) {
    const group = groups.slice(-6).find((candidate) => isSameLine(candidate, word));
    if (group) {
      group.words.push(word);
      group.box = unionBox([{ bbox: group.box }, word]);
    } else groups.push({ words: [word], box: word.bbox });
  }
  return groups
    .map((group) => group.words.sort((a, b) => a.bbox[0] - b.bbox[0]))
    .sort((a, b) => unionBox(a)[1] - unionBox(b)[1])
    .map((group, index) => {
      const segments = splitSegments(group);
      return {
        page: page.number,
        index,
        words: group,
        segments,
        text: joinWords(group),
        bbox: unionBox(group),
      };
    });
}

interface LineGroup {
  words: OcrWord[];
  box: BBox;
}

// Only the last few groups can still receive a word, since words arrive sorted by height.
function isSameLine(group: LineGroup, word: OcrWord): boolean {
  const box = group.box;
  const overlap = Math.min(box[3], word.bbox[3]) - Math.max(box[1], word.bbox[1]);
  const height = Math.min(box[3] - box[1], word.bbox[3] - word.bbox[1]);
  if (height <= 0 || overlap < height * MIN_LINE_OVERLAP) return false;
  // Two words may not occupy the same horizontal space on one line.
  return !group.words.some(
    (other) => other.bbox[0] < word.bbox[2] - 1 && word.bbox[0] < other.bbox[2] - 1,
  );
}

/** Fragments of one token overlap over most of the narrower one's width and all but the edge of its height. */
const FRAGMENT_ACROSS = 0.5;
const FRAGMENT_DOWN = 0.8;

/**
 * OCR now and then splits one printed token into two boxes, the second starting inside the first
 * and ending past it ("NO." and "1," for "NO.1,"): a page has one glyph per place, so they are
 * joined, left to right, into one word read as surely as the less sure one. A box lying wholly
 * inside another is a second reading of the same ink (often a garbled one), not a fragment.
 */
function joinFragments(words: readonly OcrWord[]): OcrWord[] {
  const joined: OcrWord[] = [];
  for (const word of [...words].sort((a, b) => a.bbox[0] - b.bbox[0])) {
    const index = joined.findIndex(
      (before) => continuesInto(before, word) || splitsNumber(before, word),
    );
    const before = joined[index];
    if (before)
      joined[index] = {
        text: before.text + word.text,
        bbox: unionBox([before, word]),
        conf: Math.min(before.conf, word.conf),
      };
    else joined.push(word);
  }
  return joined;
}

/** Whether `after` starts inside `before` and ends past it, on the same line. */
function continuesInto(before: OcrWord, after: OcrWord): boolean {
  const [x0, y0, x1, y1] = before.bbox;
  const [a0, b0, a1, b1] = after.bbox;
  if (a0 <= x0 || a1 <= x1) return false;
  const width = Math.min(x1 - x0, a1 - a0);
  const height = Math.min(y1 - y0, b1 - b0);
  const down = Math.min(y1, b1) - Math.max(y0, b0);
  return x1 - a0 > width * FRAGMENT_ACROSS && down > height * FRAGMENT_DOWN;
}

/**
 * Whether OCR read a space inside a number ("9" ".60" for "9.60"): no space is printed before a
 * decimal separator, so a word opening with one just after a figure on the same line goes on it.
 */
function splitsNumber(before: OcrWord, after: OcrWord): boolean {
  if (!/\d$/.test(before.text) || !/^[.,]\d/.test(after.text)) return false;
  const height = Math.min(before.bbox[3] - before.bbox[1], after.bbox[3] - after.bbox[1]);
  const down = Math.min(before.bbox[3], after.bbox[3]) - Math.max(before.bbox[1], after.bbox[1]);
  const gap = after.bbox[0] - before.bbox[2];
  return down > height * FRAGMENT_DOWN && gap >= -height && gap < height;
}

/** A gap wider than `gapFactor` letter heights (default about one and a half) separates segments. */
export function splitSegments(words: OcrWord[], gapFactor = 1.5): Segment[] {
  const height = medianHeight(words);
  const segments: OcrWord[][] = [];
  let current: OcrWord[] = [];
  for (const word of words) {
    const previous = current.at(-1);
    if (previous && word.bbox[0] - previous.bbox[2] > height * gapFactor) {
      segments.push(current);
      current = [];
    }
    current.push(word);
  }
  if (current.length > 0) segments.push(current);
  return segments.map((group) => ({ words: group, text: joinWords(group), bbox: unionBox(group) }));
}

export function joinWords(words: readonly OcrWord[]): string {
  return words.map((word) => word.text).join(' ');
}

export function unionBox(items: readonly { bbox: BBox }[]): BBox {
  let box: BBox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { bbox } of items) {
    box = [
      Math.min(box[0], bbox[0]),
      Math.min(box[1], bbox[1]),
      Math.max(box[2], bbox[2]),
      Math.max(box[3], bbox[3]),
    ];
  }
  return box;
}

export function medianHeight(words: readonly OcrWord[]): number {
  const heights = words.map((word) => word.bbox[3] - word.bbox[1]).sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)] ?? 10;
}

function centerY(word: OcrWord): number {
  return (word.bbox[1] + word.bbox[3]) / 2;
}
