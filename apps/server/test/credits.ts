/** Credits for tests and benchmarks: a user's balance set through the ledger, as an admin correction would. */
import type { Credits } from '@docsift/core/me';
import { createCreditLedger } from '../src/credits/credit-ledger.ts';
import { creditStoresOn } from '../src/credits/credits.repository.ts';
import type { Database } from '../src/platform/db/database.ts';

export { createCreditLedger, creditStoresOn };

/** Sets the plan credits of this period to `count` (extra unchanged). */
export async function setPlanCredits(
  database: Pick<Database, 'db' | 'dialect'>,
  userId: string,
  count: number,
): Promise<Credits> {
  const ledger = createCreditLedger(creditStoresOn(database));
  const before = await ledger.balance(userId);
  if (before.count === count) return before;
  const { credits } = await ledger.grant({
    userId,
    credits: count - before.count,
    type: 'admin',
    pool: 'count',
    reference: null,
  });
  return credits;
}
