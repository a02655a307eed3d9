import { describe, expect, it } from 'vitest';
import { priceText } from './price-text.ts';

describe('priceText', () => {
  it('shows cents as euros in the reader’s language', () => {
    expect(priceText({ unitAmount: 1900, currency: 'eur' }, 'en')).toBe('€19.00');
    expect(priceText({ unitAmount: 4900, currency: 'eur' }, 'de')).toBe('49,00\u00a0€');
    expect(priceText({ unitAmount: 0, currency: 'eur' }, 'en')).toBe('€0.00');
  });
});
