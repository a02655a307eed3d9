import { QueryCache, QueryClient, MutationCache } from '@tanstack/react-query';
import { setMe } from '../features/auth/me-query.ts';
import { ApiError } from '../lib/http/api-error.ts';
import { isRereadOnFocus } from '../lib/query/focus-rereads.ts';
import { rereadFirstReadsInvalidated } from '../lib/query/invalidated-first-reads.ts';

/**
 * An `unauthenticated` answer means the session ended: forget the user so the auth guard sends
 * them to /login. Other 401 codes (auth/wrong-password) belong to the form that caused them. An
 * invalidation during a first read is not lost (invalidated-first-reads.ts); what focus regained
 * reads again may be ordered elsewhere (focus-rereads.ts).
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'unauthenticated') setMe(queryClient, null);
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: isRereadOnFocus,
        refetchOnReconnect: isRereadOnFocus,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < 2,
      },
    },
  });
  rereadFirstReadsInvalidated(queryClient);
  return queryClient;
}
