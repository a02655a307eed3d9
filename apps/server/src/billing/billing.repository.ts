/** Stripe customers, subscriptions, payments and processed webhook events: SQL only, no rules. */
import type { Payment, Subscription } from '@docsift/core/payments';
import { subscriptionStatusSchema } from '@docsift/core/payments';
import type { Kysely, Selectable } from 'kysely';
import type { SubscriptionsTable, Tables } from '../platform/db/schema.ts';
import type { PaymentRecord } from './stripe-events.ts';
import type { SubscriptionSnapshot } from './stripe-payments.ts';

export function createBillingRepository(db: Kysely<Tables>) {
  return {
    async customerOf(userId: string): Promise<string | null> {
      const row = await db
        .selectFrom('billing_customers')
        .select('customer_id')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.customer_id ?? null;
    },

    /** Keeps the first customer stored for a user; answers the one that is stored. */
    async insertCustomer(userId: string, customerId: string, at: number): Promise<string> {
      await db
        .insertInto('billing_customers')
        .values({ user_id: userId, customer_id: customerId, created_at: at })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      return (await this.customerOf(userId)) ?? customerId;
    },

    async userOfCustomer(customerId: string): Promise<string | null> {
      const row = await db
        .selectFrom('billing_customers')
        .select('user_id')
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      return row?.user_id ?? null;
    },

    /** A subscription whose product or price is not in our catalogue keeps Stripe's ids. */
    async upsertSubscription(
      userId: string,
      snapshot: SubscriptionSnapshot,
      at: number,
    ): Promise<void> {
      const values = {
        status: snapshot.status,
        product_id: snapshot.productId ?? '',
        price_id: snapshot.priceId ?? '',
        cancel_at: snapshot.cancelAt,
        current_period_start: snapshot.currentPeriodStart,
        current_period_end: snapshot.currentPeriodEnd,
        updated_at: at,
      };
      await db
        .insertInto('subscriptions')
        .values({ id: snapshot.id, user_id: userId, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute();
    },

    async subscriptionsOf(userId: string): Promise<Subscription[]> {
      const rows = await db
        .selectFrom('subscriptions')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('updated_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(toSubscription);
    },

    /** A payment seen again keeps its first fields, except a receipt it lacked. */
    async upsertPayment(userId: string, payment: PaymentRecord): Promise<void> {
      await db
        .insertInto('payments')
        .values({
          id: payment.id,
          user_id: userId,
          status: payment.status,
          amount: payment.amount,
          currency: payment.currency,
          product_id: payment.productId,
          price_id: payment.priceId,
          receipt_url: payment.receiptUrl,
          created_at: payment.created,
        })
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            receipt_url: eb.fn.coalesce('payments.receipt_url', 'excluded.receipt_url'),
          })),
        )
        .execute();
    },

    /** The latest `limit` payments, and whether there are older ones. */
    async paymentsOf(
      userId: string,
      limit: number,
    ): Promise<{ payments: Payment[]; hasMore: boolean }> {
      const rows = await db
        .selectFrom('payments')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .execute();
      return {
        payments: rows.slice(0, limit).map((row) => ({
          id: row.id,
          status: row.status,
          created: row.created_at,
          amount: row.amount,
          currency: row.currency,
          productId: row.product_id,
          priceId: row.price_id,
          receiptUrl: row.receipt_url,
        })),
        hasMore: rows.length > limit,
      };
    },

    async isEventProcessed(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('stripe_events')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** False when the event was processed before (or is being processed in a transaction that commits). */
    async markEventProcessed(id: string, type: string, at: number): Promise<boolean> {
      const result = await db
        .insertInto('stripe_events')
        .values({ id, type, processed_at: at })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Forgets the events processed before `before`; answers how many. */
    async pruneEventsBefore(before: number): Promise<number> {
      const result = await db
        .deleteFrom('stripe_events')
        .where('processed_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;

function toSubscription(row: Selectable<SubscriptionsTable>): Subscription {
  return {
    id: row.id,
    status: subscriptionStatusSchema.catch('incomplete').parse(row.status),
    cancelAt: row.cancel_at,
    currentPeriodStart: row.current_period_start,
    currentPeriodEnd: row.current_period_end,
    productId: row.product_id,
    priceId: row.price_id,
  };
}
