import { describe, expect, it } from 'vitest';
import { layoutDocument } from './document-layout.ts';
import { findHeaderValues } from './extract-header-record.ts';
import { profileField } from './field-profile.ts';
import { testDocument } from './test-pages.ts';

function value(lines: readonly string[], caption: string, description = ''): unknown {
  const profile = profileField({ key: 'f', caption, description, type: 'number' }, 'header');
  return findHeaderValues(layoutDocument(testDocument(lines)), [profile], {})[0]?.located?.value;
}

describe('totals laid out as a table', () => {
  const french = [
    '                          Montant HT    Montant TVA    Montant TTC',
    'Abonnements               24.99         5.00           29.99',
    'Communications            0.00          0.00           0.00',
    'Total facture             24.99         5.00           29.99',
  ];
  const english = [
    '                 Net         VAT        Gross',
    'Total            200.00      38.00      238.00',
  ];

  it('reads the gross total from the column whose heading names it', () => {
    expect(value(french, 'Total amount')).toBe(29.99);
    expect(value(english, 'Total amount')).toBe(238);
  });

  it('reads the net total from the totals row under the heading that names it, with no net label', () => {
    // No heading is a net label of its own ("Montant HT" would be): only its words say "net".
    const headings = [
      ['Montant EUR HT', 'Montant TVA', 'Montant EUR TTC'],
      ['Amount EUR excl.', 'VAT', 'Amount EUR incl.'],
    ];
    for (const [net, tax, gross] of headings) {
      const lines = [
        `                          ${net}    ${tax}    ${gross}`,
        'Abonnements               20.00             4.00           24.00',
        'Communications            4.99              1.00           5.99',
        'Total facture             24.99             5.00           29.99',
      ];
      expect(value(lines, 'Net amount', 'Total amount excluding tax'), net).toBe(24.99);
    }
  });

  it('keeps the first amount where no heading above names another column', () => {
    expect(value(['Total            200.00      38.00      238.00'], 'Total amount')).toBe(200);
  });
});
