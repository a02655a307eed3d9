import { describe, expect, it } from 'vitest';
import { extractedRows as rows, tableDoctype, testDocument } from './test-pages.ts';

const items = tableDoctype(
  [
    ['Description', 'string'],
    ['Quantity', 'number'],
    ['Unit price', 'number'],
    ['Line total', 'number'],
  ],
  'one:multi',
);

describe('line items printed as a list of priced lines', () => {
  it('reads each priced line above the sums as one unit at its amount, detail lines left out', () => {
    const ocr = testDocument([
      'Sehr geehrter Herr Muster,',
      'wir berechnen Ihnen für den Zeitraum vom 01.01.2024 bis 31.12.2024:',
      '',
      'Hausratversicherung                       120,00 €',
      '- Feuer und Leitungswasser, Teil A § 2 62.000',
      'Glasversicherung                           30,50 €',
      'Gesamtbeitrag                             150,50 €',
      'Versicherungsteuer 19 %                    28,60 €',
      'Rechnungsbetrag                           179,10 €',
    ]);
    expect(rows(ocr, items)).toEqual([
      ['Hausratversicherung', 1, 120, 120],
      ['Glasversicherung', 1, 30.5, 30.5],
    ]);
  });

  it('takes the longest list, and of it only the least indented lines', () => {
    const ocr = testDocument([
      'Summary',
      '  Service charges                  $12.00',
      '    Charges                        $12.00',
      '    Credits                         $0.00',
      'Total for this invoice             $12.00',
      'Detail',
      '  Data transfer                     $2.00',
      '    Charges                         $2.00',
      '    VAT                             $0.00',
      '  Compute                          $10.00',
      '    Charges                        $10.00',
      '    VAT                             $0.00',
    ]);
    const doctype = tableDoctype(
      [
        ['Description', 'string'],
        ['Unit price', 'number'],
      ],
      'one:multi',
    );
    expect(rows(ocr, doctype)).toEqual([
      ['Data transfer', 2],
      ['Compute', 10],
    ]);
  });

  it('is not read where a table header names the fields', () => {
    const ocr = testDocument([
      'Description          Qty       Price       Amount',
      'Bolts                2         1.00        2.00',
      '',
      '',
      'Shipping                                   5.00',
      'Handling                                   1.00',
    ]);
    expect(rows(ocr, items)).toEqual([['Bolts', 2, 1, 2]]);
  });
});
