import { describe, expect, it } from 'vitest';
import { blankGaps, decodeCtc, wordsOfLine, type DecodedCharacter } from './ppocr-recognize.ts';

const characters = ['', 'a', 'b', 'c', ' '];

/** Output probabilities with, per step, `best` at 0.9 and the space at `space`. */
function steps(rows: readonly { best: number; space?: number }[]): Float32Array {
  const data = new Float32Array(rows.length * characters.length);
  rows.forEach(({ best, space = 0 }, step) => {
    data[step * characters.length + best] = 0.9;
    if (best !== 4) data[step * characters.length + 4] = space;
  });
  return data;
}

describe('decodeCtc', () => {
  it('merges repeats, drops blanks, and keeps the steps and the space likelihood between', () => {
    const decoded = decodeCtc(
      steps([{ best: 1 }, { best: 1 }, { best: 0, space: 0.2 }, { best: 1 }, { best: 2 }]),
      5,
      characters,
    );
    expect(decoded).toEqual([
      { text: 'a', prob: expect.closeTo(0.9, 5), step: 0, spaceBefore: 0 },
      { text: 'a', prob: expect.closeTo(0.9, 5), step: 3, spaceBefore: expect.closeTo(0.2, 5) },
      { text: 'b', prob: expect.closeTo(0.9, 5), step: 4, spaceBefore: 0 },
    ]);
  });
});

describe('wordsOfLine', () => {
  const line = { x0: 100, y0: 10, x1: 200, y1: 30 };
  const character = (text: string, step: number, spaceBefore = 0): DecodedCharacter => ({
    text,
    prob: text === 'c' ? 0.5 : 1,
    step,
    spaceBefore,
  });

  it('parts words at a read space and at a likely one, with boxes from their steps', () => {
    const decoded = [
      character('a', 0),
      character('b', 2),
      character(' ', 4),
      character('c', 6),
      character('a', 8, 0.3),
    ];
    const words = wordsOfLine(decoded, line, 10, () => false);
    expect(words).toEqual([
      { text: 'ab', bbox: [100, 10, 135, 30], conf: 1 },
      { text: 'c', bbox: [155, 10, 175, 30], conf: 0.5 },
      { text: 'a', bbox: [175, 10, 195, 30], conf: 1 },
    ]);
  });

  it('parts words at a blank gap where the model gave a space some chance, not where it gave none', () => {
    const gapAfter = (x: number) => (from: number, to: number) => from < x && x < to;
    const read = (spaceBefore: number) =>
      wordsOfLine(
        [character('a', 0), character('b', 2), character('c', 6, spaceBefore)],
        line,
        10,
        gapAfter(150),
      ).map((word) => word.text);
    expect(read(0.03)).toEqual(['ab', 'c']);
    expect(read(0.001)).toEqual(['abc']);
  });
});

/** A 20 px high line of 10 px wide glyphs, black on white, with the blank gaps given after each. */
function glyphRow(gaps: readonly number[]) {
  const width = gaps.reduce((sum, gap) => sum + 10 + gap, 10);
  const data = new Uint8Array(width * 20).fill(255);
  let x = 0;
  for (const gap of [...gaps, 0]) {
    for (let y = 4; y < 16; y++) data.fill(0, y * width + x, y * width + x + 10);
    x += 10 + gap;
  }
  return { image: { data, width, height: 20 }, line: { x0: 0, y0: 0, x1: width, y1: 20 } };
}

describe('blankGaps', () => {
  it('parts words at a gap of 0.4 line heights between tightly set letters', () => {
    const { image, line } = glyphRow([1, 1, 1, 9, 1, 1]);
    const isGap = blankGaps(image, line);
    expect(isGap(0, 25)).toBe(false);
    expect(isGap(38, 57)).toBe(true);
  });

  it('parts the letters a receipt printer spaces out only at a gap twice their spacing', () => {
    const { image, line } = glyphRow([9, 9, 9, 9, 25, 9, 9]);
    const isGap = blankGaps(image, line);
    expect(isGap(0, 30)).toBe(false);
    expect(isGap(81, 116)).toBe(true);
  });
});
