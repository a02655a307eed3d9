import { describe, expect, it } from 'vitest';
import { extractedRows as rows, tableDoctype, testDocument } from './test-pages.ts';

const regions = tableDoctype([
  ['Region', 'string'],
  ['Men', 'number'],
  ['Women', 'number'],
]);

/** Generated counts: deterministic per seed, different per row and column. */
function counts(seed: number, rowCount: number): [string, number, number][] {
  return Array.from({ length: rowCount }, (_, index) => [
    `Region ${String.fromCharCode(65 + index)}`,
    1000 + ((seed * 7919 + index * 104729) % 90000),
    1000 + ((seed * 6007 + index * 15485863) % 90000),
  ]);
}

const line = ([label, men, women]: [string, number, number]): string =>
  `${label.padEnd(16)}${String(men).padStart(10)}${String(women).padStart(14)}`;

describe('sum rows', () => {
  it('drops a row whose numbers sum the rows above, whatever its first cell says', () => {
    for (const label of ['All', 'Both', '']) {
      for (let seed = 1; seed <= 5; seed++) {
        const body = counts(seed, 2 + (seed % 4));
        const sum: [string, number, number] = [
          label,
          body.reduce((whole, [, men]) => whole + men, 0),
          body.reduce((whole, [, , women]) => whole + women, 0),
        ];
        const ocr = testDocument([
          `${'Region'.padEnd(16)}${'Men'.padStart(10)}${'Women'.padStart(14)}`,
          ...body.map(line),
          line(sum),
        ]);
        expect(rows(ocr, regions), `${label} ${seed}`).toEqual(body);
      }
    }
  });

  it('keeps priced items, whose quantity and price may each equal a sum of those above', () => {
    const ocr = testDocument([
      'Description        Quantity     Unit price     Amount',
      'Bolts              1            1.00           1.00',
      'Nuts               1            2.00           2.00',
      'Washers            2            3.00           6.00',
    ]);
    const doctype = tableDoctype([
      ['Description', 'string'],
      ['Quantity', 'number'],
      ['Unit price', 'number'],
      ['Amount', 'number'],
    ]);
    expect(rows(ocr, doctype)).toEqual([
      ['Bolts', 1, 1, 1],
      ['Nuts', 1, 2, 2],
      ['Washers', 2, 3, 6],
    ]);
  });
});
