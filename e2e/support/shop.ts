/**
 * A Docsift of its own with STRIPE_API_URL pointing at a fake Stripe, per worker: for specs that
 * buy plans in the browser. The fake signs and sends its webhooks to this server.
 */
import { test as base } from '@playwright/test';
import type { FakeStripe } from '@docsift/server/testing/fake-stripe';
import { startFakeStripe, stripeEnv } from '@docsift/server/testing/fake-stripe';
import type { RunningServer } from './docsift-server.ts';
import { startDocsift } from './docsift-server.ts';

export interface Shop {
  docsift: RunningServer;
  stripe: FakeStripe;
}

export const test = base.extend<object, { shop: Shop }>({
  shop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const stripe = await startFakeStripe();
      const docsift = await startDocsift({ env: stripeEnv(stripe) });
      stripe.webhookUrl = `${docsift.url}/api/billing/stripe-webhook`;
      await use({ docsift, stripe });
      await docsift.stop();
      await stripe.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ shop }, use) => use(shop.docsift.url),
});
