/**
 * The caller's billing: the catalogue, their plan and payments, and the Stripe pages where
 * they buy or manage one. Without Stripe (self-hosted mode) the reads answer and buying is
 * refused with payment/not-configured.
 */
import { AppError } from '@docsift/core/errors';
import { isSubscriptionLive } from '@docsift/core/payments';
import type {
  CheckoutBody,
  PaymentList,
  Product,
  ProductList,
  RedirectUrl,
  SubscriptionState,
} from '@docsift/core/payments';
import type { Role } from '@docsift/core/roles';
import type { BillingRepository } from './billing.repository.ts';
import { findSellable } from './product-catalog.ts';
import type { StripePayments } from './stripe-payments.ts';

interface BillingServiceDeps {
  repository: BillingRepository;
  catalog: readonly Product[];
  /** Null in self-hosted mode. */
  stripe: StripePayments | null;
  roleOf(userId: string): Promise<Role>;
  emailOf(userId: string): Promise<string>;
  /** Where Stripe sends the browser back: `${publicUrl}/payment`. */
  publicUrl: string;
  now?: () => number;
}

export function createBillingService({
  repository,
  catalog,
  stripe,
  roleOf,
  emailOf,
  publicUrl,
  now = Date.now,
}: BillingServiceDeps) {
  function requireStripe(): StripePayments {
    if (!stripe) throw new AppError('payment/not-configured');
    return stripe;
  }

  async function liveSubscription(userId: string) {
    const subscriptions = await repository.subscriptionsOf(userId);
    return subscriptions.find((s) => isSubscriptionLive(s.status)) ?? null;
  }

  async function customerFor(userId: string, payments: StripePayments): Promise<string> {
    const stored = await repository.customerOf(userId);
    if (stored) return stored;
    const created = await payments.createCustomer({ userId, email: await emailOf(userId) });
    return repository.insertCustomer(userId, created, now());
  }

  return {
    products(): ProductList {
      return { products: [...catalog], purchasable: stripe !== null };
    },

    async subscription(userId: string): Promise<SubscriptionState> {
      return { role: await roleOf(userId), subscription: await liveSubscription(userId) };
    },

    payments(userId: string, limit: number): Promise<PaymentList> {
      return repository.paymentsOf(userId, limit);
    },

    async checkout(userId: string, body: CheckoutBody): Promise<RedirectUrl> {
      const payments = requireStripe();
      const item = findSellable(catalog, body.productId, body.priceId);
      if (!item) throw new AppError('payment/product-not-found');
      if (item.price.type === 'recurring' && (await liveSubscription(userId)))
        throw new AppError('payment/already-subscribed');
      const url = await payments.createCheckout({
        customerId: await customerFor(userId, payments),
        userId,
        item,
        successUrl: `${publicUrl}/payment?success=true`,
        cancelUrl: `${publicUrl}/payment`,
      });
      return { url };
    },

    /** Cancels the user's live subscriptions in Stripe at once (the account is going away). */
    async endSubscriptions(userId: string): Promise<void> {
      if (!stripe) return;
      for (const subscription of await repository.subscriptionsOf(userId))
        if (isSubscriptionLive(subscription.status))
          await stripe.cancelSubscription(subscription.id);
    },

    async portal(userId: string): Promise<RedirectUrl> {
      const payments = requireStripe();
      const customerId = await customerFor(userId, payments);
      return { url: await payments.createPortal(customerId, `${publicUrl}/payment`) };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
