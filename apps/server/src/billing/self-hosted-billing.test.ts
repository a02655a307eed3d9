import type { ProductList, SubscriptionState } from '@docsift/core/payments';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { setRole } from '../../test/documents.ts';
import { HttpClient } from '../../test/http-client.ts';
import { dialects, serverPerSuite } from '../../test/test-server.ts';

describe.each(dialects)('billing in self-hosted mode (no STRIPE_SECRET_KEY) on %s', (dialect) => {
  const suite = serverPerSuite(dialect);
  const notConfigured = {
    status: 501,
    body: {
      error: {
        code: 'payment/not-configured',
        message: 'Payments are not configured on this server',
      },
    },
  };

  it('answers the plans, the role set by an administrator and no payments', async () => {
    const { client, me } = await registerUser(suite.server.url);
    const products = await client.get<ProductList>('/api/billing/products');
    expect(products.body.purchasable).toBe(false);
    expect(products.body.products.map((p) => p.id)).toContain('professional');
    expect(await client.get('/api/billing/subscription')).toMatchObject({
      status: 200,
      body: { role: 'free', subscription: null },
    });
    await setRole(suite.server, me.uid, 'professional');
    expect((await client.get<SubscriptionState>('/api/billing/subscription')).body.role).toBe(
      'professional',
    );
    expect(await client.get('/api/billing/payments')).toMatchObject({
      status: 200,
      body: { payments: [], hasMore: false },
    });
  });

  it('refuses checkout, portal and webhook with 501 payment/not-configured', async () => {
    const { client } = await registerUser(suite.server.url);
    expect(
      await client.post('/api/billing/checkout', {
        productId: 'starter',
        priceId: 'starter-monthly',
      }),
    ).toMatchObject(notConfigured);
    expect(await client.post('/api/billing/portal')).toMatchObject(notConfigured);
    const stripe = new HttpClient(suite.server.url);
    expect(
      await stripe.post('/api/billing/stripe-webhook', { id: 'evt_1', type: 'invoice.paid' }),
    ).toMatchObject(notConfigured);
  });

  it('asks for a caller on every billing route but the webhook', async () => {
    const anonymous = new HttpClient(suite.server.url);
    for (const path of [
      '/api/billing/products',
      '/api/billing/subscription',
      '/api/billing/payments',
    ])
      expect((await anonymous.get(path)).status).toBe(401);
    expect((await anonymous.post('/api/billing/portal')).status).toBe(401);
  });
});
