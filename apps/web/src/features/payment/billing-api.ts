import type { ActivityChart, ActivityPage } from '@docsift/core/credits';
import type { PaymentList, ProductList, SubscriptionState } from '@docsift/core/payments';
import { PAYMENTS_FIRST_PAGE, PAYMENTS_MORE_PAGE } from '@docsift/core/payments';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/http/api-client.ts';

/** Activity list page (spec section 9): 10, growing by 10. */
export const ACTIVITY_PAGE_SIZE = 10;

export const billingKeys = {
  all: ['billing'] as const,
  /** What a parse changes: the usage page's list and chart. */
  usage: ['billing', 'usage'] as const,
  activity: (month: string) => ['billing', 'usage', 'activity', month] as const,
  chart: (month: string) => ['billing', 'usage', 'chart', month] as const,
  products: ['billing', 'products'] as const,
  subscription: ['billing', 'subscription'] as const,
  payments: ['billing', 'payments'] as const,
};

/** Plans and credit bundles, and whether this server can sell them. */
export function useProducts() {
  return useQuery({
    queryKey: billingKeys.products,
    queryFn: () => apiRequest<ProductList>('GET', '/api/billing/products'),
    staleTime: 5 * 60_000,
  });
}

/** The caller's plan and its subscription, if any. */
export function useSubscription() {
  return useQuery({
    queryKey: billingKeys.subscription,
    queryFn: () => apiRequest<SubscriptionState>('GET', '/api/billing/subscription'),
  });
}

/** Payments, newest first: the latest 5, or after "show more" the latest 100 (spec section 9). */
export function usePayments(isExpanded: boolean) {
  const limit = isExpanded ? PAYMENTS_MORE_PAGE : PAYMENTS_FIRST_PAGE;
  return useQuery({
    queryKey: [...billingKeys.payments, limit],
    queryFn: () => apiRequest<PaymentList>('GET', `/api/billing/payments?limit=${limit}`),
    placeholderData: (previous) => previous,
  });
}

/** Starts a checkout for a price; resolves with the address to send the browser to. */
export const startCheckout = (productId: string, priceId: string) =>
  apiRequest<{ url: string }>('POST', '/api/billing/checkout', { productId, priceId });

/** Moves the live subscription to a higher plan now; the role follows with Stripe's events. */
export const upgradePlan = (productId: string, priceId: string) =>
  apiRequest<SubscriptionState>('POST', '/api/billing/upgrade', { productId, priceId });

/** The billing portal's address, where a subscriber manages the subscription. */
export const openPortal = () => apiRequest<{ url: string }>('POST', '/api/billing/portal');

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
