/**
 * The exact count of a view whose total is a common search's lower bound, off the page's path
 * (GET …/records/count): window after window of the view, each yielding to the event loop, so
 * one count of a million records never blocks other requests on SQLite's synchronous driver.
 */
import { AppError } from '@docsift/core/errors';
import { RECORDS_TOTAL_CAP } from '@docsift/core/limits';
import type { RecordCount } from '@docsift/core/record';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { RecordQueryRepository, WindowKeys } from './repository/record-query.ts';
import { isScanLimited } from './repository/record-query.ts';
import type { RecordView } from './repository/record-view.ts';

/**
 * The view's matches, exact up to RECORDS_TOTAL_CAP; stops at the cap, at the view's end, or
 * with 'cancelled' once `signal` aborts (the client went away).
 */
export async function countExactly(
  query: Pick<RecordQueryRepository, 'countWindow' | 'total'>,
  view: RecordView,
  signal: AbortSignal,
): Promise<RecordCount> {
  // Any other total is exact up to the cap already, and bounded by it.
  if (!isScanLimited(view)) return query.total(view);
  let counted = 0;
  let after: WindowKeys | null = null;
  do {
    await nextTurn();
    if (signal.aborted) throw new AppError('cancelled');
    const window = await query.countWindow(view, after, RECORDS_TOTAL_CAP + 1 - counted);
    counted += window.matches;
    after = window.end;
  } while (after && counted <= RECORDS_TOTAL_CAP);
  return counted > RECORDS_TOTAL_CAP
    ? { total: RECORDS_TOTAL_CAP, totalExact: false }
    : { total: counted, totalExact: true };
}
