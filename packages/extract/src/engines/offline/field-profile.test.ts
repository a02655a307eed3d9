import { describe, expect, it } from 'vitest';
import { conceptOf, profileField } from './field-profile.ts';

describe('conceptOf', () => {
  it.each([
    ['Invoice number', '', 'header', 'invoice-number'],
    ['Rechnungsnummer', '', 'header', 'invoice-number'],
    ['Issuer VAT number', 'VAT registration number of the issuer', 'header', 'vat-id'],
    [
      'Net total',
      'Invoice total without VAT (Rechnungssumme netto / Steuerbasis)',
      'header',
      'net-total',
    ],
    ['Gross total', 'Invoice total including VAT (Bruttosumme)', 'header', 'gross-total'],
    ['Amount due', 'Amount due for payment (Zahlbetrag)', 'header', 'amount-due'],
    ['Fälligkeit', '', 'header', 'due-date'],
    ['company', 'Name of the company/store that issued the receipt', 'header', 'seller'],
    ['Firma', '', 'header', 'seller'],
    ['Anschrift', '', 'header', 'address'],
    ['Seller address', '', 'header', 'address'],
    ['Supplier e-mail', '', 'header', 'email'],
    ['Vendor phone', '', 'header', 'phone'],
    ['Seller name', '', 'header', 'seller'],
    ['Unit net price', 'Net unit price (Nettopreis)', 'column', 'unit-price'],
    ['Line net amount', 'Line total without VAT', 'column', 'line-total'],
    ['Menge', '', 'column', 'quantity'],
  ] as const)('%s (%s)', (caption, description, scope, expected) => {
    expect(conceptOf({ caption, description }, scope)?.id).toBe(expected);
  });

  it('knows nothing of unrelated captions', () => {
    expect(conceptOf({ caption: 'Shoe size', description: '' }, 'header')).toBeNull();
  });
});

describe('profileField', () => {
  it('takes labels from a description, but not its example of the value', () => {
    const labelsOf = (description: string) =>
      profileField(
        { key: 'total', caption: 'Amount', description, type: 'string' },
        'header',
      ).labels.map(({ tokens }) => tokens.join(' '));
    // As the wizard describes a field it suggested: the example is the sample's own value.
    expect(labelsOf('Label "Total", e.g. 952')).not.toContain('952');
    expect(labelsOf('Label "Total", e.g. 952')).toContain('label total');
    expect(labelsOf('Bruttobetrag, z. B. 1.190,00')).toEqual(
      expect.arrayContaining(['amount', 'bruttobetrag']),
    );
    expect(labelsOf('Bruttobetrag, z. B. 1.190,00')).not.toContain('1 190 00');
  });

  it('names no concept from a description word whose kind of value the field cannot hold', () => {
    const profile = profileField(
      {
        key: 'ki',
        caption: 'KI (1/km)',
        description: "Value in column 'KI (1/km)' (number; omit % and currency signs)",
        type: 'number',
      },
      'column',
    );
    expect(profile.concept).toBeNull();
    const currency = profileField(
      { key: 'cur', caption: 'Code', description: 'The currency of the invoice', type: 'string' },
      'header',
    );
    expect(currency.concept?.id).toBe('currency');
  });

  it('names no Yes/No concept for a field that is no Yes/No question', () => {
    const profile = (type: 'string' | 'boolean') =>
      profileField({ key: 'card', caption: 'Card number', description: '', type }, 'header');
    expect(profile('string').concept).toBeNull();
    expect(profile('boolean').concept?.id).toBe('card-payment');
  });
});
