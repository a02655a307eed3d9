/**
 * A test server whose payments go to a fake Stripe: the fake starts first (its URL goes into
 * STRIPE_API_URL), then the server, whose webhook URL the fake then posts its events to.
 */
import { afterAll, beforeAll } from 'vitest';
import { STRIPE_WEBHOOK_PATH } from '../../src/platform/http/http-server.ts';
import type { TestDialect, TestServer } from '../test-server.ts';
import { startTestServer } from '../test-server.ts';
import type { FakeStripe } from './fake-stripe.ts';
import { startFakeStripe, stripeEnv } from './fake-stripe.ts';

export async function startStripeTestServer(
  dialect: TestDialect,
  stripe: FakeStripe,
): Promise<TestServer> {
  const server = await startTestServer(dialect, { env: stripeEnv(stripe) });
  stripe.webhookUrl = `${server.url}${STRIPE_WEBHOOK_PATH}`;
  return server;
}

/** One fake Stripe and one server for the enclosing describe block. */
export function stripeServerPerSuite(dialect: TestDialect) {
  const suite = {} as { server: TestServer; stripe: FakeStripe };
  beforeAll(async () => {
    suite.stripe = await startFakeStripe();
    suite.server = await startStripeTestServer(dialect, suite.stripe);
  });
  afterAll(async () => {
    await suite.server?.close();
    await suite.stripe?.close();
  });
  return suite;
}
