/** Line items read from tables: discount and charge lines, sub-lines, and columns settled by quantity × price = amount. */
import { describe, expect, it } from 'vitest';
import { extractOffline } from './offline-extractor.ts';
import { extractedRows as rows, itemFields, tableDoctype, testDocument } from './test-pages.ts';

describe('line item rows', () => {
  it('leaves out discount and charge lines that have no quantity among items that have one', () => {
    const ocr = testDocument([
      'Description       Quantity     Unit price     Amount',
      'Bolts             2            1.00           2.00',
      'Nuts              3            2.00           6.00',
      'Discount                                      -1.00',
      'Freight charge                                4.00',
    ]);
    expect(rows(ocr, tableDoctype(itemFields))).toEqual([
      ['Bolts', 2, 1, 2],
      ['Nuts', 3, 2, 6],
    ]);
  });

  it.each([
    {
      rule: 'discount lines whose text runs across columns do not join those columns for the items',
      lines: [
        'Description           Price    Unit    Qty        Amount',
        'Bolts                 60.00 PCE            1.00   60.00',
        'Discount                 5.00% on 28.00 EUR       -1.40',
        'Nuts                  30.00 PCE            3.00   90.00',
        'Charge                   10.00% on 90.00 EUR       9.00',
      ],
      items: [
        ['Bolts', 1, 60, 60],
        ['Nuts', 3, 30, 90],
      ],
    },
    {
      rule: 'allowance and charge lines are left out even where they give a quantity',
      lines: [
        'Description            Quantity     Unit price     Amount',
        'Bolts                  2            1.00           2.00',
        'Remise : fidelite      1            -0.20          -0.20',
        'Nuts                   3            2.00           6.00',
        'Zuschlag Express       1            5.00           5.00',
      ],
      items: [
        ['Bolts', 2, 1, 2],
        ['Nuts', 3, 2, 6],
      ],
    },
    {
      rule: 'headings printed as one ("VAT % Net amount") split where the rows keep a gutter',
      lines: [
        'Description        Qty     Price     VAT % Net amount',
        'Bolts              2       1.00      19         2.00',
        'Nuts               3       2.00      7          6.00',
        'Screws             4       0.50      19         2.00',
      ],
      items: [
        ['Bolts', 2, 1, 2],
        ['Nuts', 3, 2, 6],
        ['Screws', 4, 0.5, 2],
      ],
    },
    {
      rule: 'a price with its tax included is the line amount',
      lines: [
        'Description        Qty     Unit price     Price incl. VAT',
        'Bolts              2       1.00           2.38',
        'Nuts               3       2.00           7.14',
      ],
      items: [
        ['Bolts', 2, 1, 2.38],
        ['Nuts', 3, 2, 7.14],
      ],
    },
    {
      rule: 'a discount printed under a price gives the price after it, the one the amount was made of',
      lines: [
        'Description        Quantity     Unit price     Amount',
        'Bolts              5            20.00          90.00',
        '                                - 2.00',
        '                                = 18.00',
        'Nuts               9            15.00          135.00',
      ],
      items: [
        ['Bolts', 5, 18, 90],
        ['Nuts', 9, 15, 135],
      ],
    },
    {
      rule: 'a discount beside the wrapped description stays with the item, and the price printed as its result is the price',
      lines: [
        'Description          Quantity     Unit price     Charges     Amount',
        'Industrial           5            20.00                      90.00',
        'Grade Fasteners                   - 1.00         - 6.00',
        '                                  = 19.00        + 1.00',
        'Filter Cartridges    2            15.00                      30.00',
      ],
      items: [
        ['Industrial Grade Fasteners', 5, 19, 90],
        ['Filter Cartridges', 2, 15, 30],
      ],
    },
    {
      rule: 'a labelled figure under a price is another quantity, though it would make the row add up',
      lines: [
        'Description        Quantity     Unit price     Amount',
        'Insurance          1            1000.00        1163.40',
        '                   Gross price: 1163.40',
        'Nuts               9            15.00          135.00',
      ],
      items: [
        ['Insurance', 1, 1000, 1163.4],
        ['Nuts', 9, 15, 135],
      ],
    },
  ])('line items: $rule', ({ lines, items }) => {
    expect(rows(testDocument(lines), tableDoctype(itemFields))).toEqual(items);
  });
});

describe('columns settled by arithmetic', () => {
  it('reads quantities under a heading that elsewhere means amount, when quantity × price gives another column', () => {
    const ocr = testDocument([
      'Amount  Product            Price       Total',
      '1.00    Design             160.00      160.00',
      '400.00  Ballons            0.79        316.00',
      '800.00  Hot air            0.025       20.00',
    ]);
    const doctype = tableDoctype(itemFields, 'one:multi');
    expect(rows(ocr, doctype)).toEqual([
      ['Design', 1, 160, 160],
      ['Ballons', 400, 0.79, 316],
      ['Hot air', 800, 0.025, 20],
    ]);
  });

  it('finds the quantity under a heading that names no field', () => {
    const ocr = testDocument([
      '#       Produkt            Einzelpreis     Summe',
      '2,00    Schrauben          1,50            3,00',
      '4,00    Muttern            0,25            1,00',
    ]);
    const doctype = tableDoctype(
      [
        ['Description', 'string'],
        ['Quantity', 'number'],
        ['Unit price', 'number'],
      ],
      'one:multi',
    );
    expect(rows(ocr, doctype)).toEqual([
      ['Schrauben', 2, 1.5],
      ['Muttern', 4, 0.25],
    ]);
  });

  it('leaves a position number alone although position 1 times the price gives the amount', () => {
    const ocr = testDocument([
      'Pos     Description        Qty     Unit price     Amount',
      '1       Bolts              3       2.00           6.00',
      '2       Nuts               5       1.00           5.00',
    ]);
    const doctype = tableDoctype(itemFields, 'one:multi');
    expect(rows(ocr, doctype)).toEqual([
      ['Bolts', 3, 2, 6],
      ['Nuts', 5, 1, 5],
    ]);
  });

  it("keeps a note in smaller type and a bundle's parts set in under an item out of its description", () => {
    const ocr = testDocument([
      'Description              Quantity     Unit price     Amount',
      'Office chair             2            80.00          160.00',
      'ergonomic, black',
      'Desk set                 1            45.00          45.00',
      '    1 x Lamp',
      '    2 x Tray',
      'Paper A4                 5            4.00           20.00',
      'Ships in two parts',
    ]);
    // The note is printed a size smaller than the items.
    for (const word of ocr.pages[0]!.words)
      if (['Ships', 'in', 'two', 'parts'].includes(word.text)) word.bbox[3] -= 2;
    expect(rows(ocr, tableDoctype(itemFields, 'one:multi'))).toEqual([
      ['Office chair ergonomic, black', 2, 80, 160],
      ['Desk set', 1, 45, 45],
      ['Paper A4', 5, 4, 20],
    ]);
  });
});

describe('table row confidence', () => {
  it('is higher for a line item whose quantity × unit price gives its amount than for one where it does not', () => {
    const ocr = testDocument([
      'Description       Quantity     Unit price     Amount',
      'Bolts             2            1.00           2.00',
      'Nuts              3            2.00           7.00',
    ]);
    const doctype = tableDoctype(itemFields, 'one:multi');
    const [adds, fails] = extractOffline({ ocr, doctype }).records;
    expect(adds?.confidence.field_4).toBeGreaterThan(fails?.confidence.field_4 ?? 1);
  });
});
