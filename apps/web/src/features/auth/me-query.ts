import type { Me, SessionState } from '@docsift/core/me';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/http/api-client.ts';

export const meQueryKey = ['me'] as const;

/** The signed-in user, or null when there is no session (an answer, not a failed request). */
export async function fetchMe(): Promise<Me | null> {
  return (await apiRequest<SessionState>('GET', '/api/auth/session')).me;
}

export const meQueryOptions = {
  queryKey: meQueryKey,
  queryFn: fetchMe,
  staleTime: 60_000,
} as const;

/** The auth state; the app renders only after it is known, so this never suspends in practice. */
export function useMe(): Me | null {
  return useSuspenseQuery(meQueryOptions).data;
}

/** For pages under the auth guard, where a user is always present. */
export function useSignedInMe(): Me {
  const me = useMe();
  if (!me) throw new Error('useSignedInMe outside the auth guard');
  return me;
}

export function setMe(queryClient: QueryClient, me: Me | null): void {
  queryClient.setQueryData(meQueryKey, me);
}

export function useSetMe(): (me: Me | null) => void {
  const queryClient = useQueryClient();
  return (me) => setMe(queryClient, me);
}
