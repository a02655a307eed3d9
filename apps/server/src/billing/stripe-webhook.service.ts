/**
 * Applies a verified Stripe event once: the event id, the subscription, the role, the payment
 * and the credits are written in one transaction, so a replay (or a concurrent duplicate)
 * finds the id and changes nothing, and a failure leaves nothing half-applied for Stripe's retry.
 */
import { isSubscriptionLive } from '@docsift/core/payments';
import type { Product, Subscription } from '@docsift/core/payments';
import type { Role } from '@docsift/core/roles';
import type Stripe from 'stripe';
import { roleRank } from '@docsift/core/roles';
import type { Logger } from '../platform/log/logger.ts';
import type { UnitOfWork } from '../platform/db/unit-of-work.ts';
import type { BillingRepository } from './billing.repository.ts';
import { findByPriceId } from './product-catalog.ts';
import { readBillingChange } from './stripe-events.ts';
import type { BillingChange } from './stripe-events.ts';
import type { StripePayments } from './stripe-payments.ts';

/** The credit ledger's operations a payment causes. */
export interface CreditGrants {
  grant(input: {
    userId: string;
    credits: number;
    type: 'purchase';
    pool: 'extra';
    reference: string;
  }): Promise<{ applied: boolean }>;
  startPeriod(input: {
    userId: string;
    role: Role;
    start: number;
    end: number;
    reference: string;
  }): Promise<unknown>;
}

/** What one webhook transaction writes. */
export interface WebhookStores {
  billing: Pick<
    BillingRepository,
    'markEventProcessed' | 'upsertSubscription' | 'subscriptionsOf' | 'upsertPayment'
  >;
  roles: {
    roleOf(userId: string): Promise<Role>;
    setRole(userId: string, role: Role): Promise<void>;
  };
  credits: CreditGrants;
}

export type WebhookOutcome = 'applied' | 'replayed' | 'ignored';

/** A bundle's credits granted (info), or a payment that failed (danger, with a way to the plans). */
export type PaymentNotice =
  { level: 'info'; message: 'credits/purchased' } | { level: 'danger'; message: 'payment/failed' };

const purchased: PaymentNotice = { level: 'info', message: 'credits/purchased' };
const paymentFailed: PaymentNotice = { level: 'danger', message: 'payment/failed' };

interface StripeWebhookDeps {
  stripe: Pick<StripePayments, 'readEvent' | 'subscription' | 'receiptUrl'>;
  catalog: readonly Product[];
  /** Reads outside the transaction: the customer's user, and whether an event is known already. */
  reads: Pick<BillingRepository, 'userOfCustomer' | 'isEventProcessed'>;
  inTransaction: UnitOfWork<WebhookStores>;
  /** Tells the user what a committed event means for them (a notification). */
  notify(userId: string, notice: PaymentNotice): Promise<unknown>;
  /** Tells the user's open pages that their plan, credits or payments changed. */
  accountChanged(userId: string): Promise<unknown>;
  /** Tells the members of the user's doctypes that the outputs the user's plan pays for changed. */
  planChanged(userId: string): Promise<unknown>;
  logger: Logger;
  now?: () => number;
}

export function createStripeWebhookService({
  stripe,
  catalog,
  reads,
  inTransaction,
  notify,
  accountChanged,
  planChanged,
  logger,
  now = Date.now,
}: StripeWebhookDeps) {
  /** The plan a user's live subscriptions give (the highest), else free. */
  function roleFrom(subscriptions: Pick<Subscription, 'status' | 'productId'>[]): Role {
    let role: Role = 'free';
    for (const s of subscriptions) {
      const planRole = catalog.find((p) => p.id === s.productId)?.metadata.role;
      if (isSubscriptionLive(s.status) && planRole && roleRank(planRole) > roleRank(role))
        role = planRole;
    }
    return role;
  }

  /** Writes the change; answers what to tell the user, and whether the plan changed. */
  async function apply(
    userId: string,
    change: BillingChange,
    stores: WebhookStores,
  ): Promise<{ notices: PaymentNotice[]; isPlanChanged: boolean }> {
    const at = now();
    let isPlanChanged = false;
    if (change.subscription) {
      await stores.billing.upsertSubscription(userId, change.subscription, at);
      const role = roleFrom(await stores.billing.subscriptionsOf(userId));
      const current = await stores.roles.roleOf(userId);
      // An administrator's role is given by hand and never taken by a plan.
      if (current !== 'admin' && current !== role) {
        await stores.roles.setRole(userId, role);
        isPlanChanged = true;
      }
    }
    if (change.payment) await stores.billing.upsertPayment(userId, change.payment);
    const notices: PaymentNotice[] = change.isPaymentFailed ? [paymentFailed] : [];
    if (change.bundle) {
      const credits = findByPriceId(catalog, change.bundle.priceId)?.product.metadata.credits;
      if (credits) {
        const granted = await stores.credits.grant({
          userId,
          credits,
          type: 'purchase',
          pool: 'extra',
          reference: change.bundle.reference,
        });
        // The first event of a payment grants its credits; the others name the same payment.
        if (granted.applied) notices.push(purchased);
      }
    }
    if (change.period) {
      const role = catalog.find((p) => p.id === change.period?.productId)?.metadata.role;
      if (role)
        await stores.credits.startPeriod({
          userId,
          role,
          start: change.period.start,
          end: change.period.end,
          reference: change.period.reference,
        });
    }
    return { notices, isPlanChanged };
  }

  /** The outcome, and what to tell which user after the commit. */
  async function applyOnce(event: Stripe.Event): Promise<{
    outcome: WebhookOutcome;
    userId?: string;
    notices?: PaymentNotice[];
    isPlanChanged?: boolean;
  }> {
    // A known replay needs no reads from Stripe; the transaction below still decides.
    if (await reads.isEventProcessed(event.id)) return { outcome: 'replayed' };
    const change = await readBillingChange(event, stripe);
    const userId = change ? await reads.userOfCustomer(change.customerId) : null;
    return inTransaction(async (stores) => {
      if (!(await stores.billing.markEventProcessed(event.id, event.type, now())))
        return { outcome: 'replayed' };
      if (!change || !userId) return { outcome: 'ignored' };
      return { outcome: 'applied', userId, ...(await apply(userId, change, stores)) };
    });
  }

  return {
    /** Verifies the signature over the raw body (400 when it fails), then applies the event once. */
    async receive(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
      const event = stripe.readEvent(rawBody, signature);
      const { outcome, userId, notices = [], isPlanChanged } = await applyOnce(event);
      logger.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
      if (userId) {
        for (const notice of notices) await notify(userId, notice);
        await accountChanged(userId);
        if (isPlanChanged) await planChanged(userId);
      }
      return outcome;
    },
  };
}

export type StripeWebhookService = ReturnType<typeof createStripeWebhookService>;
