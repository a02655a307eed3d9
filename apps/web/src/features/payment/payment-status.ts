/** How a payment stands, in the words the history shows. */
export type PaymentState = 'paid' | 'pending' | 'failed' | 'refunded';

/**
 * Stripe names one state several ways: a charge or payment intent "succeeded" where an invoice
 * is "paid". Unknown words map to null and are shown as they came.
 */
const stateOfStripeStatus = new Map<string, PaymentState>([
  ['succeeded', 'paid'],
  ['paid', 'paid'],
  ['processing', 'pending'],
  ['open', 'pending'],
  ['pending', 'pending'],
  ['requires_action', 'pending'],
  ['requires_payment_method', 'failed'],
  ['failed', 'failed'],
  ['canceled', 'failed'],
  ['uncollectible', 'failed'],
  ['void', 'failed'],
  ['refunded', 'refunded'],
]);

export function paymentState(status: string): PaymentState | null {
  return stateOfStripeStatus.get(status) ?? null;
}
