import { describe, expect, it } from 'vitest';
import type { OcrWord } from '@docsift/core/ocr';
import { readingOrder } from './reading-order.ts';

const word = (
  text: string,
  x0: number,
  y0: number,
  x1 = x0 + text.length * 6,
  y1 = y0 + 10,
): OcrWord => ({
  text,
  bbox: [x0, y0, x1, y1],
  conf: 1,
});

describe('readingOrder', () => {
  it('orders words top to bottom by line and left to right within a line', () => {
    const words = [
      word('Total', 10, 40),
      word('952.00', 200, 41),
      word('Invoice', 10, 10),
      word('number', 56, 11),
      word('7', 100, 9),
    ];
    const ordered = readingOrder(words);
    expect(ordered.words.map((w) => w.text)).toEqual(['Invoice', 'number', '7', 'Total', '952.00']);
    expect(ordered.text).toBe('Invoice number 7\nTotal  952.00');
  });

  it('keeps a slightly skewed scan line together', () => {
    const words = [0, 1, 2, 3, 4].map((i) => word(`w${i}`, i * 20, 100 + i * 2));
    expect(readingOrder(words).text).toBe('w0 w1 w2 w3 w4');
  });

  it('separates stacked lines whose boxes touch', () => {
    const words = [word('upper', 0, 0, 30, 10), word('lower', 0, 8, 30, 18)];
    expect(readingOrder(words).text).toBe('upper\nlower');
  });

  it('drops the second copy of a fake-bold word', () => {
    const words = [word('Total', 10, 10), word('Total', 10.3, 10.2), word('5', 45, 10)];
    expect(readingOrder(words).text).toBe('Total 5');
  });
});
