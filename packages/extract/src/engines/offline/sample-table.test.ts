import { describe, expect, it } from 'vitest';
import { layoutDocument } from './document-layout.ts';
import { sampleTable } from './sample-table.ts';
import { testDocument, testPage } from './test-pages.ts';

describe('sampleTable', () => {
  it('reads a table whose cells wrap onto a second line, leaving out total rows', () => {
    const doc = testDocument([
      'Payments report 2012',
      '',
      'Physician            City             Purpose          Amount',
      'AALAEI, BEHZAD       HIGHLAND, IN     MEALS            $51.24',
      'TOTAL                                                  $51.24',
      'AARON, CAREN         RICHMOND, VA     EDUCATIONAL      $78.80',
      '                                      ITEMS',
      'AARON, JOHN          CLARKSVILLE      MEALS            $20.39',
      'ABAD, ANTONIO        CORAL SPRINGS    MEALS            $516.29',
    ]);
    const table = sampleTable(layoutDocument(doc));
    expect(table?.headings).toEqual(['Physician', 'City', 'Purpose', 'Amount']);
    expect(table?.rows.map((row) => row[0])).toEqual([
      'AALAEI, BEHZAD',
      'AARON, CAREN',
      'AARON, JOHN',
      'ABAD, ANTONIO',
    ]);
  });

  it('takes a DOCX table from its cell rows, keeping a column without a heading', () => {
    const page = {
      ...testPage(['Food table']),
      tables: [
        [
          ['', 'Food', 'Calories'],
          ['Leaves', 'Ash, Elm', '50'],
          ['Berries', 'Blueberry', '150'],
        ],
      ],
    };
    expect(sampleTable(layoutDocument({ pages: [page] }))).toEqual({
      headings: ['', 'Food', 'Calories'],
      rows: [
        ['Leaves', 'Ash, Elm', '50'],
        ['Berries', 'Blueberry', '150'],
      ],
    });
  });

  it('finds no table in running text or in label and value lines', () => {
    const letter = testDocument([
      'Dear customer,',
      'thank you for your order of 12 items.',
      'Invoice number:    INV-1',
      'Date:    12.03.2024',
      'Total:    10.00',
    ]);
    expect(sampleTable(layoutDocument(letter))).toBeNull();
  });
});
