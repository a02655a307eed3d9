/** The one place the `stripe` library is configured: its API origin comes from STRIPE_API_URL. */
import Stripe from 'stripe';
import type { StripeConfig } from '../platform/config/config.ts';

export function createStripeClient(config: StripeConfig): Stripe {
  const origin = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(origin
      ? {
          host: origin.hostname,
          port: origin.port || (origin.protocol === 'http:' ? 80 : 443),
          protocol: origin.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/** Stripe product ids are ours prefixed, so an account shared with other apps stays readable. */
export function stripeProductId(productId: string): string {
  return `docsift_${productId}`;
}

export function productIdOfStripe(stripeProductId: string): string | null {
  return stripeProductId.startsWith('docsift_') ? stripeProductId.slice('docsift_'.length) : null;
}

/** The lookup key of our price: how a later start finds the Stripe price it created. */
export function priceLookupKey(priceId: string): string {
  return `docsift_${priceId}`;
}
