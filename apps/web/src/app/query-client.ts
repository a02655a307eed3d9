import { QueryCache, QueryClient, MutationCache } from '@tanstack/react-query';
import { setMe } from '../features/auth/me-query.ts';
import { doctypeOfQuery } from '../features/events/doctype-parts.ts';
import { ApiError } from '../lib/http/api-error.ts';
import { rereadFirstReadsInvalidated } from '../lib/query/invalidated-first-reads.ts';

/**
 * An `unauthenticated` answer means the session ended: forget the user so the auth guard sends
 * them to /login. Other 401 codes (auth/wrong-password) belong to the form that caused them. An
 * invalidation during a first read is not lost (invalidated-first-reads.ts).
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
        // A doctype's parts are read after it (LiveEvents): it may be gone, and they would answer 404.
        refetchOnWindowFocus: (query) => doctypeOfQuery(query) === null,
        refetchOnReconnect: (query) => doctypeOfQuery(query) === null,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < 2,
      },
    },
  });
  rereadFirstReadsInvalidated(queryClient);
  return queryClient;
}
