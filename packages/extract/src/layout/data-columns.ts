/** Column x-ranges of a table body: the runs of x covered by the segments of its rows, split at empty gutters. */
import type { BBox } from '@docsift/core/ocr';

export type Range = [number, number];

export function dataColumns(boxes: readonly BBox[]): Range[] {
  const ranges = boxes.map((bbox): Range => [bbox[0], bbox[2]]).sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] < last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

export function overlap(a: Range, b: Range): number {
  return Math.max(0, Math.min(a[1], b[1]) - Math.max(a[0], b[0]));
}
