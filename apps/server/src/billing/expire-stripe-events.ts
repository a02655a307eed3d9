/**
 * The processed Stripe event ids are kept to apply each event once. Stripe retries a delivery
 * for up to three days, so after 30 days no replay can come: the periodic clean-up forgets them.
 */
import type { BillingRepository } from './billing.repository.ts';

export const STRIPE_EVENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

interface ExpireStripeEventsDeps {
  billing: Pick<BillingRepository, 'pruneEventsBefore'>;
  now?: () => number;
}

export function expireStripeEvents({ billing, now = Date.now }: ExpireStripeEventsDeps) {
  return billing.pruneEventsBefore(now() - STRIPE_EVENT_RETENTION_MS);
}
