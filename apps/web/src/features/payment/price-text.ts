import type { Price } from '@docsift/core/payments';

/** A price as shown (spec section 9): unit_amount / 100 in its currency, in the reader's language. */
export function priceText(price: Pick<Price, 'unitAmount' | 'currency'>, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: price.currency.toUpperCase(),
  }).format(price.unitAmount / 100);
}
