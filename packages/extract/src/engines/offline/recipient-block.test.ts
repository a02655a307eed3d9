import { describe, expect, it } from 'vitest';
import { layoutDocument } from './document-layout.ts';
import { issuerName } from './issuer-block.ts';
import { recipientName } from './recipient-block.ts';
import { testDocument } from './test-pages.ts';

function recipientOf(lines: readonly string[]): unknown {
  // Blank lines below: the recipient is looked for in the top half of a page.
  const [layout] = layoutDocument(
    testDocument([...lines, ...Array<string>(lines.length).fill('')]),
  );
  if (!layout) throw new Error('no page');
  return recipientName(layout)?.value ?? null;
}

describe('recipient block', () => {
  it("skips the sender's return line printed above the address window", () => {
    const lines = [
      '                                   Bei Spiel GmbH',
      'Bei Spiel GmbH ● Ecke 12 ● 12345 Stadthausen   Ecke 12',
      'Theodor Est',
      'Bahnstr. 42',
      '88802 Spielkreis',
    ];
    expect(recipientOf(lines)).toBe('Theodor Est');
  });

  it.each([
    ['a British postcode', 'M1 1AA Manchester'],
    ['an Irish postcode', 'D02 XA00 Dublin'],
  ])('knows the address block by %s before its town', (_, town) => {
    const lines = [
      'Northwind Trading Ltd · 4 Quay Street · M3 3JE Manchester',
      'Prime Tech Solutions',
      'Aoife Kelly',
      '10 Tech Park Avenue',
      town,
    ];
    expect(recipientOf(lines)).toBe('Prime Tech Solutions');
  });

  it('names the sender of the return line as issuer, so a recipient with a legal form stays the recipient', () => {
    const lines = [
      '                                                   ACME Soft',
      'ACME Soft | Somestreet 42 | 08155 Some city        Somestreet 42',
      'Beispiel AG                                        08155 Some city',
      'Feldstrasse 34',
      '54321 Hithausen',
    ];
    const [layout] = layoutDocument(testDocument([...lines, '', '', '', '']));
    if (!layout) throw new Error('no page');
    expect(issuerName(layout)?.located.value).toBe('ACME Soft');
    expect(recipientOf(lines)).toBe('Beispiel AG');
  });

  it('takes the first line of the address block under the issuer, with a bare salutation', () => {
    const lines = [
      'MVM Versicherungsverein a.G.',
      'Herrn',
      'Max Mustermann',
      'Musterstr. 11',
      '12346 Bad Musterhausen',
      '',
      '',
      'Rechnung',
    ];
    expect(recipientOf(lines)).toBe('Herrn Max Mustermann');
  });

  it('finds the block beside the issuer, skipping a date above it and a delivery address', () => {
    const lines = [
      '                                        Bei Spiel GmbH',
      '2024-05-19                              Ecke 12',
      ' Theodor Est                            12345 Stadthausen',
      ' Bahnstr. 42',
      ' 88802 Spielkreis',
    ];
    expect(recipientOf(lines)).toBe('Theodor Est');
    expect(
      recipientOf([
        'Au bon moulin SARL',
        'Adresse de livraison          Ma jolie boutique',
        'Entrepot Sud                  35 rue de la Paix',
        '69001 Lyon                    69001 Lyon',
      ]),
    ).toBe('Ma jolie boutique');
  });

  it('finds nothing without a postcode line', () => {
    expect(recipientOf(['ACME Ltd', 'Invoice 17', 'Total    12.00'])).toBeNull();
  });
});
