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
  // Never more than one step past the loaded rows: while a page is on its way, steps do not pile up.
  const ceiling = hasMore ? loaded + ROWS_STEP : loaded;
  const next = Math.max(limit, Math.min(limit + ROWS_STEP, ceiling));
  return { limit: next, needsPage: hasMore && next + ROWS_STEP >= loaded };
}
