import { describe, expect, it } from 'vitest';
import { extractedRows as rows, tableDoctype, testDocument } from './test-pages.ts';

describe('tables read body first', () => {
  it('gives fields to columns in order and by kind where no heading names them', () => {
    const ocr = testDocument([
      'Summary of the forecast',
      '',
      'Variable              Figure       Change',
      'Population            1,204        0.6%',
      'Income per head       33,100       1.4%',
      'Inflation rate        2.1          -0.3%',
    ]);
    const doctype = tableDoctype([
      ['Indicator', 'string'],
      ['Level', 'number'],
      ['Growth', 'number'],
    ]);
    expect(rows(ocr, doctype)).toEqual([
      ['Population', 1204, 0.6],
      ['Income per head', 33100, 1.4],
      ['Inflation rate', 2.1, -0.3],
    ]);
  });

  it('takes a heading broken over two lines unlike its column, and numbers with a unit glued on', () => {
    const ocr = testDocument([
      'Country        Signed TA',
      '                 (EURm)',
      'Algeria            $6.2M',
      'Egypt              $6.6M',
      'Jordan             $4.2M',
      'Total             $17.0M',
    ]);
    const doctype = tableDoctype([
      ['Country', 'string'],
      ['Signed (EURm)', 'number'],
    ]);
    expect(rows(ocr, doctype)).toEqual([
      ['Algeria', 6.2],
      ['Egypt', 6.6],
      ['Jordan', 4.2],
    ]);
  });

  it('reads copies of a table printed side by side, one after the other', () => {
    const ocr = testDocument([
      'Age        People        Age        People',
      'Under 1    3,533         5 years    3,001',
      '1 year     3,269         6 years    2,950',
      '2 years    3,100         7 years    2,917',
    ]);
    const doctype = tableDoctype([
      ['Age group', 'string'],
      ['Population', 'number'],
    ]);
    expect(rows(ocr, doctype)).toEqual([
      ['Under 1', 3533],
      ['1 year', 3269],
      ['2 years', 3100],
      ['5 years', 3001],
      ['6 years', 2950],
      ['7 years', 2917],
    ]);
  });

  it('joins a cell wrapped onto a line that goes on in lower case, and skips section headings', () => {
    const ocr = testDocument([
      'Demographic assumptions',
      'Population                    Consistent with the census',
      'Income per head in            Changes between 1% and 2%',
      'constant dollars              with a mean of 1.4%',
      'Economic assumptions',
      'Inflation rate                Between 1% and 2%',
    ]);
    const doctype = tableDoctype([
      ['Variable', 'string'],
      ['Description', 'string'],
    ]);
    expect(rows(ocr, doctype)).toEqual([
      ['Population', 'Consistent with the census'],
      ['Income per head in constant dollars', 'Changes between 1% and 2% with a mean of 1.4%'],
      ['Inflation rate', 'Between 1% and 2%'],
    ]);
  });

  it("does not read an invoice's key-value block as its items", () => {
    const ocr = testDocument([
      'Invoice number          2024-118',
      'Invoice date            12.03.2024',
      'Customer number         40012',
      '',
      'Thank you for your order.',
    ]);
    const doctype = tableDoctype(
      [
        ['Item', 'string'],
        ['Price', 'number'],
      ],
      'one:multi',
    );
    expect(rows(ocr, doctype)).toEqual([]);
  });
});
