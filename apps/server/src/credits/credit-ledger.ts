/**
 * The credit ledger (docs/credits.md): every change of a balance writes movements and the
 * balance row in one transaction, with the row locked, so parallel debits of one user count one
 * after the other. The plan allowance (`count`) is renewed lazily: the first read, grant or debit
 * on or after the period's end starts the period that contains now, in that same transaction.
 */
import { addMonths, monthlyCredits, monthOf } from '@docsift/core/credits';
import type { CreditPool, MovementType } from '@docsift/core/credits';
import { AppError } from '@docsift/core/errors';
import type { Credits } from '@docsift/core/me';
import { roleOrFree } from '@docsift/core/roles';
import type { Role } from '@docsift/core/roles';
import { newId } from '../platform/db/new-id.ts';
import type {
  BalanceRow,
  CreditStores,
  CreditsRepository,
  LockedBalance,
  MovementRow,
  Replay,
} from './credits.repository.ts';

export type GrantType = Extract<MovementType, 'purchase' | 'admin' | 'allowance' | 'refund'>;

export interface GrantInput {
  userId: string;
  /** Positive; negative only for `admin` (a correction), which never takes a pool below 0. */
  credits: number;
  type: GrantType;
  pool: CreditPool;
  /** Applies once per (user, type, pool, reference) when set. */
  reference: string | null;
}

export interface StartPeriodInput {
  userId: string;
  role: Role;
  start: number;
  end: number;
  reference: string | null;
}

/** What a parse pays for, kept on its movements as named when it was paid. */
export interface PaidUpload {
  id: string;
  name: string;
  doctypeTitle: string;
}

export interface DebitInput {
  userId: string;
  credits: number;
  /** Debits once per reference: a retried job pays once. */
  reference: string;
  upload?: PaidUpload;
}

export interface GrantResult {
  applied: boolean;
  credits: Credits;
}

export interface Clock {
  now(): number;
}

const systemClock: Clock = { now: () => Date.now() };

/** The ledger's rules on its stores (credits.repository.ts `creditStoresOn` binds them to a database). */
export function createCreditLedger(
  { credits: reads, inTransaction }: CreditStores,
  clock: Clock = systemClock,
) {
  /**
   * The locked balance of a user, opened or renewed first when needed, and whether `replayOf`
   * was already applied.
   */
  async function current(
    credits: CreditsRepository,
    userId: string,
    replayOf: Replay | null = null,
  ): Promise<{ ledger: Movements; isReplay: boolean }> {
    const now = clock.now();
    let locked = await credits.lock(userId, replayOf);
    if (!locked) {
      await open(credits, userId, now);
      locked = await credits.lock(userId, replayOf);
      if (!locked) throw new AppError('auth/user-not-found');
    }
    const ledger = new Movements(userId, locked, now);
    if (now >= locked.periodEnd) {
      const start = periodContaining(locked.periodEnd, now);
      ledger.replaceAllowance(
        roleOrFree(locked.role),
        start,
        addMonths(start, 1),
        `period:${start}`,
      );
    }
    return { ledger, isReplay: locked.isReplay };
  }

  /** A balance that is empty and due: the renewal in the same transaction brings the allowance. */
  async function open(credits: CreditsRepository, userId: string, now: number): Promise<void> {
    await credits.insert(userId, { count: 0, extra: 0, periodStart: now, periodEnd: now }, now);
  }

  async function save(credits: CreditsRepository, ledger: Movements): Promise<Credits> {
    if (ledger.movements.length > 0) {
      await credits.insertMovements(ledger.movements);
      await credits.update(ledger.userId, ledger.balance, ledger.now);
    }
    return toCredits(ledger.balance);
  }

  async function balance(userId: string): Promise<Credits> {
    const row = await reads.find(userId);
    if (row && clock.now() < row.periodEnd) return toCredits(row);
    return inTransaction(async (credits) => save(credits, (await current(credits, userId)).ledger));
  }

  return {
    balance,

    /** Creates the balance of a new account: its role's allowance, for a period from now. */
    open: balance,

    async grant(input: GrantInput): Promise<GrantResult> {
      assertGrant(input);
      return inTransaction(async (credits) => {
        const { reference } = input;
        const replayOf = reference == null ? null : { type: input.type, reference };
        const { ledger, isReplay } = await current(credits, input.userId, replayOf);
        if (!isReplay) ledger.add(input.type, input.pool, input.credits, reference);
        return { applied: !isReplay, credits: await save(credits, ledger) };
      });
    },

    /** A new period with the role's allowance (count replaced, extra kept); once per reference. */
    async startPeriod(input: StartPeriodInput): Promise<GrantResult> {
      if (!(input.end > input.start))
        throw new AppError('invalid-argument', { message: 'period_end_before_start' });
      return inTransaction(async (credits) => {
        const { reference } = input;
        const replayOf = reference == null ? null : { type: 'allowance', reference };
        const { ledger, isReplay } = await current(credits, input.userId, replayOf);
        if (!isReplay) ledger.replaceAllowance(input.role, input.start, input.end, reference);
        return { applied: !isReplay, credits: await save(credits, ledger) };
      });
    },

    /** Spends the allowance first, then extra; refuses with credits/depleted what the total cannot pay. */
    async debit(input: DebitInput): Promise<Credits> {
      if (!Number.isInteger(input.credits) || input.credits < 0)
        throw new AppError('invalid-argument', { message: 'credits_not_a_count' });
      return inTransaction(async (credits) => {
        const replayOf = { type: 'parse', reference: input.reference };
        const { ledger, isReplay } = await current(credits, input.userId, replayOf);
        if (input.credits > 0 && !isReplay)
          ledger.spend(input.credits, input.reference, input.upload ?? null);
        return save(credits, ledger);
      });
    },

    /**
     * Gives back what the debit with this reference took, to the pools it came from; once, and
     * nothing when there was no such debit. For a parse that failed for good.
     */
    async refundDebit({
      userId,
      reference,
    }: {
      userId: string;
      reference: string;
    }): Promise<Credits> {
      return inTransaction(async (credits) => {
        const { ledger, isReplay } = await current(credits, userId, { type: 'refund', reference });
        if (!isReplay)
          for (const debit of await credits.movementsOf(userId, 'parse', reference))
            ledger.add('refund', debit.pool, -debit.credits, reference, paidUploadOf(debit));
        return save(credits, ledger);
      });
    },
  };
}

export type CreditLedger = ReturnType<typeof createCreditLedger>;

/** The movements one transaction writes, and the balance they lead to. */
class Movements {
  readonly movements: MovementRow[] = [];
  readonly balance: BalanceRow;

  constructor(
    readonly userId: string,
    private readonly locked: LockedBalance,
    readonly now: number,
  ) {
    this.balance = {
      count: locked.count,
      extra: locked.extra,
      periodStart: locked.periodStart,
      periodEnd: locked.periodEnd,
    };
  }

  add(
    type: MovementType,
    pool: CreditPool,
    credits: number,
    reference: string | null,
    upload: PaidUpload | null = null,
  ): void {
    if (credits === 0) return;
    if (this.balance[pool] + credits < 0)
      throw new AppError('invalid-argument', { field: 'credits', message: 'pool_below_zero' });
    this.balance[pool] += credits;
    this.movements.push({
      id: newId('movement-'),
      user_id: this.userId,
      type,
      credits,
      pool,
      created_at: this.now,
      email: this.locked.email,
      month: monthOf(this.now),
      reference,
      upload_id: upload?.id ?? null,
      upload_name: upload?.name ?? null,
      doctype_title: upload?.doctypeTitle ?? null,
    });
  }

  /** The allowance left lapses (`expired`), and the role's allowance for the period comes in. */
  replaceAllowance(role: Role, start: number, end: number, reference: string | null): void {
    this.add('expired', 'count', -this.balance.count, reference);
    this.add('allowance', 'count', monthlyCredits(role), reference);
    this.balance.periodStart = start;
    this.balance.periodEnd = end;
  }

  spend(credits: number, reference: string, upload: PaidUpload | null): void {
    if (this.balance.count + this.balance.extra < credits) throw new AppError('credits/depleted');
    const fromCount = Math.min(this.balance.count, credits);
    this.add('parse', 'count', -fromCount, reference, upload);
    this.add('parse', 'extra', -(credits - fromCount), reference, upload);
  }
}

/** The upload a stored movement names, if any. */
export function paidUploadOf(
  row: Pick<MovementRow, 'upload_id' | 'upload_name' | 'doctype_title'>,
): PaidUpload | null {
  return row.upload_id == null
    ? null
    : { id: row.upload_id, name: row.upload_name ?? '', doctypeTitle: row.doctype_title ?? '' };
}

/** The start of the monthly period, continuing from `periodEnd`, that contains `now`. */
function periodContaining(periodEnd: number, now: number): number {
  let start = periodEnd;
  while (addMonths(start, 1) <= now) start = addMonths(start, 1);
  return start;
}

function toCredits(row: BalanceRow): Credits {
  return { count: row.count, extra: row.extra, total: row.count + row.extra };
}

function assertGrant({ credits, type }: GrantInput): void {
  const isCount = Number.isInteger(credits) && credits !== 0;
  if (!isCount || (credits < 0 && type !== 'admin'))
    throw new AppError('invalid-argument', { field: 'credits', message: 'credits_not_a_grant' });
}
