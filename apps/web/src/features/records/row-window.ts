/** Spec section 9: the table shows 20 rows and grows by 20 on scroll. */
export const ROWS_STEP = 20;

interface RowWindow {
  /** How many rows the table may show (it shows fewer while fewer are loaded). */
  limit: number;
  /** Whether to fetch the next server page now, so the next step does not wait for it. */
  needsPage: boolean;
}

/** Whether another step would show more rows. */
export const canGrow = (limit: number, loaded: number, hasMore: boolean) =>
  hasMore || limit < loaded;

/** One step further: 20 more rows, asking for the next server page of 100 ahead of need. */
export function growWindow(limit: number, loaded: number, hasMore: boolean): RowWindow {
  const next = hasMore ? limit + ROWS_STEP : Math.min(limit + ROWS_STEP, Math.max(loaded, limit));
  return { limit: next, needsPage: hasMore && next + ROWS_STEP >= loaded };
}
