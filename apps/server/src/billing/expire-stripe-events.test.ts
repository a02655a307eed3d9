import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MigratedTestDatabase } from '../../test/migrated-test-database.ts';
import { openMigratedTestDatabase } from '../../test/migrated-test-database.ts';
import { dialects } from '../../test/test-server.ts';
import { createBillingRepository } from './billing.repository.ts';
import { expireStripeEvents, STRIPE_EVENT_RETENTION_MS } from './expire-stripe-events.ts';

describe.each(dialects)('stripe event expiry on %s', (dialect) => {
  let test: MigratedTestDatabase;
  beforeAll(async () => {
    test = await openMigratedTestDatabase(dialect);
  });
  afterAll(async () => {
    await test?.close();
  });

  it('forgets the events processed more than 30 days ago and keeps the newer ones', async () => {
    const billing = createBillingRepository(test.database.db);
    const now = Date.UTC(2026, 10, 24, 12);
    const cutoff = now - STRIPE_EVENT_RETENTION_MS;
    await billing.markEventProcessed('evt_old', 'invoice.paid', cutoff - 1);
    await billing.markEventProcessed('evt_at_cutoff', 'invoice.paid', cutoff);
    await billing.markEventProcessed('evt_new', 'invoice.paid', now - 1000);

    expect(await expireStripeEvents({ billing, now: () => now })).toBe(1);
    expect(await billing.isEventProcessed('evt_old')).toBe(false);
    expect(await billing.isEventProcessed('evt_at_cutoff')).toBe(true);
    expect(await billing.isEventProcessed('evt_new')).toBe(true);
    expect(await expireStripeEvents({ billing, now: () => now })).toBe(0);
  });
});
