import { describe, expect, it } from 'vitest';
import { linesFromProbabilities } from './ppocr-detect.ts';

/** A probability map with `value` inside each [x0, y0, x1, y1) rectangle and 0 elsewhere. */
function mapWith(
  width: number,
  height: number,
  rectangles: readonly [number, number, number, number, number][],
): Float32Array {
  const map = new Float32Array(width * height);
  for (const [x0, y0, x1, y1, value] of rectangles)
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) map[y * width + x] = value;
  return map;
}

describe('linesFromProbabilities', () => {
  it('gives one box per confident region, grown by the unclip distance', () => {
    const map = mapWith(100, 40, [
      [10, 5, 50, 15, 0.9],
      [60, 25, 90, 33, 0.8],
    ]);
    const boxes = linesFromProbabilities(map, 100, 40);
    // 40 x 10 region: area 400 x 1.5 / perimeter 100 = 6 px each side.
    expect(boxes[0]).toEqual({ x0: 4, y0: -1, x1: 56, y1: 21 });
    expect(boxes).toHaveLength(2);
    expect(boxes[1]!.x0).toBeLessThan(60);
    expect(boxes[1]!.y1).toBeGreaterThan(33);
  });

  it('drops faint regions and specks', () => {
    const map = mapWith(100, 40, [
      [10, 5, 50, 15, 0.5],
      [60, 25, 62, 27, 0.95],
    ]);
    expect(linesFromProbabilities(map, 100, 40)).toEqual([]);
  });

  it('does not join a region at the right edge with one at the left edge of the next row', () => {
    const map = mapWith(20, 10, [
      [14, 0, 20, 5, 0.9],
      [0, 5, 6, 10, 0.9],
    ]);
    expect(linesFromProbabilities(map, 20, 10)).toHaveLength(2);
  });
});
