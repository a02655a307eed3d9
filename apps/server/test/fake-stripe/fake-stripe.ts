/**
 * The fake Stripe a test starts: its API (fake-stripe-server.ts) plus what Stripe does on its
 * side of a purchase: a paid checkout makes a payment intent and charge, or a subscription and
 * its paid invoice, and the events go to our webhook signed with the webhook secret, one after
 * the other, each awaited, so a test reads the outcome as soon as `pay` returns. A browser test
 * reaches the same through the checkout and portal pages (fake-stripe-pages.ts).
 */
import Stripe from 'stripe';
import type { FakeStripeApi, FakeStripeStore, StripeObject } from './fake-stripe-server.ts';
import { nowSeconds, startFakeStripeApi } from './fake-stripe-server.ts';
import { answerPage } from './fake-stripe-pages.ts';

export interface DeliveredEvent {
  event: StripeObject;
  status: number;
  body: unknown;
}

export interface FakeStripe extends FakeStripeApi {
  webhookSecret: string;
  /** Where events are posted: set once the Docsift server's URL is known. */
  webhookUrl: string;
  /** The customer pays on the checkout page at `checkoutUrl`. */
  pay(checkoutUrl: string): Promise<DeliveredEvent[]>;
  /** A new month: the subscription's next invoice is paid. */
  renew(subscriptionId: string): Promise<DeliveredEvent[]>;
  /** A new month whose payment fails: the invoice stays open and the subscription is past due. */
  failRenewal(subscriptionId: string): Promise<DeliveredEvent[]>;
  /** The subscription ends now, as a cancellation in the portal does. */
  cancel(subscriptionId: string): Promise<DeliveredEvent[]>;
  /** Posts an event; `secret` signs it with another secret, `signature` sends that header as is. */
  deliver(
    event: StripeObject,
    options?: { secret?: string; signature?: string },
  ): Promise<DeliveredEvent>;
  /** Every event delivered so far, in order. */
  events: StripeObject[];
  /** While set, deliveries wait for it: a browser test lets the customer's return come first. */
  deliveriesWaitFor?: Promise<void>;
}

const MONTH_SECONDS = 30 * 24 * 3600;

/** The server's environment for this fake: its key, its webhook secret and its address. */
export function stripeEnv(stripe: FakeStripe): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  };
}

export async function startFakeStripe(port = 0): Promise<FakeStripe> {
  const api = await startFakeStripeApi(port, (store, method, url, response) =>
    answerPage(store, fake, method, url, response),
  );
  const { store } = api;
  const fake: FakeStripe = {
    ...api,
    webhookSecret: 'whsec_fake_secret',
    webhookUrl: '',
    events: [],
    async deliver(event, options = {}) {
      await fake.deliveriesWaitFor;
      const payload = JSON.stringify(event);
      const signature =
        options.signature ??
        Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? fake.webhookSecret,
        });
      const response = await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signature,
        },
        body: payload,
      });
      fake.events.push(event);
      return { event, status: response.status, body: await response.json() };
    },
    async pay(checkoutUrl) {
      const session = store.find(
        store.checkoutSessions,
        checkoutUrl.split('/').at(-1)!,
        'checkout session',
      );
      const kept = session.fake as {
        price: string;
        subscriptionMetadata: object;
        paymentIntentMetadata: object;
      };
      const price = store.find(store.prices, kept.price, 'price');
      session.status = 'complete';
      session.payment_status = 'paid';
      const events: StripeObject[] = [];
      if (session.mode === 'subscription') {
        const subscription = createSubscription(store, session, price, kept.subscriptionMetadata);
        session.subscription = subscription.id;
        events.push(event('customer.subscription.created', subscription));
        events.push(event('invoice.paid', createInvoice(store, subscription, price, true)));
      } else {
        const intent = createPaidIntent(store, session, kept.paymentIntentMetadata);
        session.payment_intent = intent.id;
        events.push(event('payment_intent.succeeded', intent));
      }
      const { fake: _kept, ...answer } = session;
      events.push(event('checkout.session.completed', answer));
      return deliverAll(events);
    },
    async renew(subscriptionId) {
      const subscription = store.find(store.subscriptions, subscriptionId, 'subscription');
      const item = itemOf(subscription);
      item.current_period_start = item.current_period_end;
      item.current_period_end = (item.current_period_end as number) + MONTH_SECONDS;
      const price = item.price as StripeObject;
      return deliverAll([
        event('invoice.paid', createInvoice(store, subscription, price, true)),
        event('customer.subscription.updated', subscription),
      ]);
    },
    async failRenewal(subscriptionId) {
      const subscription = store.find(store.subscriptions, subscriptionId, 'subscription');
      const price = itemOf(subscription).price as StripeObject;
      subscription.status = 'past_due';
      const invoice = createInvoice(store, subscription, price, false);
      return deliverAll([
        event('invoice.payment_failed', invoice),
        event('customer.subscription.updated', subscription),
      ]);
    },
    async cancel(subscriptionId) {
      const subscription = store.find(store.subscriptions, subscriptionId, 'subscription');
      subscription.status = 'canceled';
      subscription.canceled_at = nowSeconds();
      subscription.ended_at = nowSeconds();
      return deliverAll([event('customer.subscription.deleted', subscription)]);
    },
  };

  store.afterPlanChange = (subscription, price) => {
    void deliverAll([
      event('customer.subscription.updated', subscription),
      event('invoice.paid', createInvoice(store, subscription, price, true)),
    ]);
  };

  async function deliverAll(events: StripeObject[]): Promise<DeliveredEvent[]> {
    const delivered: DeliveredEvent[] = [];
    for (const e of events) delivered.push(await fake.deliver(e));
    return delivered;
  }
  return fake;

  function event(type: string, object: StripeObject): StripeObject {
    return {
      id: store.newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      // A snapshot: later changes to the object do not change an event already sent.
      data: { object: structuredClone(object) },
    };
  }
}

function itemOf(subscription: StripeObject): StripeObject {
  return (subscription.items as { data: StripeObject[] }).data[0]!;
}

function createSubscription(
  store: FakeStripeStore,
  session: StripeObject,
  price: StripeObject,
  metadata: object,
): StripeObject {
  const start = nowSeconds();
  const id = store.newId('sub');
  const subscription = {
    id,
    object: 'subscription',
    created: start,
    start_date: start,
    status: 'active',
    customer: session.customer,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    metadata,
    items: {
      object: 'list',
      data: [
        {
          id: store.newId('si'),
          object: 'subscription_item',
          subscription: id,
          price,
          quantity: 1,
          current_period_start: start,
          current_period_end: start + MONTH_SECONDS,
        },
      ],
      has_more: false,
    },
  };
  store.subscriptions.set(id, subscription);
  return subscription;
}

/** The subscription's invoice for its current period: paid, or left open by a failed charge. */
function createInvoice(
  store: FakeStripeStore,
  subscription: StripeObject,
  price: StripeObject,
  isPaid: boolean,
): StripeObject {
  const item = itemOf(subscription);
  const id = store.newId('in');
  const at = nowSeconds();
  const invoice = {
    id,
    object: 'invoice',
    created: at,
    status: isPaid ? 'paid' : 'open',
    attempt_count: 1,
    customer: subscription.customer,
    currency: price.currency,
    amount_due: price.unit_amount,
    amount_paid: isPaid ? price.unit_amount : 0,
    hosted_invoice_url: `https://invoice.stripe.test/i/${id}`,
    status_transitions: { paid_at: isPaid ? at : null, finalized_at: at },
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
    lines: {
      object: 'list',
      data: [
        {
          id: store.newId('il'),
          object: 'line_item',
          amount: price.unit_amount,
          currency: price.currency,
          period: { start: item.current_period_start, end: item.current_period_end },
          pricing: {
            type: 'price_details',
            price_details: { price: price.id, product: price.product },
          },
        },
      ],
      has_more: false,
    },
  };
  store.invoices.set(id, invoice);
  return invoice;
}

function createPaidIntent(
  store: FakeStripeStore,
  session: StripeObject,
  metadata: object,
): StripeObject {
  const intentId = store.newId('pi');
  const charge = {
    id: store.newId('ch'),
    object: 'charge',
    payment_intent: intentId,
    amount: session.amount_total,
    currency: session.currency,
    paid: true,
    status: 'succeeded',
    receipt_url: `https://pay.stripe.test/receipts/${intentId}`,
  };
  store.charges.set(charge.id, charge);
  const intent = {
    id: intentId,
    object: 'payment_intent',
    created: nowSeconds(),
    status: 'succeeded',
    amount: session.amount_total,
    amount_received: session.amount_total,
    currency: session.currency,
    customer: session.customer,
    latest_charge: charge.id,
    metadata,
  };
  store.paymentIntents.set(intentId, intent);
  return intent;
}
