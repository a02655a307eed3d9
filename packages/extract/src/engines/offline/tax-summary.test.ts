import { describe, expect, it } from 'vitest';
import { layoutDocument } from './document-layout.ts';
import { findHeaderValues } from './extract-header-record.ts';
import { profileField } from './field-profile.ts';
import { testDocument } from './test-pages.ts';

function total(lines: readonly string[]): unknown {
  const profile = profileField(
    { key: 'total', caption: 'total', description: 'Total amount paid', type: 'number' },
    'header',
  );
  return findHeaderValues(layoutDocument(testDocument(lines)), [profile], {})[0]?.located?.value;
}

const receipt = [
  'CORNER HARDWARE SDN BHD',
  'Tax Invoice',
  '',
  'Tea            1     2.40     2.40',
  'Coffee         2     2.40     4.80',
  'Sub Total (Excluding GST)     7.20',
  'Total GST                     0.43',
  'TOTAL                         7.63',
  '',
];

describe('tax summary blocks', () => {
  it('does not read the total from the "Amount" column of a tax summary under the total', () => {
    const lines = [
      ...receipt.slice(0, 5),
      'Total Sales (Inclusive GST) RM   7.63',
      'CASH RM                          10.00',
      'CHANGE RM                        2.37',
      '',
      'GST Summary       Amount (RM)      Tax (RM)',
      'SR @ 6%          7.20             0.43',
    ];
    expect(total(lines)).toBe(7.63);
  });

  it('does not read the total from the "Total" row of a per-rate table under a summary heading', () => {
    const lines = [
      ...receipt,
      'SUMMARY',
      'Tax Code      %      Amt (RM)      Tax (RM)',
      'SR            6      7.20          0.43',
      'Total :              7.20          0.43',
    ];
    expect(total(lines)).toBe(7.63);
  });

  it('keeps the totals under a line-item table whose headings name a VAT rate column', () => {
    const lines = [
      'No.    Description       Quantity    VAT %    Line Amount Excl. VAT',
      '1      Office chair      3           19       573.00',
      '',
      '                         Subtotal             573.00',
      '                         19% VAT              108.87',
      '                         Total Incl. VAT      681.87',
    ];
    expect(total(lines)).toBe(681.87);
  });
});
