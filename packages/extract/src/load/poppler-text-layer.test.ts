import { describe, expect, it } from 'vitest';
import type { BBox } from '@docsift/core/ocr';
import { parseBboxLayout } from './poppler-text-layer.ts';

/** pdftotext's XHTML for one page of words, each `[text, box]`. */
function bboxLayout(words: readonly (readonly [string, BBox])[]): string {
  const tags = words.map(
    ([text, [x0, y0, x1, y1]]) =>
      `<word xMin="${x0}" yMin="${y0}" xMax="${x1}" yMax="${y1}">${text}</word>`,
  );
  return `<doc><page width="595" height="842"><flow><block><line>${tags.join('')}</line></block></flow></page></doc>`;
}

describe('parseBboxLayout', () => {
  it('parts a word that holds spaces along its line, a horizontal one across the page', () => {
    const [words] = parseBboxLayout(bboxLayout([['Total . .', [100, 50, 190, 60]]]));
    expect(words!.map((word) => word.text)).toEqual(['Total', '.', '.']);
    for (const word of words!) expect([word.bbox[1], word.bbox[3]]).toEqual([50, 60]);
    expect(words![0]!.bbox[0]).toBe(100);
    expect(words![2]!.bbox[2]).toBeCloseTo(190);
  });

  // A table printed sideways: pdftotext gives its words in page coordinates, their boxes tall, and
  // keeps a dot leader's spaces inside one word ("manslaughter. . . .").
  it.each<['down' | 'up', BBox]>([
    ['down', [500, 100, 510, 400]],
    ['up', [500, 400, 510, 700]],
  ])('parts such a word along the page where its line reads %s', (direction, leader) => {
    const labels: [string, BBox][] =
      direction === 'down'
        ? [
            ['Murder', [500, 40, 510, 80]],
            ['and', [500, 84, 510, 96]],
          ]
        : [
            ['Murder', [500, 760, 510, 800]],
            ['and', [500, 744, 510, 756]],
          ];
    const [words] = parseBboxLayout(bboxLayout([...labels, ['manslaughter. . .', leader]]));
    const parts = words!.slice(2);
    expect(parts.map((word) => word.text)).toEqual(['manslaughter.', '.', '.']);
    for (const part of parts) {
      // Each part keeps the line's full height across it and a length of its own along it.
      expect([part.bbox[0], part.bbox[2]]).toEqual([500, 510]);
      expect(part.bbox[3] - part.bbox[1]).toBeGreaterThan(1);
    }
    const tops = parts.map((part) => part.bbox[1]);
    // The word's first letters stand where its line starts: at the top reading down, at the bottom reading up.
    expect(tops).toEqual([...tops].sort((a, b) => (direction === 'down' ? a - b : b - a)));
    const [first, last] = [parts[0]!.bbox, parts.at(-1)!.bbox];
    expect(direction === 'down' ? [first[1], last[3]] : [last[1], first[3]]).toEqual([
      leader[1],
      leader[3],
    ]);
  });
});
