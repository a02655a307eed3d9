/**
 * Billing's wiring: the catalogue, Stripe when STRIPE_SECRET_KEY is set (self-hosted mode
 * otherwise), and the stores one webhook event writes in one transaction: its id, the
 * subscription and payment, the role, and the credit ledger.
 */
import { createBillingRepository } from '../billing/billing.repository.ts';
import { createBillingService } from '../billing/billing.service.ts';
import { productCatalog } from '../billing/product-catalog.ts';
import { createStripeClient } from '../billing/stripe-client.ts';
import { createStripePayments } from '../billing/stripe-payments.ts';
import { createStripeWebhookService } from '../billing/stripe-webhook.service.ts';
import type { WebhookStores } from '../billing/stripe-webhook.service.ts';
import { createCreditLedger } from '../credits/credit-ledger.ts';
import { creditStoresOn } from '../credits/credits.repository.ts';
import { createAccountsRepository } from '../accounts/accounts.repository.ts';
import type { DoctypesService } from '../doctypes/doctypes.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { EventBus } from '../platform/events/event-bus.ts';
import { unitOfWork } from '../platform/db/unit-of-work.ts';
import type { Runtime } from '../platform/runtime.ts';
import { createSettingsRepository } from '../settings/settings.repository.ts';
import { AppError } from '@docsift/core/errors';
import { roleOrFree } from '@docsift/core/roles';
import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema.ts';

interface BillingServicesDeps {
  notifications: Pick<NotificationsService, 'notify'>;
  events: Pick<EventBus, 'publish'>;
  doctypes: Pick<DoctypesService, 'announceAuthorPlan'>;
}

/** The role as billing reads and sets it, on the database or a transaction. */
function rolesOn(executor: Kysely<Tables>): WebhookStores['roles'] {
  const userSettings = createSettingsRepository(executor);
  return {
    roleOf: async (userId) => roleOrFree((await userSettings.find(userId))?.role),
    setRole: (userId, role) => userSettings.update(userId, { role }, Date.now()),
  };
}

/** Built before the account services, which end a deleted account's subscriptions through it. */
export function createBillingServices(
  { config, logger, database }: Pick<Runtime, 'config' | 'logger' | 'database'>,
  { notifications, events, doctypes }: BillingServicesDeps,
) {
  const repository = createBillingRepository(database.db);
  const accounts = createAccountsRepository(database.db);
  const stripe = config.stripe
    ? createStripePayments(createStripeClient(config.stripe), config.stripe, productCatalog)
    : null;
  const billing = createBillingService({
    repository,
    catalog: productCatalog,
    stripe,
    roleOf: rolesOn(database.db).roleOf,
    async emailOf(userId) {
      const account = await accounts.find(userId);
      if (!account) throw new AppError('unauthenticated');
      return account.email;
    },
    publicUrl: config.publicUrl,
  });
  const webhook = stripe
    ? createStripeWebhookService({
        stripe,
        catalog: productCatalog,
        reads: repository,
        inTransaction: unitOfWork(database.db, (trx): WebhookStores => ({
          billing: createBillingRepository(trx),
          roles: rolesOn(trx),
          credits: createCreditLedger(creditStoresOn({ db: trx, dialect: database.dialect })),
        })),
        notify: (userId, notice) => notifications.notify(userId, notice),
        accountChanged: (userId) => events.publish([userId], { type: 'account' }),
        planChanged: (userId) => doctypes.announceAuthorPlan(userId),
        logger,
      })
    : null;
  return {
    billing,
    webhook,
    /**
     * Brings Stripe's products and prices in line with the catalogue. Started, not awaited, at
     * boot: a slow or unreachable Stripe must not hold the health check back; a checkout awaits
     * it, and a failure is logged and retried by the next checkout.
     */
    startCatalogSync(): void {
      if (!stripe) return;
      void stripe.syncCatalog().then(
        () => logger.info('stripe catalogue synchronised'),
        (error: unknown) => logger.error({ err: error }, 'stripe catalogue not synchronised'),
      );
    },
  };
}
