import type { ProductList } from '@docsift/core/payments';
import { afterAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import type { FakeStripe } from '../../test/fake-stripe/fake-stripe.ts';
import { startFakeStripe, stripeEnv } from '../../test/fake-stripe/fake-stripe.ts';
import type { TestServer } from '../../test/test-server.ts';
import { startTestServer } from '../../test/test-server.ts';

describe('a server whose Stripe is unreachable when it starts', () => {
  let server: TestServer | undefined;
  let stripe: FakeStripe | undefined;
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  it('starts and answers reads; a checkout fails with 500, and the next one, Stripe back, succeeds', async () => {
    const gone = await startFakeStripe();
    const port = Number(new URL(gone.url).port);
    await gone.close();
    server = await startTestServer('sqlite', { env: stripeEnv(gone) });
    const { client } = await registerUser(server.url);
    expect((await client.get<ProductList>('/api/billing/products')).body.purchasable).toBe(true);
    const body = { productId: 'starter', priceId: 'starter-monthly' };
    expect(await client.post('/api/billing/checkout', body)).toMatchObject({
      status: 500,
      body: { error: { code: 'internal' } },
    });
    // The start's own attempt fails too, and says so (it runs beside the requests, not before them).
    await expect.poll(() => server?.logs()).toContain('stripe catalogue not synchronised');

    stripe = await startFakeStripe(port);
    const retried = await client.post<{ url: string }>('/api/billing/checkout', body);
    expect(retried.status).toBe(200);
    expect(stripe.store.products.size).toBe(4);
  });
});
