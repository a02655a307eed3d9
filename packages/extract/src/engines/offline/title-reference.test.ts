import { describe, expect, it } from 'vitest';
import { layoutDocument } from './document-layout.ts';
import { findHeaderValues } from './extract-header-record.ts';
import { profileField } from './field-profile.ts';
import { testDocument } from './test-pages.ts';

function issueDate(lines: readonly string[]): unknown {
  const profile = profileField(
    { key: 'date', caption: 'Invoice date', description: '', type: 'date' },
    'header',
  );
  return findHeaderValues(layoutDocument(testDocument(lines)), [profile], {})[0]?.located?.value;
}

describe('the date of a title line', () => {
  it('takes the date tied to the document number over an earlier unlabelled date', () => {
    const german = [
      'Layout version:    2.6 vom 10.11.2025',
      '',
      'Handelsrechnung (380) Nr. 6069999999 vom 02.05.2026 - RECHNUNG',
      'Lieferschein:      8876543219',
    ];
    expect(issueDate(german)).toBe('2026-05-02');
    const french = ['Imprimé 01/08/2015', 'Facture n°562044387 du 02 Juillet 2015'];
    expect(issueDate(french)).toBe('2015-07-02');
    const english = ['Printed 2020-11-10', 'Invoice # RE-508 issued at 2020-11-21'];
    expect(issueDate(english)).toBe('2020-11-21');
  });

  it('does not take a date after a preposition on a line without a number', () => {
    expect(issueDate(['Valid from 01.01.2024', 'Printed 05.01.2024'])).toBe('2024-01-01');
  });
});

describe('the number of a title line', () => {
  function invoiceNumber(lines: readonly string[]): unknown {
    const profile = profileField(
      { key: 'number', caption: 'Invoice number', description: '', type: 'string' },
      'header',
    );
    return findHeaderValues(layoutDocument(testDocument(lines)), [profile], {})[0]?.located?.value;
  }

  it('takes the reference between the number word and the date, whatever the title word', () => {
    expect(
      invoiceNumber([
        'Layout version:    2.6 vom 10.11.2025',
        'Handelsrechnung (380) Nr. KR87654321012 vom 01.12.2025 - KOSTENRECHNUNG',
        'Lieferschein:      L87654321012',
      ]),
    ).toBe('KR87654321012');
    expect(
      invoiceNumber(['Rechnung des Versicherers (575) Nr. 01.234.567.8-2018-1 vom 06.12.2018']),
    ).toBe('01.234.567.8-2018-1');
  });

  it('takes nothing from a title without a date tied to the number', () => {
    expect(invoiceNumber(['Handelsrechnung (380) Nr. 99877', 'Seite 1 von 2'])).toBeUndefined();
  });
});
