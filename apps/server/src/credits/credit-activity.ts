/**
 * The usage reads (spec sections 2 and 3): a month's movements, newest first in pages, and the
 * credits spent per day of a month, within the 24 months the usage page offers. Only the caller's own.
 */
import { activityMonths, addMonths, monthOf } from '@docsift/core/credits';
import type {
  Activity,
  ActivityChartItem,
  ActivityPage,
  MovementType,
} from '@docsift/core/credits';
import { AppError } from '@docsift/core/errors';
import type { Clock } from './credit-ledger.ts';
import { paidUploadOf } from './credit-ledger.ts';
import type { CreditsRepository, MovementRow } from './credits.repository.ts';

const cursorPattern = /^(\d{1,15})\.(movement-[a-z0-9]{1,40})$/;

export function createCreditActivity(credits: CreditsRepository, clock: Clock) {
  function assertOffered(month: string): void {
    const now = clock.now();
    const first = monthOf(addMonths(now, -(activityMonths - 1)));
    if (month < first || month > monthOf(now))
      throw new AppError('invalid-argument', { field: 'month', message: 'month_not_offered' });
  }

  return {
    async page(
      userId: string,
      { month, limit, cursor }: { month: string; limit: number; cursor?: string | undefined },
    ): Promise<ActivityPage> {
      assertOffered(month);
      const rows = await credits.activityPage(userId, month, limit + 1, decodeCursor(cursor));
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        activity: page.map(toActivity),
        cursor: rows.length > limit && last ? `${last.created_at}.${last.id}` : null,
      };
    },

    /** Every day of the month with the credits spent on it (parses less their refunds). */
    async chart(userId: string, month: string): Promise<ActivityChartItem[]> {
      assertOffered(month);
      const spent = new Map<string, number>();
      for (const row of await credits.usageOf(userId, month)) {
        const day = new Date(row.created_at).toISOString().slice(0, 10);
        spent.set(day, (spent.get(day) ?? 0) - row.credits);
      }
      const [year, monthNumber] = month.split('-').map(Number) as [number, number];
      const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
      return Array.from({ length: days }, (_, i) => {
        const id = `${month}-${String(i + 1).padStart(2, '0')}`;
        return { id, credits: spent.get(id) ?? 0, month };
      });
    },
  };
}

export type CreditActivity = ReturnType<typeof createCreditActivity>;

function decodeCursor(cursor: string | undefined): { created: number; id: string } | null {
  if (cursor == null) return null;
  const match = cursorPattern.exec(cursor);
  if (!match) throw new AppError('invalid-argument', { field: 'cursor', message: 'bad_cursor' });
  return { created: Number(match[1]), id: match[2]! };
}

function toActivity(row: MovementRow): Activity {
  return {
    id: row.id,
    type: row.type as MovementType,
    credits: row.credits,
    pool: row.pool,
    created: row.created_at,
    email: row.email,
    month: row.month,
    upload: paidUploadOf(row),
  };
}
