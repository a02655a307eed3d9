/**
 * A receipt's "NET TOTAL" printed under its tax ("SUB TOTAL 14.00 / GST 6% 0.84 / ROUNDING ADJ
 * 0.01 / NET TOTAL 14.85") is what was paid: the net of the rounding, not the amount before tax
 * that an invoice's "Net total" above its VAT names.
 */
import type { NormalizeOptions } from '../../normalize/normalize-value.ts';
import type { PageLayout } from './document-layout.ts';
import { profileField } from './field-profile.ts';
import type { FindValues } from './receipt-payment.ts';
import type { Located } from './value-near-label.ts';

/** A net total and a tax amount, as the labels of any document name them. */
export const NET = profileField(
  { key: 'net', caption: 'Net total', description: '', type: 'number' },
  'header',
);
export const TAX = profileField(
  { key: 'tax', caption: 'Tax amount', description: '', type: 'number' },
  'header',
);
/** Less sure than a total's own label: the reading rests on the order of two lines. */
const SCORE_FACTOR = 0.8;

/** The net total printed below the tax on the same page, as the total; null where there is none. */
export function netTotalAfterTax(
  layouts: readonly PageLayout[],
  options: NormalizeOptions,
  find: FindValues,
): Located | null {
  const [net, tax] = find(layouts, [NET, TAX], options).map(({ located }) => located);
  if (!net || !tax || typeof net.value !== 'number' || typeof tax.value !== 'number') return null;
  if (net.page !== tax.page || net.order <= tax.order || net.value <= tax.value) return null;
  return { ...net, score: net.score * SCORE_FACTOR };
}
