import type { Doctype } from '@docsift/core/doctype';
import type { Me } from '@docsift/core/me';
import type { NotificationList } from '@docsift/core/notification';
import type {
  PaymentList,
  ProductList,
  RedirectUrl,
  SubscriptionState,
} from '@docsift/core/payments';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { createDoctype, setRole } from '../../test/documents.ts';
import type { HttpClient } from '../../test/http-client.ts';
import { openEventStream } from '../../test/live-events.ts';
import { stripeEnv } from '../../test/fake-stripe/fake-stripe.ts';
import { stripeServerPerSuite } from '../../test/fake-stripe/stripe-test-server.ts';
import { dialects, startTestServer } from '../../test/test-server.ts';

describe.each(dialects)(
  'billing through the real stripe library and a fake Stripe on %s',
  (dialect) => {
    const suite = stripeServerPerSuite(dialect);

    async function checkout(client: HttpClient, productId: string, priceId: string) {
      const res = await client.post<RedirectUrl>('/api/billing/checkout', { productId, priceId });
      expect(res.status).toBe(200);
      expect(res.body.url.startsWith(`${suite.stripe.url}/c/pay/cs_test_`)).toBe(true);
      return res.body.url;
    }

    const me = async (client: HttpClient) => (await client.get<Me>('/api/me')).body;
    const payments = async (client: HttpClient, query = '') =>
      (await client.get<PaymentList>(`/api/billing/payments${query}`)).body;

    it('lists the catalogue as purchasable', async () => {
      const { client } = await registerUser(suite.server.url);
      const { body } = await client.get<ProductList>('/api/billing/products');
      expect(body.purchasable).toBe(true);
      expect(body.products.map((p) => [p.id, p.metadata.role, p.metadata.credits])).toEqual([
        ['free', 'free', 500],
        ['starter', 'starter', 3000],
        ['professional', 'professional', 6000],
        ['credits-1000', null, 1000],
        ['credits-5000', null, 5000],
      ]);
    });

    it('subscribes: checkout → signed webhooks → role, allowance and payment → portal → renewal → cancellation', async () => {
      const { client, email } = await registerUser(suite.server.url);
      const url = await checkout(client, 'starter', 'starter-monthly');
      const session = suite.stripe.store.checkoutSessions.get(url.split('/').at(-1)!)!;
      expect(session).toMatchObject({
        mode: 'subscription',
        success_url: `${suite.server.url}/payment?success=true`,
        cancel_url: `${suite.server.url}/payment`,
        metadata: { productId: 'starter', priceId: 'starter-monthly' },
      });
      const customer = suite.stripe.store.customers.get(session.customer as string)!;
      expect(customer.email).toBe(email);

      const delivered = await suite.stripe.pay(url);
      expect(delivered.map((d) => [d.event.type, d.status])).toEqual([
        ['customer.subscription.created', 200],
        ['invoice.paid', 200],
        ['checkout.session.completed', 200],
      ]);
      const after = await me(client);
      expect(after.role).toBe('starter');
      expect(after.credits.count).toBe(3000);

      const subscriptionId = session.subscription as string;
      const stripeSubscription = suite.stripe.store.subscriptions.get(subscriptionId)!;
      const firstPeriodEnd = (
        stripeSubscription.items as { data: { current_period_end: number }[] }
      ).data[0]!.current_period_end;
      const state = (await client.get<SubscriptionState>('/api/billing/subscription')).body;
      expect(state).toEqual({
        role: 'starter',
        subscription: {
          id: subscriptionId,
          status: 'active',
          cancelAt: null,
          currentPeriodStart: (stripeSubscription.start_date as number) * 1000,
          currentPeriodEnd: firstPeriodEnd * 1000,
          productId: 'starter',
          priceId: 'starter-monthly',
        },
      });
      const firstInvoice = delivered[1]!.event.data as { object: { id: string } };
      expect((await payments(client)).payments).toEqual([
        {
          id: firstInvoice.object.id,
          status: 'paid',
          created: expect.any(Number),
          amount: 1900,
          currency: 'eur',
          productId: 'starter',
          priceId: 'starter-monthly',
          receiptUrl: `https://invoice.stripe.test/i/${firstInvoice.object.id}`,
        },
      ]);

      expect(
        await client.post('/api/billing/checkout', {
          productId: 'professional',
          priceId: 'professional-monthly',
        }),
      ).toMatchObject({ status: 409, body: { error: { code: 'payment/already-subscribed' } } });

      const portal = await client.post<RedirectUrl>('/api/billing/portal');
      expect(portal.status).toBe(200);
      const portalSession = suite.stripe.store.portalSessions.get(
        portal.body.url.split('/').at(-1)!,
      );
      expect(portalSession).toMatchObject({
        customer: customer.id,
        return_url: `${suite.server.url}/payment`,
      });

      expect((await suite.stripe.renew(subscriptionId)).map((d) => d.status)).toEqual([200, 200]);
      const renewed = (await client.get<SubscriptionState>('/api/billing/subscription')).body;
      expect(renewed.subscription?.currentPeriodStart).toBe(firstPeriodEnd * 1000);
      expect((await payments(client)).payments).toHaveLength(2);

      expect((await suite.stripe.cancel(subscriptionId)).map((d) => d.status)).toEqual([200]);
      expect(await client.get<SubscriptionState>('/api/billing/subscription')).toMatchObject({
        body: { role: 'free', subscription: null },
      });
      expect((await me(client)).role).toBe('free');
    });

    it('upgrades a live plan in place: Stripe invoices the change, the role and credits follow', async () => {
      const { client } = await registerUser(suite.server.url);
      const upgrade = (productId: string, priceId: string) =>
        client.post<SubscriptionState>('/api/billing/upgrade', { productId, priceId });
      expect(await upgrade('professional', 'professional-monthly')).toMatchObject({
        status: 409,
        body: { error: { code: 'payment/not-subscribed' } },
      });

      const url = await checkout(client, 'starter', 'starter-monthly');
      await suite.stripe.pay(url);
      const session = suite.stripe.store.checkoutSessions.get(url.split('/').at(-1)!)!;
      const subscriptionId = session.subscription as string;
      expect(await upgrade('starter', 'starter-monthly')).toMatchObject({
        status: 409,
        body: { error: { code: 'payment/already-subscribed' } },
      });
      expect(await upgrade('free', 'free-monthly')).toMatchObject({
        status: 404,
        body: { error: { code: 'payment/product-not-found' } },
      });
      expect(await upgrade('credits-1000', 'credits-1000-once')).toMatchObject({
        status: 404,
        body: { error: { code: 'payment/product-not-found' } },
      });

      const upgraded = await upgrade('professional', 'professional-monthly');
      expect(upgraded).toMatchObject({
        status: 200,
        body: {
          subscription: {
            id: subscriptionId,
            status: 'active',
            productId: 'professional',
            priceId: 'professional-monthly',
          },
        },
      });
      // The same subscription, charged for the change: no second subscription, no checkout.
      const customersSubscriptions = [...suite.stripe.store.subscriptions.values()].filter(
        (subscription) => subscription.customer === session.customer,
      );
      expect(customersSubscriptions.map((subscription) => subscription.id)).toEqual([
        subscriptionId,
      ]);
      expect(suite.stripe.store.requests).toContain(`POST /v1/subscriptions/${subscriptionId}`);
      await expect.poll(async () => (await me(client)).role).toBe('professional');
      await expect.poll(async () => (await me(client)).credits.count).toBe(6000);
      expect(await client.get<SubscriptionState>('/api/billing/subscription')).toMatchObject({
        body: { role: 'professional', subscription: { id: subscriptionId } },
      });
      await expect.poll(async () => (await payments(client)).payments.length).toBe(2);

      expect(await upgrade('starter', 'starter-monthly')).toMatchObject({
        status: 409,
        body: { error: { code: 'payment/not-an-upgrade' } },
      });
    });

    it('tells the members of the author’s doctypes when a bought plan changes their outputs', async () => {
      const author = await registerUser(suite.server.url);
      const member = await registerUser(suite.server.url);
      const doctype = await createDoctype(author.client);
      const shared = await author.client.post(`/api/doctypes/${doctype.id}/members`, {
        email: member.email,
      });
      expect(shared.status).toBe(201);
      const outputs = async () =>
        (await member.client.get<Doctype>(`/api/doctypes/${doctype.id}`)).body.outputs;
      expect((await outputs()).exportFormats).toEqual(['csv', 'json']);
      const stream = await openEventStream(member.client);
      try {
        await suite.stripe.pay(await checkout(author.client, 'starter', 'starter-monthly'));
        // The member's open pages hear of it (after the team's earlier events, if any).
        let event = await stream.next();
        while (event.type !== 'doctype-outputs') event = await stream.next();
        expect(event).toEqual({ type: 'doctype-outputs', doctype: doctype.id });
      } finally {
        stream.close();
      }
      expect(await outputs()).toEqual({
        exportFormats: ['csv', 'json', 'xlsx'],
        inboundEmail: true,
        webhooks: false,
      });
    });

    it('buys a credit bundle: its credits go to the extra pool once, with the receipt', async () => {
      const { client } = await registerUser(suite.server.url);
      const before = await me(client);
      const stream = await openEventStream(client);
      const url = await checkout(client, 'credits-1000', 'credits-1000-once');
      const delivered = await suite.stripe.pay(url);
      // Both events name the same payment: the credits are granted once.
      expect(delivered.map((d) => [d.event.type, d.status])).toEqual([
        ['payment_intent.succeeded', 200],
        ['checkout.session.completed', 200],
      ]);
      const after = await me(client);
      expect(after.credits).toEqual({
        count: before.credits.count,
        extra: 1000,
        total: before.credits.count + 1000,
      });
      // The buyer's open pages hear of it, after the notification of the credits.
      const seen: string[] = [];
      while (seen.at(-1) !== 'account') seen.push((await stream.next()).type);
      stream.close();
      expect(seen).toContain('notification');
      expect(after.role).toBe('free');
      const { body } = await client.get<NotificationList>('/api/notifications');
      expect(body.notifications).toMatchObject([{ level: 'info', message: 'credits/purchased' }]);
      const intent = (delivered[0]!.event.data as { object: { id: string } }).object.id;
      expect((await payments(client)).payments).toMatchObject([
        {
          id: intent,
          status: 'succeeded',
          amount: 1000,
          productId: 'credits-1000',
          receiptUrl: `https://pay.stripe.test/receipts/${intent}`,
        },
      ]);
    });

    it('tells the user with a danger notification when a renewal or a delayed debit fails, once per event', async () => {
      const { client } = await registerUser(suite.server.url);
      const url = await checkout(client, 'starter', 'starter-monthly');
      await suite.stripe.pay(url);
      const session = suite.stripe.store.checkoutSessions.get(url.split('/').at(-1)!)!;
      const failed = await suite.stripe.failRenewal(session.subscription as string);
      expect(failed.map((d) => [d.event.type, d.status])).toEqual([
        ['invoice.payment_failed', 200],
        ['customer.subscription.updated', 200],
      ]);
      expect(await suite.stripe.deliver(failed[0]!.event)).toMatchObject({
        body: { outcome: 'replayed' },
      });
      const notices = async () =>
        (await client.get<NotificationList>('/api/notifications')).body.notifications;
      expect(await notices()).toMatchObject([{ level: 'danger', message: 'payment/failed' }]);
      // Past due is still live: the plan stays while Stripe retries the charge.
      expect(await client.get<SubscriptionState>('/api/billing/subscription')).toMatchObject({
        body: { role: 'starter', subscription: { status: 'past_due' } },
      });
      expect((await payments(client)).payments).toHaveLength(1);

      const bundle = await suite.stripe.pay(
        await checkout(client, 'credits-1000', 'credits-1000-once'),
      );
      const debitFailed = structuredClone(bundle.at(-1)!.event) as {
        id: string;
        type: string;
        data: { object: { payment_status: string } };
      };
      debitFailed.id = `${debitFailed.id}_failed`;
      debitFailed.type = 'checkout.session.async_payment_failed';
      debitFailed.data.object.payment_status = 'unpaid';
      expect((await suite.stripe.deliver(debitFailed)).status).toBe(200);
      expect((await notices()).map((n) => n.message)).toEqual([
        'payment/failed',
        'credits/purchased',
        'payment/failed',
      ]);
    });

    it('applies a replayed event once', async () => {
      const { client } = await registerUser(suite.server.url);
      const delivered = await suite.stripe.pay(
        await checkout(client, 'credits-5000', 'credits-5000-once'),
      );
      const stripeRequests = suite.stripe.store.requests.length;
      for (const { event } of delivered) {
        expect(await suite.stripe.deliver(event)).toMatchObject({
          status: 200,
          body: { received: true, outcome: 'replayed' },
        });
      }
      // A replay is known before anything is read from Stripe.
      expect(suite.stripe.store.requests.length).toBe(stripeRequests);
      expect((await me(client)).credits.extra).toBe(5000);
      expect((await payments(client)).payments).toHaveLength(1);
    });

    it('applies an event delivered twice at once only once', async () => {
      const { client } = await registerUser(suite.server.url);
      const url = await checkout(client, 'credits-1000', 'credits-1000-once');
      const secret = suite.stripe.webhookSecret;
      // Signed with a wrong secret first, so the events exist but nothing is applied yet.
      suite.stripe.webhookSecret = 'whsec_not_yet';
      const events = await suite.stripe.pay(url).finally(() => {
        suite.stripe.webhookSecret = secret;
      });
      const completed = events.at(-1)!.event;
      const outcomes = await Promise.all([
        suite.stripe.deliver(completed),
        suite.stripe.deliver(completed),
      ]);
      expect(
        outcomes.map((o) => [o.status, (o.body as { outcome: string }).outcome]).sort(),
      ).toEqual([
        [200, 'applied'],
        [200, 'replayed'],
      ]);
      expect((await me(client)).credits.extra).toBe(1000);
    });

    it('refuses a bad signature with 400 and changes nothing; the same events signed rightly apply', async () => {
      const { client } = await registerUser(suite.server.url);
      const url = await checkout(client, 'credits-1000', 'credits-1000-once');
      const secret = suite.stripe.webhookSecret;
      suite.stripe.webhookSecret = 'whsec_someone_else';
      const refused = await suite.stripe.pay(url).finally(() => {
        suite.stripe.webhookSecret = secret;
      });
      for (const { status, body } of refused)
        expect({ status, body }).toMatchObject({
          status: 400,
          body: { error: { code: 'invalid-argument', message: 'Invalid Stripe signature' } },
        });
      const [first] = refused;
      expect(await suite.stripe.deliver(first!.event, { signature: '' })).toMatchObject({
        status: 400,
        body: { error: { message: 'Missing Stripe-Signature header' } },
      });
      // A signature made for other bytes: the body was changed on its way.
      const tampered = { ...first!.event, id: 'evt_tampered' };
      const signedForOriginal = (await import('stripe')).default.webhooks.generateTestHeaderString({
        payload: JSON.stringify(first!.event),
        secret,
      });
      expect((await suite.stripe.deliver(tampered, { signature: signedForOriginal })).status).toBe(
        400,
      );
      expect((await me(client)).credits.extra).toBe(0);
      expect((await payments(client)).payments).toEqual([]);

      for (const { event } of refused) expect((await suite.stripe.deliver(event)).status).toBe(200);
      expect((await me(client)).credits.extra).toBe(1000);
    });

    it('answers 200 and changes nothing for an event about a customer Docsift did not make', async () => {
      const { client } = await registerUser(suite.server.url);
      const delivered = await suite.stripe.pay(
        await checkout(client, 'credits-1000', 'credits-1000-once'),
      );
      const foreign = structuredClone(delivered[0]!.event) as {
        id: string;
        data: { object: { id: string; customer: string } };
      };
      foreign.id = 'evt_foreign';
      foreign.data.object.customer = 'cus_someone_else';
      expect(await suite.stripe.deliver(foreign)).toMatchObject({
        status: 200,
        body: { outcome: 'ignored' },
      });
      expect((await me(client)).credits.extra).toBe(1000);
    });

    it('ignores a signed payment event without metadata with a log line, not a 500', async () => {
      const { client } = await registerUser(suite.server.url);
      const delivered = await suite.stripe.pay(
        await checkout(client, 'credits-1000', 'credits-1000-once'),
      );
      for (const [i, { event }] of delivered.entries()) {
        const bare = structuredClone(event) as { id: string; data: { object: object } };
        bare.id = `evt_without_metadata_${i}_${dialect}`;
        delete (bare.data.object as { metadata?: unknown }).metadata;
        expect(await suite.stripe.deliver(bare), String(event.type)).toMatchObject({
          status: 200,
          body: { outcome: 'ignored' },
        });
        const line = suite.server
          .logs()
          .split('\n')
          .find((text) => text.includes(bare.id));
        expect(JSON.parse(line ?? '{}')).toMatchObject({ outcome: 'ignored', type: event.type });
      }
      expect((await me(client)).credits.extra).toBe(1000);
    });

    it('refuses products it does not sell with payment/product-not-found', async () => {
      const { client } = await registerUser(suite.server.url);
      for (const body of [
        { productId: 'enterprise', priceId: 'enterprise-monthly' },
        { productId: 'starter', priceId: 'professional-monthly' },
        { productId: 'free', priceId: 'free-monthly' },
      ]) {
        expect(await client.post('/api/billing/checkout', body)).toMatchObject({
          status: 404,
          body: { error: { code: 'payment/product-not-found' } },
        });
      }
    });

    it('answers the latest 5 payments, then up to 100 with limit', async () => {
      const { client } = await registerUser(suite.server.url);
      for (let i = 0; i < 6; i++)
        await suite.stripe.pay(await checkout(client, 'credits-1000', 'credits-1000-once'));
      const first = await payments(client);
      expect(first.payments).toHaveLength(5);
      expect(first.hasMore).toBe(true);
      const all = await payments(client, '?limit=100');
      expect(all).toMatchObject({ hasMore: false });
      expect(all.payments).toHaveLength(6);
      expect(all.payments.slice(0, 5)).toEqual(first.payments);
      const created = all.payments.map((p) => p.created);
      expect(created).toEqual([...created].sort((a, b) => b - a));
      expect((await client.get('/api/billing/payments?limit=101')).status).toBe(400);
      expect((await me(client)).credits.extra).toBe(6000);
    });

    it('synchronises the catalogue at start; a second server start creates nothing new in Stripe', async () => {
      const { client } = await registerUser(suite.server.url);
      // A checkout waits for the start's synchronisation.
      await checkout(client, 'starter', 'starter-monthly');
      const catalogueWrites = () =>
        suite.stripe.store.requests.filter((r) => /^POST \/v1\/(products|prices)/.test(r)).length;
      const writes = catalogueWrites();
      expect([suite.stripe.store.products.size, suite.stripe.store.prices.size]).toEqual([4, 4]);

      const second = await startTestServer(dialect, { env: stripeEnv(suite.stripe) });
      try {
        const other = await registerUser(second.url);
        const res = await other.client.post<RedirectUrl>('/api/billing/checkout', {
          productId: 'credits-5000',
          priceId: 'credits-5000-once',
        });
        expect(res.status).toBe(200);
      } finally {
        await second.close();
      }
      expect(catalogueWrites()).toBe(writes);
      expect([suite.stripe.store.products.size, suite.stripe.store.prices.size]).toEqual([4, 4]);
    });

    it('cancels the subscription in Stripe when its account is deleted', async () => {
      const { client, email } = await registerUser(suite.server.url);
      const url = await checkout(client, 'starter', 'starter-monthly');
      await suite.stripe.pay(url);
      const session = suite.stripe.store.checkoutSessions.get(url.split('/').at(-1)!)!;
      const subscription = suite.stripe.store.subscriptions.get(session.subscription as string)!;
      expect(subscription.status).toBe('active');

      expect((await client.delete('/api/account', { email })).status).toBe(204);
      expect(subscription.status).toBe('canceled');
      expect(suite.stripe.store.requests).toContain(`DELETE /v1/subscriptions/${subscription.id}`);
    });

    it('keeps an administrator an administrator when they subscribe', async () => {
      const { client, me: admin } = await registerUser(suite.server.url);
      await setRole(suite.server, admin.uid, 'admin');
      await suite.stripe.pay(await checkout(client, 'professional', 'professional-monthly'));
      expect((await me(client)).role).toBe('admin');
      expect((await me(client)).credits.count).toBe(6000);
    });
  },
);
