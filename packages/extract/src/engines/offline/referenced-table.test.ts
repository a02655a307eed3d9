import { describe, expect, it } from 'vitest';
import { tableReferenceOf } from './referenced-table.ts';
import { extractedRows as rows, tableDoctype, testDocument } from './test-pages.ts';

describe('the table a prompt names', () => {
  it('reads a table label or an ordinal from the prompt', () => {
    expect(tableReferenceOf('Extract only Table CA8 (Campylobacter in meat).')).toEqual({
      label: 'ca8',
    });
    expect(
      tableReferenceOf('Page with two tables. Extract only Table A-3: one record per row'),
    ).toEqual({
      label: 'a3',
    });
    expect(
      tableReferenceOf('The page has two tables; extract the rows of the SECOND table only'),
    ).toEqual({
      ordinal: 2,
    });
    expect(tableReferenceOf('Extract only the first, larger table (enquiries by topic)')).toEqual({
      ordinal: 1,
    });
    expect(tableReferenceOf('Extract only the middle table (free movement)')).toEqual({
      ordinal: 'middle',
    });
    expect(tableReferenceOf('Invoice (PDF). Extract every line item.')).toBeNull();
    expect(tableReferenceOf('Skip the first row of each table.')).toBeNull();
  });

  const page = [
    'Table 6: Households by literacy of male head',
    'Region         Literate     Illiterate',
    'North          61.2         38.8',
    'South          55.0         45.0',
    '',
    'Table 7: Households by literacy of female head',
    'Region         Literate     Illiterate',
    'North          31.5         68.5',
    'South          28.0         72.0',
  ];
  const fields: [string, 'string' | 'number'][] = [
    ['Region', 'string'],
    ['Literate', 'number'],
    ['Illiterate', 'number'],
  ];

  it.each([
    ['Extract only Table 7.', 31.5],
    ['The page has two tables; extract the SECOND table only.', 31.5],
    ['The page has two tables; extract the first table only.', 61.2],
  ])('reads only the table that "%s" names', (prompt, firstLiterate) => {
    const doctype = { ...tableDoctype(fields), prompt };
    const read = rows(testDocument(page), doctype);
    expect(read).toHaveLength(2);
    expect(read[0]).toEqual(['North', firstLiterate, expect.any(Number)]);
  });

  it('reads the whole page where no caption carries the named label', () => {
    const doctype = { ...tableDoctype(fields), prompt: 'Extract only Table 9.' };
    expect(rows(testDocument(page), doctype).length).toBeGreaterThanOrEqual(2);
  });
});
