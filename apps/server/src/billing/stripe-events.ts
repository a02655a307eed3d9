/**
 * What a Stripe webhook event means for Docsift, read before any write: the subscription as
 * Stripe holds it now (events may arrive in any order), a payment to record, credits to grant.
 * Events of other types, and payments that are not ours, mean nothing.
 */
import type Stripe from 'stripe';
import type { StripePayments, SubscriptionSnapshot } from './stripe-payments.ts';
import { idOf } from './stripe-payments.ts';

export interface PaymentRecord {
  id: string;
  status: string;
  amount: number;
  currency: string;
  productId: string | null;
  priceId: string | null;
  receiptUrl: string | null;
  created: number;
}

export interface BillingChange {
  customerId: string;
  subscription?: SubscriptionSnapshot;
  payment?: PaymentRecord;
  /** A bundle bought: its credits go to the extra pool once per payment intent. */
  bundle?: { priceId: string; reference: string };
  /** A plan's invoice paid: a new allowance period, once per invoice. */
  period?: { productId: string; start: number; end: number; reference: string };
  /** A payment failed (a renewal, a delayed bank debit): the user is told, once per event. */
  isPaymentFailed?: boolean;
}

export const handledEventTypes = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'payment_intent.succeeded',
  'checkout.session.async_payment_failed',
] as const;

type Reads = Pick<StripePayments, 'subscription' | 'receiptUrl'>;

export async function readBillingChange(
  event: Stripe.Event,
  stripe: Reads,
): Promise<BillingChange | null> {
  switch (event.type) {
    case 'checkout.session.completed':
      return checkoutCompleted(event.data.object, stripe);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = await stripe.subscription(event.data.object.id);
      return { customerId: subscription.customerId, subscription };
    }
    case 'invoice.paid':
      return invoicePaid(event.data.object, stripe);
    case 'payment_intent.succeeded':
      return paymentSucceeded(event.data.object, stripe);
    case 'invoice.payment_failed':
      return invoiceFailed(event.data.object, stripe);
    case 'checkout.session.async_payment_failed': {
      const customerId = idOf(event.data.object.customer);
      return customerId ? { customerId, isPaymentFailed: true } : null;
    }
    default:
      return null;
  }
}

async function checkoutCompleted(
  session: Stripe.Checkout.Session,
  stripe: Reads,
): Promise<BillingChange | null> {
  const customerId = idOf(session.customer);
  if (!customerId) return null;
  const subscriptionId = idOf(session.subscription);
  if (session.mode === 'subscription' && subscriptionId)
    return { customerId, subscription: await stripe.subscription(subscriptionId) };
  const intentId = idOf(session.payment_intent);
  const priceId = session.metadata?.priceId;
  // An asynchronous payment method completes later: payment_intent.succeeded applies it then.
  if (session.mode !== 'payment' || session.payment_status !== 'paid' || !intentId || !priceId)
    return null;
  return {
    customerId,
    bundle: { priceId, reference: intentId },
    payment: {
      id: intentId,
      status: 'succeeded',
      amount: session.amount_total ?? 0,
      currency: session.currency ?? 'eur',
      productId: session.metadata?.productId ?? null,
      priceId,
      receiptUrl: await stripe.receiptUrl(intentId),
      created: session.created * 1000,
    },
  };
}

async function paymentSucceeded(
  intent: Stripe.PaymentIntent,
  stripe: Reads,
): Promise<BillingChange | null> {
  const customerId = idOf(intent.customer);
  // Typed as always there, but a signed event made elsewhere (the dashboard, the CLI, another
  // integration on the account) may come without it: then it is not ours.
  const metadata = (intent.metadata as Stripe.Metadata | undefined) ?? {};
  const priceId = metadata.priceId;
  // A plan's payment intents carry no price of ours: invoice.paid records those.
  if (!customerId || !priceId) return null;
  return {
    customerId,
    bundle: { priceId, reference: intent.id },
    payment: {
      id: intent.id,
      status: 'succeeded',
      amount: intent.amount_received,
      currency: intent.currency,
      productId: metadata.productId ?? null,
      priceId,
      receiptUrl: await stripe.receiptUrl(intent.id),
      created: intent.created * 1000,
    },
  };
}

async function invoicePaid(invoice: Stripe.Invoice, stripe: Reads): Promise<BillingChange | null> {
  const customerId = idOf(invoice.customer);
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (!customerId || !subscriptionId) return null;
  const subscription = await stripe.subscription(subscriptionId);
  const line = invoice.lines.data.find((l) => l.pricing?.price_details) ?? invoice.lines.data[0];
  const paid = {
    customerId,
    subscription,
    payment: {
      id: invoice.id,
      status: 'paid',
      amount: invoice.amount_paid,
      currency: invoice.currency,
      productId: subscription.productId,
      priceId: subscription.priceId,
      receiptUrl: invoice.hosted_invoice_url ?? null,
      created: (invoice.status_transitions.paid_at ?? invoice.created) * 1000,
    },
  };
  if (!subscription.productId || !line) return paid;
  return {
    ...paid,
    period: {
      productId: subscription.productId,
      start: line.period.start * 1000,
      end: line.period.end * 1000,
      reference: invoice.id,
    },
  };
}

/** A plan's renewal not paid: the subscription as Stripe holds it now (past due, or ended). */
async function invoiceFailed(
  invoice: Stripe.Invoice,
  stripe: Reads,
): Promise<BillingChange | null> {
  const customerId = idOf(invoice.customer);
  if (!customerId) return null;
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (!subscriptionId) return { customerId, isPaymentFailed: true };
  return {
    customerId,
    isPaymentFailed: true,
    subscription: await stripe.subscription(subscriptionId),
  };
}
