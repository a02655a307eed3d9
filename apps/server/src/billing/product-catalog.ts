/**
 * What Docsift sells: the plans (a monthly price each) and the one-time credit bundles. This
 * module is the configuration (docs/billing.md): edit it to change names and prices; with
 * STRIPE_SECRET_KEY set, each API start brings Stripe's products and prices in line with it.
 */
import { planCredits } from '@docsift/core/plans';
import type { Price, Product } from '@docsift/core/payments';

export const productCatalog: readonly Product[] = [
  {
    id: 'free',
    name: 'Free',
    prices: [monthly('free-monthly', 0, 'Free plan')],
    metadata: { role: 'free', credits: planCredits.free, default: true, free: true },
  },
  {
    id: 'starter',
    name: 'Starter',
    prices: [monthly('starter-monthly', 1900, 'Starter plan, monthly')],
    metadata: { role: 'starter', credits: planCredits.starter, default: false, free: false },
  },
  {
    id: 'professional',
    name: 'Professional',
    prices: [monthly('professional-monthly', 4900, 'Professional plan, monthly')],
    metadata: {
      role: 'professional',
      credits: planCredits.professional,
      default: false,
      free: false,
    },
  },
  {
    id: 'credits-1000',
    name: '1,000 credits',
    prices: [once('credits-1000-once', 1000, '1,000 extra credits')],
    metadata: { role: null, credits: 1000, default: false, free: false },
  },
  {
    id: 'credits-5000',
    name: '5,000 credits',
    prices: [once('credits-5000-once', 4000, '5,000 extra credits')],
    metadata: { role: null, credits: 5000, default: false, free: false },
  },
];

function monthly(id: string, unitAmount: number, description: string): Price {
  return { id, type: 'recurring', unitAmount, currency: 'eur', interval: 'month', description };
}

function once(id: string, unitAmount: number, description: string): Price {
  return { id, type: 'one_time', unitAmount, currency: 'eur', interval: null, description };
}

/** A product and one of its prices, when both exist and the product can be bought. */
export interface SellableItem {
  product: Product;
  price: Price;
}

export function findSellable(
  catalog: readonly Product[],
  productId: string,
  priceId: string,
): SellableItem | null {
  const product = catalog.find((p) => p.id === productId);
  const price = product?.prices.find((p) => p.id === priceId);
  if (!product || !price || product.metadata.free) return null;
  return { product, price };
}

/** The product a price of ours belongs to. */
export function findByPriceId(catalog: readonly Product[], priceId: string): SellableItem | null {
  for (const product of catalog) {
    const price = product.prices.find((p) => p.id === priceId);
    if (price) return { product, price };
  }
  return null;
}
