import { describe, expect, it } from 'vitest';
import { extractedRows as rows, tableDoctype, testDocument } from './test-pages.ts';

const indicators = tableDoctype([
  ['Indicator', 'string'],
  ['Weight', 'number'],
]);

describe('lines under a row', () => {
  it('reads a label set out left of the rows under it as their heading, not as a wrap of the row above', () => {
    const ocr = testDocument([
      'Indicator                                      Weight',
      'Effectiveness',
      '   Employment                                      40',
      '   Further studies (in higher education)           15',
      'Processes',
      '   Dropping out                                    15',
      '   Ratio of certificate holders to entrants        13',
      'Staff',
      '   Formal teaching qualifications                  11',
    ]);
    expect(rows(ocr, indicators)).toEqual([
      ['Employment', 40],
      ['Further studies (in higher education)', 15],
      ['Dropping out', 15],
      ['Ratio of certificate holders to entrants', 13],
      ['Formal teaching qualifications', 11],
    ]);
  });

  it('keeps a label wrapped from its own left edge, or about its centre, in its row', () => {
    const ocr = testDocument([
      'Indicator                                      Weight',
      'Further studies (in                                15',
      'higher education)',
      '      Dropping out                                 15',
      '  of all upper schools',
    ]);
    expect(rows(ocr, indicators)).toEqual([
      ['Further studies (in higher education)', 15],
      ['Dropping out of all upper schools', 15],
    ]);
  });

  it("keeps an item name's detail lines out of the heading rule: they start where they may", () => {
    const ocr = testDocument([
      'Pos   Description                       Quantity      Amount',
      '3        Mineral water                        20      109.80',
      '      GTIN 4000001234561',
      '4        Deposit                              20       55.46',
    ]);
    const items = tableDoctype(
      [
        ['Description', 'string'],
        ['Quantity', 'number'],
        ['Amount', 'number'],
      ],
      'one:multi',
    );
    expect(rows(ocr, items)).toEqual([
      ['Mineral water GTIN 4000001234561', 20, 109.8],
      ['Deposit', 20, 55.46],
    ]);
  });
});
