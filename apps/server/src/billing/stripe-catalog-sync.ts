/**
 * Brings Stripe's products and prices in line with the catalogue, idempotently: products have
 * our ids (prefixed), prices are found by lookup key. A price whose amount or interval changed
 * gets a new Stripe price that takes over the lookup key; the old one keeps its subscribers.
 */
import type { Price, Product } from '@docsift/core/payments';
import type Stripe from 'stripe';
import { priceLookupKey, stripeProductId } from './stripe-client.ts';

/** Our price id → Stripe's price id. */
export type StripePriceIds = ReadonlyMap<string, string>;

export async function syncCatalogToStripe(
  stripe: Stripe,
  catalog: readonly Product[],
): Promise<StripePriceIds> {
  const sellable = catalog.filter((p) => !p.metadata.free);
  for (const product of sellable) await upsertProduct(stripe, product);
  const existing = await pricesByLookupKey(
    stripe,
    sellable.flatMap((p) => p.prices.map((price) => priceLookupKey(price.id))),
  );
  const ids = new Map<string, string>();
  for (const product of sellable) {
    for (const price of product.prices) {
      const found = existing.get(priceLookupKey(price.id));
      ids.set(
        price.id,
        found && isSamePrice(found, product, price)
          ? found.id
          : (await createPrice(stripe, product, price)).id,
      );
    }
  }
  return ids;
}

function productFields(product: Product) {
  return {
    name: product.name,
    metadata: {
      app: 'docsift',
      productId: product.id,
      role: product.metadata.role ?? '',
      credits: String(product.metadata.credits),
    },
  };
}

async function upsertProduct(stripe: Stripe, product: Product): Promise<void> {
  const id = stripeProductId(product.id);
  const wanted = productFields(product);
  const found = await stripe.products.retrieve(id).catch((error: unknown) => {
    if (isMissing(error)) return null;
    throw error;
  });
  if (!found) {
    await stripe.products.create({ id, ...wanted });
    return;
  }
  const isCurrent =
    found.active &&
    found.name === wanted.name &&
    Object.entries(wanted.metadata).every(([key, value]) => found.metadata[key] === value);
  if (!isCurrent) await stripe.products.update(id, { active: true, ...wanted });
}

async function pricesByLookupKey(
  stripe: Stripe,
  keys: string[],
): Promise<Map<string, Stripe.Price>> {
  const found = new Map<string, Stripe.Price>();
  // Stripe answers at most 10 lookup keys per list call.
  for (let i = 0; i < keys.length; i += 10) {
    const page = await stripe.prices.list({
      lookup_keys: keys.slice(i, i + 10),
      active: true,
      limit: 100,
    });
    for (const price of page.data) if (price.lookup_key) found.set(price.lookup_key, price);
  }
  return found;
}

function isSamePrice(found: Stripe.Price, product: Product, price: Price): boolean {
  const productOfFound = typeof found.product === 'string' ? found.product : found.product.id;
  return (
    productOfFound === stripeProductId(product.id) &&
    found.unit_amount === price.unitAmount &&
    found.currency === price.currency &&
    (found.recurring?.interval ?? null) === price.interval
  );
}

function createPrice(stripe: Stripe, product: Product, price: Price): Promise<Stripe.Price> {
  return stripe.prices.create({
    product: stripeProductId(product.id),
    unit_amount: price.unitAmount,
    currency: price.currency,
    nickname: price.description,
    lookup_key: priceLookupKey(price.id),
    transfer_lookup_key: true,
    metadata: { priceId: price.id, productId: product.id },
    ...(price.interval ? { recurring: { interval: price.interval } } : {}),
  });
}

function isMissing(error: unknown): boolean {
  return (error as { statusCode?: number }).statusCode === 404;
}
