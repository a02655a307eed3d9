import type { Product } from '@docsift/core/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStripeApi } from '../../test/fake-stripe/fake-stripe-server.ts';
import { startFakeStripeApi } from '../../test/fake-stripe/fake-stripe-server.ts';
import { productCatalog } from './product-catalog.ts';
import { syncCatalogToStripe } from './stripe-catalog-sync.ts';
import { createStripeClient } from './stripe-client.ts';

describe('the catalogue synchronised to Stripe', () => {
  let api: FakeStripeApi;
  beforeAll(async () => {
    api = await startFakeStripeApi();
  });
  afterAll(() => api.close());

  const client = () =>
    createStripeClient({ secretKey: api.secretKey, webhookSecret: 'whsec_x', apiUrl: api.url });
  const writes = () => api.store.requests.filter((r) => r.startsWith('POST'));

  it('creates the sellable products and prices once; a second start creates nothing', async () => {
    const first = await syncCatalogToStripe(client(), productCatalog);
    expect([...api.store.products.keys()]).toEqual([
      'docsift_starter',
      'docsift_professional',
      'docsift_credits-1000',
      'docsift_credits-5000',
    ]);
    expect(api.store.products.get('docsift_starter')).toMatchObject({
      name: 'Starter',
      metadata: { app: 'docsift', productId: 'starter', role: 'starter', credits: '3000' },
    });
    const prices = [...api.store.prices.values()];
    expect(prices.map((p) => [p.lookup_key, p.unit_amount, p.type])).toEqual([
      ['docsift_starter-monthly', 1900, 'recurring'],
      ['docsift_professional-monthly', 4900, 'recurring'],
      ['docsift_credits-1000-once', 1000, 'one_time'],
      ['docsift_credits-5000-once', 4000, 'one_time'],
    ]);
    expect([...first.values()]).toEqual(prices.map((p) => p.id));

    const writesBefore = writes().length;
    const second = await syncCatalogToStripe(client(), productCatalog);
    expect(writes().length).toBe(writesBefore);
    expect(second).toEqual(first);
  });

  it('moves the lookup key to a new price when an amount changes, and renames a product', async () => {
    const changed: Product[] = productCatalog.map((p) =>
      p.id === 'starter'
        ? {
            ...p,
            name: 'Starter+',
            prices: p.prices.map((price) => ({ ...price, unitAmount: 2900 })),
          }
        : p,
    );
    const before = await syncCatalogToStripe(client(), productCatalog);
    const after = await syncCatalogToStripe(client(), changed);
    const newPrice = api.store.prices.get(after.get('starter-monthly')!)!;
    expect(newPrice).toMatchObject({ unit_amount: 2900, lookup_key: 'docsift_starter-monthly' });
    expect(api.store.prices.get(before.get('starter-monthly')!)!.lookup_key).toBeNull();
    expect(after.get('professional-monthly')).toBe(before.get('professional-monthly'));
    expect(api.store.products.get('docsift_starter')!.name).toBe('Starter+');

    const writesBefore = writes().length;
    await syncCatalogToStripe(client(), changed);
    expect(writes().length).toBe(writesBefore);
  });
});
