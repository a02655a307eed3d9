import { activityMonths } from '@docsift/core/credits';

/** The months the usage page offers, newest first: this one and the 23 before it (UTC). */
export function usageMonths(now: number): string[] {
  const date = new Date(now);
  return Array.from({ length: activityMonths }, (_, back) =>
    new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - back, 1))
      .toISOString()
      .slice(0, 7),
  );
}

/** Every day of `month` (YYYY-MM) with the credits spent on it; days without any are 0. */
export function dailySeries(
  month: string,
  items: readonly { id: string; credits: number }[],
): { day: string; credits: number }[] {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, monthIndex, 0)).getUTCDate();
  const spent = new Map(items.map((item) => [item.id, item.credits]));
  return Array.from({ length: days }, (_, i) => {
    const id = `${month}-${String(i + 1).padStart(2, '0')}`;
    return { day: String(i + 1), credits: spent.get(id) ?? 0 };
  });
}
