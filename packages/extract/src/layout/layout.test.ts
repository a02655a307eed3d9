import { describe, expect, it } from 'vitest';
import type { OcrPage, OcrWord } from '@docsift/core/ocr';
import { testPage } from '../engines/offline/test-pages.ts';
import { dataColumns } from './data-columns.ts';
import { headerColumns } from './header-columns.ts';
import { joinSplitHeadings } from './split-headings.ts';
import { pageLines } from './text-line.ts';

const word = (text: string, x0: number, y0: number, x1: number, y1: number): OcrWord => ({
  text,
  bbox: [x0, y0, x1, y1],
  conf: 1,
});

const ocrPage = (words: OcrWord[]): OcrPage => ({
  number: 1,
  width: 500,
  height: 500,
  text: '',
  source: 'ocr',
  words,
});

describe('pageLines', () => {
  it('groups words by vertical overlap, orders them left to right and splits segments at column gaps', () => {
    const lines = pageLines(
      ocrPage([
        word('12,50', 300, 101, 330, 111),
        word('Total', 10, 100, 40, 110),
        word('amount', 43, 102, 80, 112),
        word('Next', 10, 130, 40, 140),
      ]),
    );
    expect(lines.map((line) => line.text)).toEqual(['Total amount 12,50', 'Next']);
    expect(lines[0]?.segments.map((segment) => segment.text)).toEqual(['Total amount', '12,50']);
  });

  it('keeps a word centred beside a two-line cell on its own line, whichever way it is off by a hair', () => {
    const header = (offset: number) =>
      pageLines(
        ocrPage([
          word('Unit', 100, 100, 130, 110),
          word('price', 100, 110, 130, 120),
          word('Pos', 10, 100 + offset, 40, 110 + offset),
        ]),
      ).map((line) => line.text);
    expect(header(4.97)).toEqual(['Unit', 'Pos', 'price']);
    expect(header(5.03)).toEqual(['Unit', 'Pos', 'price']);
  });

  it('joins a number OCR split before its decimal separator, and nothing else', () => {
    const [line] = pageLines(
      ocrPage([
        word('TOTAL', 10, 100, 60, 120),
        word('9', 200, 100, 210, 120),
        word('.60', 225, 100, 250, 120),
        word('2', 300, 100, 310, 120),
        word('items', 325, 100, 360, 120),
      ]),
    );
    expect(line!.words.map((w) => w.text)).toEqual(['TOTAL', '9.60', '2', 'items']);
  });

  it('joins the two boxes OCR split one token into, but not a garbled reading lying inside a word', () => {
    const lines = pageLines(
      ocrPage([
        word('NO.', 91, 410, 159, 440),
        word('1,', 138, 406, 164, 447),
        word('TAMAN', 184, 411, 253, 437),
        word('SUNGAI', 300, 410, 380, 440),
        word('alin', 310, 410, 350, 420),
      ]),
    );
    expect(lines[0]?.text).toMatch(/^NO\.1, TAMAN /);
    expect(lines.flatMap((line) => line.words.map((read) => read.text)).sort()).toEqual([
      'NO.1,',
      'SUNGAI',
      'TAMAN',
      'alin',
    ]);
  });

  it('ignores a bar without letters that spans several lines, the edge of a box or a photo', () => {
    const lines = pageLines(
      ocrPage([
        word('ACME', 10, 100, 50, 112),
        word('TRADING', 56, 100, 110, 112),
        word('|', 300, 95, 302, 135),
        word('Street', 120, 120, 160, 132),
      ]),
    );
    expect(lines.map((line) => line.text)).toEqual(['ACME TRADING', 'Street']);
  });
});

describe('headerColumns', () => {
  const headings = (lines: readonly string[]): string[] =>
    headerColumns(pageLines(testPage(lines))).map((column) => column.text);

  it('stacks headings over two lines and joins hyphenated words', () => {
    expect(
      headings(['Description    Unit     Positions-', '               price    betrag']),
    ).toEqual(['Description', 'Unit price', 'Positionsbetrag']);
  });

  it('gives each heading under a group heading its own column, named with the group first', () => {
    const page = testPage(['Qty      Price group', '         Net     Gross']);
    const columns = headerColumns(pageLines(page));
    expect(columns.map((column) => column.text)).toEqual([
      'Qty',
      'Price group Net',
      'Price group Gross',
    ]);
    // The group heading names the columns but leaves their boxes to their own headings.
    expect(columns[1]?.bbox[2]).toBeLessThan(columns[2]?.bbox[0] ?? 0);
  });

  it('parts a line of headings set as tight as one phrase among the headings under it', () => {
    expect(headings(['Less than $10,000– $15,000–', '  $10,000   14,999   29,999'])).toEqual([
      'Less than $10,000',
      '$10,000– 14,999',
      '$15,000– 29,999',
    ]);
  });

  it('parts a tight line over two headings where one of their own headings stands above it', () => {
    expect(headings(['Under-', 'graduate Graduate', 'only      only'])).toEqual([
      'Undergraduate only',
      'Graduate only',
    ]);
  });

  it('keeps a group heading whole where a word of it stands between the headings under it', () => {
    expect(headings([' Percent of all loans', '$10,000   14,999   29,999'])).toEqual([
      'Percent of all loans $10,000',
      'Percent of all loans 14,999',
      'Percent of all loans 29,999',
    ]);
  });
});

describe('joinSplitHeadings', () => {
  const headings = (page: OcrPage, headerLines: number) => {
    const lines = pageLines(page);
    return joinSplitHeadings(
      headerColumns(lines.slice(0, headerLines)),
      lines.slice(headerLines),
    ).map((column) => column.text);
  };

  it('joins a heading printed with a wide space when the figures under it run across the space', () => {
    const page = testPage([
      'Country    Signed  TA',
      '           (EURm)',
      'Algeria         16.19',
      'Egypt           16.60',
    ]);
    expect(headings(page, 2)).toEqual(['Country', 'Signed TA (EURm)']);
  });

  it('keeps two headings apart when the rows have a cell under each', () => {
    const page = testPage(['Item    Qty  Price', 'Bolts     2  10.00', 'Nuts      4  12.50']);
    expect(headings(page, 1)).toEqual(['Item', 'Qty', 'Price']);
  });
});

describe('dataColumns', () => {
  it('merges overlapping ranges and keeps gutters', () => {
    expect(
      dataColumns([
        [0, 0, 10, 1],
        [5, 2, 20, 3],
        [30, 0, 40, 1],
      ]),
    ).toEqual([
      [0, 20],
      [30, 40],
    ]);
  });
});
