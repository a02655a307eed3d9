import { describe, expect, it } from 'vitest';
import type { HeaderColumn } from '../../layout/header-columns.ts';
import { profileField } from './field-profile.ts';
import { assignColumns } from './find-table-header.ts';

const headings = (...texts: string[]): HeaderColumn[] =>
  texts.map((text, index) => ({ text, bbox: [index * 100, 0, index * 100 + 80, 10], words: [] }));

/** Number fields described by their captions, as the wizard describes the columns it suggests. */
const numberFields = (...captions: string[]) =>
  captions.map((caption, index) =>
    profileField(
      { key: `field_${index + 1}`, caption, description: caption, type: 'number' },
      'column',
    ),
  );

describe('assignColumns', () => {
  it('gives fields whose headings repeat ("Error" under each group) their columns in the order the fields are listed', () => {
    // The group heading "2005" was joined to one "Error" only, as a misaligned group heading is.
    const columns = headings('Number', '2005 Error', '2005 Percent', 'Error');
    const profiles = numberFields(
      '2005 / Number',
      '2005 / Number / Error',
      '2005 / Percent',
      '2005 / Percent / Error',
    );
    expect(assignColumns(columns, profiles).columnOf).toEqual([0, 1, 2, 3]);
  });

  it('keeps columns out of the listed order where the headings tell the fields apart', () => {
    const columns = headings('Quantity', 'Description', 'Amount');
    const profiles = [
      profileField({ key: 'd', caption: 'Description', description: '', type: 'string' }, 'column'),
      ...numberFields('Quantity', 'Amount'),
    ];
    expect(assignColumns(columns, profiles).columnOf).toEqual([1, 0, 2]);
  });
});
