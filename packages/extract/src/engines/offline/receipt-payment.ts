/**
 * What a receipt says was paid: the tendered amount (cash) less the change. Where a rounding
 * adjustment is printed between the total and the payment, the receipt's total is the rounded
 * one printed under that adjustment, which OCR often garbles; the payment recovers it. Where the
 * rounding comes only with the payment, the printed total is the total. Where the total read is
 * the one before tax, the tax under it adds up to the payment, which is then the total. A payment
 * printed without change confirms the total it equals.
 */
import type { NormalizeOptions } from '../../normalize/normalize-value.ts';
import type { PageLayout } from './document-layout.ts';
import { readingOf } from './confidence.ts';
import type { FieldProfile } from './field-profile.ts';
import { matchTokens } from './match-tokens.ts';
import type { Located } from './value-near-label.ts';

/** findHeaderValues, passed in to avoid an import cycle. */
export type FindValues = (
  layouts: readonly PageLayout[],
  profiles: readonly FieldProfile[],
  options: NormalizeOptions,
) => { located: Located | null }[];

/** Cash rounding moves a total by less than this; a wider gap means one of the readings is wrong. */
export const ROUNDING_GAP = 0.1;
/** Amounts this close are the same amount. */
const SAME_AMOUNT = 0.005;
/** A total the payment contradicts is read with this share of its words' confidence. */
const MISREAD_DOUBT = 0.5;

export const TENDERED = paymentProfile('tendered', [
  'cash',
  'tendered',
  'cash tendered',
  'amount tendered',
  'paid amount',
  'amount paid',
  'bar',
  'gegeben',
]);
export const CHANGE = paymentProfile('change', ['change', 'change due', 'ruckgeld', 'zuruck']);
export const ROUNDING = paymentProfile('rounding', [
  'rounding',
  'round adj',
  'round off',
  'rundung',
  'arrondi',
]);
export const SUBTOTAL = paymentProfile('subtotal', [
  'subtotal',
  'sub total',
  'zwischensumme',
  'sous total',
]);
export const TAX = paymentProfile('tax', ['gst', 'total gst', 'sst', 'vat', 'tax', 'total tax']);

/**
 * The paid amount where it differs from the total read only by cash rounding; else the total
 * read, as surely read where the payment equals it and as doubted where it is far from it.
 */
export function paidTotal(
  layouts: readonly PageLayout[],
  options: NormalizeOptions,
  total: Located | null,
  find: FindValues,
): Located | null {
  const [tendered, change, rounding, tax] = find(
    layouts,
    [TENDERED, CHANGE, ROUNDING, TAX],
    options,
  ).map(({ located }) => located);
  if (tendered && !change) return exactPayment(tendered, total);
  if (!tendered || !change) return null;
  if (typeof tendered.value !== 'number' || typeof change.value !== 'number') return null;
  const paid = Math.round((tendered.value - change.value) * 100) / 100;
  if (paid <= 0 || tendered.order > change.order) return null;
  // Without a total to check it against, a misread tendered or change amount would go unnoticed.
  if (!total || typeof total.value !== 'number') return null;
  const result = { ...tendered, value: paid, score: Math.min(tendered.score, change.score) };
  // A total read before tax ("Total Sales (Excluding GST)") and the tax printed under it add up
  // to what was paid: the payment is the receipt's total.
  if (
    tax &&
    typeof tax.value === 'number' &&
    tax.value > 0 &&
    tax.order > total.order &&
    tax.order < tendered.order &&
    Math.abs(total.value + tax.value - paid) <= ROUNDING_GAP
  )
    return result;
  const gap = Math.abs(total.value - paid);
  if (
    rounding &&
    gap <= ROUNDING_GAP &&
    rounding.order > total.order &&
    rounding.order < tendered.order
  )
    return result;
  // The total and the payment are two readings of one amount: equal, the digits were read right;
  // far apart, one of them was misread.
  if (gap < SAME_AMOUNT) return { ...total, recognition: 1 };
  if (gap > ROUNDING_GAP)
    return { ...total, recognition: readingOf(layouts, total) * MISREAD_DOUBT };
  return null;
}

/**
 * A payment printed without change was tendered exactly: where it equals the total read, the
 * total's digits were read right twice. Where it differs, the customer may have handed over more
 * and the change line gone unread, so it says nothing.
 */
function exactPayment(tendered: Located, total: Located | null): Located | null {
  if (!total || typeof total.value !== 'number' || typeof tendered.value !== 'number') return null;
  if (tendered.order < total.order) return null;
  return Math.abs(total.value - tendered.value) < SAME_AMOUNT ? { ...total, recognition: 1 } : null;
}

function paymentProfile(key: string, labels: readonly string[]): FieldProfile {
  return {
    field: { key, caption: key, description: '', type: 'number' },
    concept: null,
    kind: 'amount',
    labels: labels.map((label) => ({ tokens: matchTokens(label), weight: 1 })),
  };
}
