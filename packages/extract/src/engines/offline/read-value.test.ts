import { describe, expect, it } from 'vitest';
import { readValue } from './read-value.ts';
import { testPage } from './test-pages.ts';

function wordsOf(text: string) {
  return testPage([text]).words;
}

describe('readValue', () => {
  it('reads a name but not a registration number as one', () => {
    expect(readValue(wordsOf('Castle Blue Trading'), 'name', {})?.value).toBe(
      'Castle Blue Trading',
    );
    expect(readValue(wordsOf('Reg No. 1002231061-T'), 'name', {})).toBeNull();
    expect(readValue(wordsOf('* GUEST CHECK *'), 'name', {})).toBeNull();
  });

  it('reads a date or an amount with the label’s colon printed against it', () => {
    expect(readValue(wordsOf('Date :20-06-2018 13:11:45'), 'date', {})?.value).toBe('2018-06-20');
    expect(readValue(wordsOf('Date:09/02/17 11:12'), 'date', {})?.value).toBe('2017-02-09');
    expect(readValue(wordsOf('Total :12.50'), 'amount', {})?.value).toBe(12.5);
  });

  it('reads an amount whose cents OCR split off after the separator', () => {
    expect(readValue(wordsOf('RM1.  38'), 'amount', {})?.value).toBe(1.38);
    expect(readValue(wordsOf('2  38'), 'amount', {})?.value).toBe(2);
  });

  it('reads the amount with cents behind a stray digit or a count, not the digit', () => {
    for (let cents = 5; cents < 2000; cents += 97) {
      const amount = (cents / 100).toFixed(2);
      for (const stray of ['5', '2', '12']) {
        expect(readValue(wordsOf(`${stray}    ${amount}`), 'amount', {})?.value).toBe(cents / 100);
        expect(readValue(wordsOf(`${stray} items ${amount}`), 'amount', {})?.value).toBe(
          cents / 100,
        );
      }
      // A longer whole number is an amount of its own.
      expect(readValue(wordsOf(`150    ${amount}`), 'amount', {})?.value).toBe(150);
    }
  });

  it('reads a VAT number only behind a country prefix that issues them', () => {
    const vatId = (text: string) => readValue(wordsOf(text), 'vat-id', {})?.value ?? null;
    expect(vatId('DE 123456789')).toBe('DE123456789');
    expect(vatId('ATU12345678')).toBe('ATU12345678');
    expect(vatId('CHE-123.456.789 MWST')).toBe('CHE123456789');
    expect(vatId('INV-2024-0042')).toBeNull();
    expect(vatId('PO 2024 00017')).toBeNull();
  });

  it('reads a VAT number printed in groups, and no word before or after it as part of it', () => {
    const vatId = (text: string) => readValue(wordsOf(text), 'vat-id', {})?.value ?? null;
    expect(vatId('N° de TVA intra communautaire: FR 604 219 388 61')).toBe('FR60421938861');
    expect(vatId('SAS au capital de 3.441.812 Euros')).toBeNull();
    expect(vatId('NL 8525.37.411 B01 BTW')).toBe('NL852537411B01');
  });
});
