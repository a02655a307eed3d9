import { addMonths } from '@docsift/core/credits';
import type { Role } from '@docsift/core/roles';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../test/test-server.ts';
import { openMigratedTestDatabase } from '../../test/migrated-test-database.ts';
import type { Database } from '../platform/db/database.ts';
import {
  down as dropLedger,
  up as addLedger,
} from '../platform/db/migrations/202611250900_credit_ledger.ts';
import { newId } from '../platform/db/new-id.ts';
import { createCreditLedger } from './credit-ledger.ts';
import { creditStoresOn } from './credits.repository.ts';

const day = 24 * 60 * 60 * 1000;
const nov25 = Date.UTC(2026, 10, 25, 9, 0);

function controlledClock(start = nov25) {
  let at = start;
  return {
    now: () => at,
    set(to: number) {
      at = to;
    },
  };
}

describe.each(dialects)('the credit ledger on %s', (dialect) => {
  let database: Database;

  beforeAll(async () => {
    const opened = await openMigratedTestDatabase(dialect);
    database = opened.database;
    return opened.close;
  });

  async function insertUser(role: Role = 'free'): Promise<string> {
    const id = newId('user-');
    const at = new Date().toISOString();
    await database.db
      .insertInto('users')
      .values({
        id,
        name: '',
        email: `${id}@example.com`,
        email_verified: 0,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await database.db
      .insertInto('user_settings')
      .values({ user_id: id, language: 'en', upload_retention: null, role, updated_at: 0 })
      .execute();
    return id;
  }

  async function movements(userId: string) {
    return database.db
      .selectFrom('credit_movements')
      .select(['type', 'pool', 'credits', 'reference', 'email', 'month'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('type')
      .orderBy('pool')
      .execute();
  }

  /** The balance kept beside the ledger equals the sum of its movements, pool by pool. */
  async function expectLedgerMatchesBalance(userId: string) {
    const rows = await movements(userId);
    const sum = (pool: string) =>
      rows.filter((r) => r.pool === pool).reduce((total, r) => total + r.credits, 0);
    const balance = await database.db
      .selectFrom('credits')
      .select(['count', 'extra'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect({ count: sum('count'), extra: sum('extra') }).toEqual(balance);
  }

  /** A user with `count` left of a free allowance and no extra. */
  async function userWith(count: number, clock = controlledClock()) {
    const userId = await insertUser();
    const ledger = createCreditLedger(creditStoresOn(database), clock);
    await ledger.open(userId);
    if (count !== 500)
      await ledger.grant({
        userId,
        credits: count - 500,
        type: 'admin',
        pool: 'count',
        reference: null,
      });
    return { userId, ledger, clock };
  }

  it('opens a new account with its plan allowance as one movement', async () => {
    const userId = await insertUser();
    const ledger = createCreditLedger(creditStoresOn(database), controlledClock());
    expect(await ledger.open(userId)).toEqual({ count: 500, extra: 0, total: 500 });
    expect(await ledger.open(userId)).toEqual({ count: 500, extra: 0, total: 500 });
    expect(await movements(userId)).toEqual([
      {
        type: 'allowance',
        pool: 'count',
        credits: 500,
        reference: `period:${nov25}`,
        email: `${userId}@example.com`,
        month: '2026-11',
      },
    ]);
  });

  it('spends the allowance before the extra credits, a split debit as one row per pool', async () => {
    const { userId, ledger } = await userWith(500);
    await ledger.grant({
      userId,
      credits: 100,
      type: 'purchase',
      pool: 'extra',
      reference: 'cs_1',
    });

    expect(await ledger.debit({ userId, credits: 450, reference: 'job-1' })).toEqual({
      count: 50,
      extra: 100,
      total: 150,
    });
    expect(await ledger.debit({ userId, credits: 80, reference: 'job-2' })).toEqual({
      count: 0,
      extra: 70,
      total: 70,
    });
    const parses = (await movements(userId)).filter((m) => m.reference === 'job-2');
    expect(parses.map((m) => [m.pool, m.credits]).sort()).toEqual([
      ['count', -50],
      ['extra', -30],
    ]);
    await expectLedgerMatchesBalance(userId);
  });

  it('refuses a debit the total cannot pay with credits/depleted and writes nothing', async () => {
    const { userId, ledger } = await userWith(3);
    const before = await movements(userId);

    await expect(ledger.debit({ userId, credits: 4, reference: 'job-big' })).rejects.toMatchObject({
      code: 'credits/depleted',
    });
    expect(await ledger.balance(userId)).toEqual({ count: 3, extra: 0, total: 3 });
    expect(await movements(userId)).toEqual(before);
    expect(await ledger.debit({ userId, credits: 3, reference: 'job-fits' })).toMatchObject({
      total: 0,
    });
  });

  it('debits a reference once: a retried job pays once', async () => {
    const { userId, ledger } = await userWith(10);
    await ledger.debit({ userId, credits: 4, reference: 'job-retried' });
    expect(await ledger.debit({ userId, credits: 4, reference: 'job-retried' })).toEqual({
      count: 6,
      extra: 0,
      total: 6,
    });
  });

  it('gives a debit back to the pools it came from, once', async () => {
    const { userId, ledger } = await userWith(30);
    await ledger.grant({ userId, credits: 20, type: 'purchase', pool: 'extra', reference: 'cs_r' });
    await ledger.debit({ userId, credits: 45, reference: 'job-failed' });

    const back = { userId, reference: 'job-failed' };
    expect(await ledger.refundDebit(back)).toEqual({ count: 30, extra: 20, total: 50 });
    expect(await ledger.refundDebit(back)).toEqual({ count: 30, extra: 20, total: 50 });
    expect(await ledger.refundDebit({ userId, reference: 'job-never' })).toMatchObject({
      total: 50,
    });
    await expectLedgerMatchesBalance(userId);
  });

  it('names the upload a debit paid for on the debit and on its refund, and on no other movement', async () => {
    const { userId, ledger } = await userWith(30);
    await ledger.grant({ userId, credits: 20, type: 'purchase', pool: 'extra', reference: 'cs_u' });
    const upload = { id: 'upload-1', name: 'scan.pdf', doctypeTitle: 'Invoices' };
    await ledger.debit({ userId, credits: 45, reference: 'job-named', upload });
    await ledger.refundDebit({ userId, reference: 'job-named' });
    const rows = await database.db
      .selectFrom('credit_movements')
      .select(['type', 'pool', 'credits', 'upload_id', 'upload_name', 'doctype_title'])
      .where('user_id', '=', userId)
      .where('type', 'in', ['parse', 'refund', 'purchase'])
      .orderBy('created_at')
      .orderBy('type')
      .orderBy('pool')
      .execute();
    const named = { upload_id: 'upload-1', upload_name: 'scan.pdf', doctype_title: 'Invoices' };
    const unnamed = { upload_id: null, upload_name: null, doctype_title: null };
    expect(rows).toEqual([
      { type: 'parse', pool: 'count', credits: -30, ...named },
      { type: 'parse', pool: 'extra', credits: -15, ...named },
      { type: 'purchase', pool: 'extra', credits: 20, ...unnamed },
      { type: 'refund', pool: 'count', credits: 30, ...named },
      { type: 'refund', pool: 'extra', credits: 15, ...named },
    ]);
  });

  it('applies a grant with a reference once and says so on the replay', async () => {
    const { userId, ledger } = await userWith(0);
    const grant = {
      userId,
      credits: 250,
      type: 'purchase',
      pool: 'extra',
      reference: 'cs_same',
    } as const;

    expect(await ledger.grant(grant)).toEqual({
      applied: true,
      credits: { count: 0, extra: 250, total: 250 },
    });
    expect(await ledger.grant(grant)).toEqual({
      applied: false,
      credits: { count: 0, extra: 250, total: 250 },
    });
    await expectLedgerMatchesBalance(userId);
  });

  it('applies grants without a reference every time', async () => {
    const { userId, ledger } = await userWith(0);
    const grant = { userId, credits: 7, type: 'admin', pool: 'extra', reference: null } as const;
    await ledger.grant(grant);
    expect((await ledger.grant(grant)).credits.extra).toBe(14);
  });

  it('takes an admin correction from its pool but never below zero, and refuses other negative grants', async () => {
    const { userId, ledger } = await userWith(20);
    expect(
      (await ledger.grant({ userId, credits: -20, type: 'admin', pool: 'count', reference: null }))
        .credits,
    ).toEqual({ count: 0, extra: 0, total: 0 });
    await expect(
      ledger.grant({ userId, credits: -1, type: 'admin', pool: 'extra', reference: null }),
    ).rejects.toMatchObject({ code: 'invalid-argument', field: 'credits' });
    await expect(
      ledger.grant({ userId, credits: -5, type: 'purchase', pool: 'extra', reference: 'x' }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(
      ledger.grant({ userId, credits: 0, type: 'admin', pool: 'extra', reference: null }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    await expectLedgerMatchesBalance(userId);
  });

  it('renews the allowance on the first read after the period ends: the rest lapses, extra stays', async () => {
    const { userId, ledger, clock } = await userWith(120);
    await ledger.grant({
      userId,
      credits: 40,
      type: 'purchase',
      pool: 'extra',
      reference: 'cs_keep',
    });
    await database.db
      .updateTable('user_settings')
      .set({ role: 'starter' })
      .where('user_id', '=', userId)
      .execute();

    clock.set(addMonths(nov25, 1) - 1);
    expect(await ledger.balance(userId)).toEqual({ count: 120, extra: 40, total: 160 });

    clock.set(addMonths(nov25, 1));
    expect(await ledger.balance(userId)).toEqual({ count: 3000, extra: 40, total: 3040 });
    expect(await ledger.balance(userId)).toEqual({ count: 3000, extra: 40, total: 3040 });
    const renewal = (await movements(userId)).filter(
      (m) => m.reference === `period:${addMonths(nov25, 1)}`,
    );
    expect(renewal.map((m) => [m.type, m.credits, m.month])).toEqual([
      ['allowance', 3000, '2026-12'],
      ['expired', -120, '2026-12'],
    ]);
    await expectLedgerMatchesBalance(userId);
  });

  it('renews once into the period containing now after months without use, also on a debit', async () => {
    const { userId, ledger, clock } = await userWith(0);
    clock.set(addMonths(nov25, 3) + 5 * day);

    expect(await ledger.debit({ userId, credits: 10, reference: 'job-late' })).toEqual({
      count: 490,
      extra: 0,
      total: 490,
    });
    const periods = await database.db
      .selectFrom('credits')
      .select(['period_start', 'period_end'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(periods).toEqual({ period_start: addMonths(nov25, 3), period_end: addMonths(nov25, 4) });
    expect((await movements(userId)).filter((m) => m.type === 'allowance')).toHaveLength(2);
  });

  it('starts a paid period once per reference: count replaced by the role allowance, extra kept', async () => {
    const { userId, ledger } = await userWith(17);
    await ledger.grant({ userId, credits: 5, type: 'purchase', pool: 'extra', reference: 'cs_x' });
    const period = {
      userId,
      role: 'professional',
      start: nov25,
      end: addMonths(nov25, 1),
      reference: 'in_1',
    } as const;

    expect(await ledger.startPeriod(period)).toEqual({
      applied: true,
      credits: { count: 6000, extra: 5, total: 6005 },
    });
    await ledger.debit({ userId, credits: 1000, reference: 'job-pro' });
    expect(await ledger.startPeriod(period)).toEqual({
      applied: false,
      credits: { count: 5000, extra: 5, total: 5005 },
    });
    await expectLedgerMatchesBalance(userId);
  });

  it('lets exactly as many parallel debits through as the balance pays, never below zero', async () => {
    const { userId, ledger } = await userWith(5);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        ledger.debit({ userId, credits: 1, reference: `job-${i}` }),
      ),
    );

    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.length - refused.length).toBe(5);
    for (const r of refused) expect(r.reason).toMatchObject({ code: 'credits/depleted' });
    expect(await ledger.balance(userId)).toEqual({ count: 0, extra: 0, total: 0 });
    await expectLedgerMatchesBalance(userId);
  });

  it('writes inside a caller transaction and rolls back with it', async () => {
    const { userId, ledger } = await userWith(10);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await createCreditLedger(creditStoresOn({ db: trx, dialect: database.dialect })).debit({
          userId,
          credits: 4,
          reference: 'job-rolled-back',
        });
        throw new Error('the caller failed after the debit');
      }),
    ).rejects.toThrow('the caller failed');
    expect(await ledger.balance(userId)).toMatchObject({ total: 10 });
  });

  it('turns the balances that existed before the ledger into opening movements', async () => {
    const userId = await insertUser();
    const beforeLedger = database.db as unknown as Kysely<unknown>;
    await dropLedger(beforeLedger);
    try {
      await sql`INSERT INTO credits (user_id, count, extra, updated_at) VALUES (${userId}, 321, 9, 0)`.execute(
        beforeLedger,
      );
    } finally {
      await addLedger(beforeLedger);
    }

    expect(await movements(userId)).toMatchObject([
      { type: 'opening', pool: 'count', credits: 321, reference: 'opening' },
      { type: 'opening', pool: 'extra', credits: 9, reference: 'opening' },
    ]);
    const ledger = createCreditLedger(creditStoresOn(database));
    expect(await ledger.balance(userId)).toEqual({ count: 321, extra: 9, total: 330 });
    await expectLedgerMatchesBalance(userId);
  });
});
