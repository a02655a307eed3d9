import type { ActivityChart, ActivityPage } from '@docsift/core/credits';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/http/api-client.ts';

/** Activity list page (spec section 9): 10, growing by 10. */
export const ACTIVITY_PAGE_SIZE = 10;

export const billingKeys = {
  all: ['billing'] as const,
  activity: (month: string) => ['billing', 'activity', month] as const,
  chart: (month: string) => ['billing', 'activity-chart', month] as const,
};

const listActivity = (month: string, cursor: string | null) => {
  const query = new URLSearchParams({ month, limit: String(ACTIVITY_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiRequest<ActivityPage>('GET', `/api/billing/activity?${query.toString()}`);
};

/** The month's credit movements, newest first, a page at a time. */
export function useActivity(month: string) {
  return useInfiniteQuery({
    queryKey: billingKeys.activity(month),
    queryFn: ({ pageParam }) => listActivity(month, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? null,
  });
}

/** Credits spent per day of the month. */
export function useActivityChart(month: string) {
  return useQuery({
    queryKey: billingKeys.chart(month),
    queryFn: () =>
      apiRequest<ActivityChart>(
        'GET',
        `/api/billing/activity-chart?${new URLSearchParams({ month }).toString()}`,
      ),
  });
}
