/**
 * Everything Docsift asks of Stripe: customers, checkout and portal sessions, the catalogue's
 * price ids, verified webhook events, and fresh reads of subscriptions and receipts. Answers
 * are translated to our ids and epoch milliseconds here, so the rest never sees Stripe types.
 */
import { AppError } from '@docsift/core/errors';
import type { Product } from '@docsift/core/payments';
import { subscriptionStatusSchema } from '@docsift/core/payments';
import type { SubscriptionStatus } from '@docsift/core/payments';
import type Stripe from 'stripe';
import type { StripeConfig } from '../platform/config/config.ts';
import type { SellableItem } from './product-catalog.ts';
import { syncCatalogToStripe } from './stripe-catalog-sync.ts';
import type { StripePriceIds } from './stripe-catalog-sync.ts';
import { productIdOfStripe } from './stripe-client.ts';

/** A subscription as Stripe holds it now, in our catalogue's ids. */
export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  cancelAt: number | null;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  productId: string | null;
  priceId: string | null;
}

export interface CheckoutInput {
  customerId: string;
  userId: string;
  item: SellableItem;
  successUrl: string;
  cancelUrl: string;
}

export function createStripePayments(
  stripe: Stripe,
  config: Pick<StripeConfig, 'webhookSecret'>,
  catalog: readonly Product[],
) {
  let priceIds: Promise<StripePriceIds> | null = null;
  /** Synchronised once per process; a failure is retried by the next caller. */
  function stripePriceIds(): Promise<StripePriceIds> {
    priceIds ??= syncCatalogToStripe(stripe, catalog).catch((error: unknown) => {
      priceIds = null;
      throw error;
    });
    return priceIds;
  }

  return {
    syncCatalog: stripePriceIds,

    async createCustomer(user: { userId: string; email: string }): Promise<string> {
      const customer = await stripe.customers.create(
        { email: user.email, metadata: { userId: user.userId } },
        // A retry after a lost answer (or a crash before we stored it) gets the same customer.
        { idempotencyKey: `docsift-customer-${user.userId}` },
      );
      return customer.id;
    },

    async createCheckout({ customerId, userId, item, successUrl, cancelUrl }: CheckoutInput) {
      const price = (await stripePriceIds()).get(item.price.id);
      if (!price) throw new AppError('payment/product-not-found');
      const metadata = { userId, productId: item.product.id, priceId: item.price.id };
      const isPlan = item.price.type === 'recurring';
      const session = await stripe.checkout.sessions.create({
        mode: isPlan ? 'subscription' : 'payment',
        customer: customerId,
        client_reference_id: userId,
        line_items: [{ price, quantity: 1 }],
        success_url: successUrl,
        cancel_url: cancelUrl,
        metadata,
        ...(isPlan ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
      });
      if (!session.url) throw new AppError('internal', { message: 'Checkout has no URL' });
      return session.url;
    },

    async createPortal(customerId: string, returnUrl: string): Promise<string> {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },

    /** The event a webhook request carries, when its signature over the raw body holds. */
    readEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event {
      if (!signature)
        throw new AppError('invalid-argument', { message: 'Missing Stripe-Signature header' });
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (error) {
        throw new AppError('invalid-argument', {
          message: 'Invalid Stripe signature',
          cause: error,
        });
      }
    },

    /**
     * Moves a live subscription to another plan's price now. Stripe charges the difference for
     * the rest of the period at once (always_invoice) and refuses a change it cannot charge, so
     * the plan never changes unpaid; its events then change the role and the credits.
     */
    async changePlan(input: {
      subscriptionId: string;
      userId: string;
      item: SellableItem;
    }): Promise<SubscriptionSnapshot> {
      const price = (await stripePriceIds()).get(input.item.price.id);
      if (!price) throw new AppError('payment/product-not-found');
      const current = await stripe.subscriptions.retrieve(input.subscriptionId);
      const item = current.items.data[0];
      if (!item) throw new AppError('payment/not-subscribed');
      const updated = await stripe.subscriptions.update(input.subscriptionId, {
        items: [{ id: item.id, price }],
        proration_behavior: 'always_invoice',
        payment_behavior: 'error_if_incomplete',
        metadata: {
          userId: input.userId,
          productId: input.item.product.id,
          priceId: input.item.price.id,
        },
      });
      return toSnapshot(updated);
    },

    async cancelSubscription(id: string): Promise<void> {
      await stripe.subscriptions.cancel(id);
    },

    async subscription(id: string): Promise<SubscriptionSnapshot> {
      return toSnapshot(await stripe.subscriptions.retrieve(id));
    },

    /** The receipt of a payment intent's charge, if it has one yet. */
    async receiptUrl(paymentIntentId: string): Promise<string | null> {
      const intent = await stripe.paymentIntents.retrieve(paymentIntentId, {
        expand: ['latest_charge'],
      });
      const charge = intent.latest_charge;
      return charge && typeof charge !== 'string' ? charge.receipt_url : null;
    },
  };
}

export type StripePayments = ReturnType<typeof createStripePayments>;

export function idOf(value: string | { id: string } | null | undefined): string | null {
  return value == null ? null : typeof value === 'string' ? value : value.id;
}

function toSnapshot(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const item = subscription.items.data[0];
  const price = item?.price;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer)!,
    status: subscriptionStatusSchema.catch('incomplete').parse(subscription.status),
    cancelAt: subscription.cancel_at == null ? null : subscription.cancel_at * 1000,
    currentPeriodStart: (item?.current_period_start ?? subscription.start_date) * 1000,
    currentPeriodEnd: (item?.current_period_end ?? subscription.start_date) * 1000,
    productId: price ? productIdOfStripe(idOf(price.product)!) : null,
    priceId: price?.metadata.priceId ?? null,
  };
}
