/**
 * Plans, credit bundles, subscriptions and payments (spec section 3): the billing API's
 * answers and bodies. Amounts are in cents of `currency`; times are epoch milliseconds.
 */
import { z } from 'zod';
import { roleSchema } from './roles.ts';
import { userText } from './user-text.ts';
import { epochMs } from './timestamps.ts';

export const priceSchema = z.object({
  id: z.string(),
  type: z.enum(['recurring', 'one_time']),
  /** Net, in cents: the price shown is unitAmount / 100. */
  unitAmount: z.number().int().nonnegative(),
  currency: z.string(),
  /** `month` for a plan, null for a one-time bundle. */
  interval: z.enum(['month']).nullable(),
  description: z.string(),
});
export type Price = z.infer<typeof priceSchema>;

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  prices: z.array(priceSchema),
  metadata: z.object({
    /** The role a subscription to this product gives; null for a credit bundle. */
    role: roleSchema.nullable(),
    /** Credits a month for a plan, credits once for a bundle. */
    credits: z.number().int().nonnegative(),
    /** The plan every account starts on. */
    default: z.boolean(),
    /** Costs nothing and cannot be bought. */
    free: z.boolean(),
  }),
});
export type Product = z.infer<typeof productSchema>;

/** `GET /api/billing/products`. `purchasable` is false on a server without Stripe. */
export const productListSchema = z.object({
  products: z.array(productSchema),
  purchasable: z.boolean(),
});
export type ProductList = z.infer<typeof productListSchema>;

export const subscriptionStatuses = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
export const subscriptionStatusSchema = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const subscriptionSchema = z.object({
  id: z.string(),
  status: subscriptionStatusSchema,
  /** When set, the subscription ends then: shown as canceled. */
  cancelAt: epochMs('When the subscription ends').nullable(),
  currentPeriodStart: epochMs('When the paid period began'),
  currentPeriodEnd: epochMs('When the paid period ends'),
  productId: z.string(),
  priceId: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Whether a subscription still gives its plan (a new one would be a second). */
export function isSubscriptionLive(status: SubscriptionStatus): boolean {
  return status === 'active' || status === 'trialing' || status === 'past_due';
}

/** `GET /api/billing/subscription`: the current subscription (null on the free plan) and role. */
export const subscriptionStateSchema = z.object({
  role: roleSchema,
  subscription: subscriptionSchema.nullable(),
});
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  status: z.string(),
  created: epochMs('When the payment was made'),
  amount: z.number().int(),
  currency: z.string(),
  productId: z.string().nullable(),
  priceId: z.string().nullable(),
  receiptUrl: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** Payment history (spec section 9): the latest 5, and the latest 100 once the user asks for more. */
export const PAYMENTS_FIRST_PAGE = 5;
export const PAYMENTS_MORE_PAGE = 100;

export const paymentListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAYMENTS_MORE_PAGE).default(PAYMENTS_FIRST_PAGE),
});
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

export const paymentListSchema = z.object({
  payments: z.array(paymentSchema),
  hasMore: z.boolean(),
});
export type PaymentList = z.infer<typeof paymentListSchema>;

export const checkoutBodySchema = z
  .object({
    productId: userText().min(1).max(200),
    priceId: userText().min(1).max(200),
  })
  .strict();
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** Checkout and portal answers: where to send the browser. */
export const redirectUrlSchema = z.object({ url: z.string() });
export type RedirectUrl = z.infer<typeof redirectUrlSchema>;
