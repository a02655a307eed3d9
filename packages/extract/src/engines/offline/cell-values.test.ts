import { describe, expect, it } from 'vitest';
import { readCellText } from './cell-values.ts';
import { profileField } from './field-profile.ts';
import { testPage } from './test-pages.ts';

const description = profileField(
  { key: 'description', caption: 'Description', description: '', type: 'string' },
  'column',
);
const remark = profileField(
  { key: 'remark', caption: 'Remark', description: '', type: 'string' },
  'column',
);

/** A cell's words, one list per printed line. */
function cell(...lines: string[]) {
  const { words } = testPage(lines);
  const tops = [...new Set(words.map((word) => word.bbox[1]))];
  return tops.map((top) => words.filter((word) => word.bbox[1] === top));
}

describe('readCellText', () => {
  it("ends an item's name before a line that is a detail of its own, a label and its value", () => {
    expect(readCellText(cell('Trennblätter A4', 'GTIN: 4012345001235'), description)?.value).toBe(
      'Trennblätter A4',
    );
    expect(readCellText(cell('Stoßfänger', 'Bruttopreis : 1.163,40'), description)?.value).toBe(
      'Stoßfänger',
    );
    expect(
      readCellText(cell('APPEL - Description', 'Date fin : 31/01/2022'), description)?.value,
    ).toBe('APPEL - Description');
  });

  it('keeps the lines a name wraps on, and a detail on its first line', () => {
    expect(readCellText(cell('Kunstrasen grün', '3m breit'), description)?.value).toBe(
      'Kunstrasen grün 3m breit',
    );
    expect(readCellText(cell('Luftballon: Bunt, ca. 500ml'), description)?.value).toBe(
      'Luftballon',
    );
  });

  it('keeps every line of a text column that is not an item name', () => {
    expect(readCellText(cell('Paid in full', 'Note: by transfer'), remark)?.value).toBe(
      'Paid in full Note: by transfer',
    );
  });
});
