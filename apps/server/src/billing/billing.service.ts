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
import { roleRank } from '@docsift/core/roles';
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

    /**
     * Upgrades the live subscription to a higher plan in place (a lower one is chosen in the
     * portal, where Stripe explains what happens to the paid period). Answers the state as
     * Stripe holds it now; the role follows with Stripe's events for the change.
     */
    async changePlan(userId: string, body: CheckoutBody): Promise<SubscriptionState> {
      const payments = requireStripe();
      const item = findSellable(catalog, body.productId, body.priceId);
      const targetRole = item?.product.metadata.role;
      if (!item || !targetRole || item.price.type !== 'recurring')
        throw new AppError('payment/product-not-found');
      const live = await liveSubscription(userId);
      if (!live) throw new AppError('payment/not-subscribed');
      if (live.productId === item.product.id) throw new AppError('payment/already-subscribed');
      const liveRole = catalog.find((p) => p.id === live.productId)?.metadata.role ?? 'free';
      if (roleRank(targetRole) <= roleRank(liveRole)) throw new AppError('payment/not-an-upgrade');
      const changed = await payments.changePlan({ subscriptionId: live.id, userId, item });
      return {
        role: await roleOf(userId),
        subscription: {
          id: changed.id,
          status: changed.status,
          cancelAt: changed.cancelAt,
          currentPeriodStart: changed.currentPeriodStart,
          currentPeriodEnd: changed.currentPeriodEnd,
          productId: changed.productId ?? item.product.id,
          priceId: changed.priceId ?? item.price.id,
        },
      };
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
