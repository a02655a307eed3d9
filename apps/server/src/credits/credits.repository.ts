/**
 * The credits tables: a balance row per user and the movements (the ledger) beside it. Bound to
 * an executor: the ledger builds one on each transaction it runs. No rules here.
 */
import type { Kysely } from 'kysely';
import type { Database, DialectName } from '../platform/db/database.ts';
import type { CreditMovementsTable, Tables } from '../platform/db/schema.ts';
import type { UnitOfWork } from '../platform/db/unit-of-work.ts';
import { unitOfWork, withinTransaction } from '../platform/db/unit-of-work.ts';

export interface BalanceRow {
  count: number;
  extra: number;
  periodStart: number;
  periodEnd: number;
}

export interface LockedBalance extends BalanceRow {
  email: string;
  /** The stored role text, null without a settings row. */
  role: string | null;
  /** A movement of the asked type and reference was already written. */
  isReplay: boolean;
}

/** A movement that applies once: its type and reference. */
export interface Replay {
  type: string;
  reference: string;
}

export type MovementRow = CreditMovementsTable;

export function createCreditsRepository(db: Kysely<Tables>, dialect: DialectName) {
  const balanceColumns = [
    'c.count',
    'c.extra',
    'c.period_start as periodStart',
    'c.period_end as periodEnd',
  ] as const;

  return {
    async find(userId: string): Promise<BalanceRow | null> {
      const row = await db
        .selectFrom('credits as c')
        .select(balanceColumns)
        .where('c.user_id', '=', userId)
        .executeTakeFirst();
      return row ?? null;
    },

    /**
     * The balance with the owner's e-mail and role, whether a movement of `replayOf` exists, and
     * (PostgreSQL) the row locked until the transaction ends: the read and the write it allows
     * cannot interleave with another's. SQLite needs no lock, as Kysely runs a transaction alone
     * on its one connection. One round trip: a parse's debit waits on it.
     */
    async lock(userId: string, replayOf: Replay | null): Promise<LockedBalance | null> {
      const query = db
        .selectFrom('credits as c')
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .leftJoin('user_settings as s', 's.user_id', 'c.user_id')
        .select((eb) => [
          ...balanceColumns,
          'u.email',
          's.role',
          eb
            .exists(
              eb
                .selectFrom('credit_movements as m')
                .select('m.id')
                .whereRef('m.user_id', '=', 'c.user_id')
                .where('m.type', '=', replayOf?.type ?? '')
                .where('m.reference', '=', replayOf?.reference ?? ''),
            )
            .as('isReplay'),
        ])
        .where('c.user_id', '=', userId);
      const row = await (dialect === 'postgres' ? query.forUpdate('c') : query).executeTakeFirst();
      // SQLite answers EXISTS with 0/1, PostgreSQL with a boolean.
      return row ? { ...row, isReplay: replayOf != null && Boolean(row.isReplay) } : null;
    },

    /** Does nothing when the user already has a balance, or does not exist. */
    async insert(userId: string, row: BalanceRow, at: number): Promise<void> {
      await db
        .insertInto('credits')
        .columns(['user_id', 'count', 'extra', 'period_start', 'period_end', 'updated_at'])
        .expression((eb) =>
          eb
            .selectFrom('users')
            .select([
              'id',
              eb.val(row.count).as('count'),
              eb.val(row.extra).as('extra'),
              eb.val(row.periodStart).as('period_start'),
              eb.val(row.periodEnd).as('period_end'),
              eb.val(at).as('updated_at'),
            ])
            .where('id', '=', userId),
        )
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
    },

    async update(userId: string, row: BalanceRow, at: number): Promise<void> {
      await db
        .updateTable('credits')
        .set({
          count: row.count,
          extra: row.extra,
          period_start: row.periodStart,
          period_end: row.periodEnd,
          updated_at: at,
        })
        .where('user_id', '=', userId)
        .execute();
    },

    /** Each pool's credits of the user's movements of this type and reference. */
    async movementsOf(
      userId: string,
      type: string,
      reference: string,
    ): Promise<
      Pick<MovementRow, 'pool' | 'credits' | 'upload_id' | 'upload_name' | 'doctype_title'>[]
    > {
      return db
        .selectFrom('credit_movements')
        .select(['pool', 'credits', 'upload_id', 'upload_name', 'doctype_title'])
        .where('user_id', '=', userId)
        .where('type', '=', type)
        .where('reference', '=', reference)
        .execute();
    },

    /** A month's movements, newest first, after the (created, id) position `after` when given. */
    async activityPage(
      userId: string,
      month: string,
      limit: number,
      after: { created: number; id: string } | null,
    ): Promise<MovementRow[]> {
      let query = db
        .selectFrom('credit_movements')
        .selectAll()
        .where('user_id', '=', userId)
        .where('month', '=', month);
      if (after)
        query = query.where((eb) =>
          eb.or([
            eb('created_at', '<', after.created),
            eb.and([eb('created_at', '=', after.created), eb('id', '<', after.id)]),
          ]),
        );
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },

    /** When and how much a month's parses and their refunds moved. */
    async usageOf(
      userId: string,
      month: string,
    ): Promise<{ created_at: number; credits: number }[]> {
      return db
        .selectFrom('credit_movements')
        .select(['created_at', 'credits'])
        .where('user_id', '=', userId)
        .where('month', '=', month)
        .where('type', 'in', ['parse', 'refund'])
        .execute();
    },

    async insertMovements(rows: readonly MovementRow[]): Promise<void> {
      if (rows.length > 0) await db.insertInto('credit_movements').values(rows).execute();
    },
  };
}

export type CreditsRepository = ReturnType<typeof createCreditsRepository>;

/** What the credit ledger reads and writes: reads outside a transaction, each change inside one. */
export interface CreditStores {
  credits: CreditsRepository;
  inTransaction: UnitOfWork<CreditsRepository>;
}

/**
 * The ledger's stores on `database`: each change in a transaction of its own, or, when `db` is a
 * caller's transaction, inside it (a Stripe event's grant lands with the event's other writes).
 */
export function creditStoresOn({ db, dialect }: Pick<Database, 'db' | 'dialect'>): CreditStores {
  const credits = createCreditsRepository(db, dialect);
  return {
    credits,
    inTransaction: db.isTransaction
      ? withinTransaction(credits)
      : unitOfWork(db, (trx) => createCreditsRepository(trx, dialect)),
  };
}
