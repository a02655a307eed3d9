import { describe, expect, it } from 'vitest';
import { parseTesseractTsv } from './tesseract-tsv.ts';

const header =
  'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext';

describe('parseTesseractTsv', () => {
  it('reads word rows with boxes and 0..1 confidence, skipping structure rows and blanks', () => {
    const tsv = [
      header,
      '1\t1\t0\t0\t0\t0\t0\t0\t800\t600\t-1\t',
      '4\t1\t1\t1\t1\t0\t10\t20\t300\t30\t-1\t',
      '5\t1\t1\t1\t1\t1\t10\t20\t120\t30\t96.5\tInvoice',
      '5\t1\t1\t1\t1\t2\t140\t21\t90\t29\t88\tINV-7',
      '5\t1\t1\t1\t1\t3\t240\t21\t10\t29\t95\t ',
    ].join('\n');
    expect(parseTesseractTsv(tsv)).toEqual([
      { text: 'Invoice', bbox: [10, 20, 130, 50], conf: 0.965 },
      { text: 'INV-7', bbox: [140, 21, 230, 50], conf: 0.88 },
    ]);
  });
});
