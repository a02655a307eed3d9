import type { ActivityChartItem } from '@docsift/core/credits';
import { activityMonths, addMonths, monthOf } from '@docsift/core/credits';

/** The months the usage page offers, newest first: this one and the 23 before it (UTC). */
export function usageMonths(now: number): string[] {
  return Array.from({ length: activityMonths }, (_, back) => monthOf(addMonths(now, -back)));
}

/** The chart's bars: the server sends every day of the month; the axis shows its number. */
export function dailySeries(
  items: readonly ActivityChartItem[],
): { day: string; credits: number }[] {
  return items.map((item) => ({ day: String(Number(item.id.slice(8))), credits: item.credits }));
}
