/**
 * Issue 27 item 9 replayed: a payment event signed with the webhook secret but carrying no
 * `metadata` (not one of our checkouts), on a server of its own paid through the fake Stripe.
 * Before the fix it was a 500, which Stripe retries for days.
 */
import { startFakeStripe, stripeEnv } from '@docsift/server/testing/fake-stripe';
import { startBenchServer } from './docsift-process.ts';
import type { Check } from './edge-attacks.ts';

export async function replayStripeAttacks(check: Check): Promise<void> {
  const stripe = await startFakeStripe();
  const server = await startBenchServer(stripeEnv(stripe));
  stripe.webhookUrl = `${server.url}/api/billing/stripe-webhook`;
  try {
    await check(
      'signed payment_intent.succeeded without metadata',
      '200 ignored, not 500',
      async () => {
        const delivered = await stripe.deliver({
          id: 'evt_attack_without_metadata',
          object: 'event',
          type: 'payment_intent.succeeded',
          data: { object: { id: 'pi_attack', object: 'payment_intent', amount: 1000 } },
        });
        const outcome = (delivered.body as { outcome?: string } | null)?.outcome;
        return [
          delivered.status === 200 && outcome === 'ignored',
          `${delivered.status} ${outcome ?? JSON.stringify(delivered.body)}`,
        ];
      },
    );
  } finally {
    await server.stop();
    await stripe.close();
  }
}
