/**
 * Answers a page asked for ahead of the parts that show them (on the click that opens it, or as
 * it starts rendering) that no part has shown yet. With staleTime 0 such an answer, come before
 * its part mounted, is stale at the mount, which asks again: the same request twice, and the
 * part's first paint waiting for the second. The part that mounts first shows it instead: it was
 * asked for on the way to this very mount. Once shown, the usual rules hold again, so an answer
 * cached from an earlier visit is asked for again on mount as before. An answer invalidated
 * before it was shown (a live event) is asked for again, and so is one left unshown longer than
 * a page takes to appear (a click whose page never opened).
 */
import type { Query, QueryCache, QueryClient, QueryKey } from '@tanstack/react-query';

/** Longer than a page takes to mount its parts on a busy machine. */
const UNSHOWN_FOR_MS = 10_000;

const unshown = new WeakSet<Pick<Query, 'state'>>();
const watchedCaches = new WeakSet<QueryCache>();

function watch(cache: QueryCache): void {
  if (watchedCaches.has(cache)) return;
  watchedCaches.add(cache);
  cache.subscribe((event) => {
    // TanStack adds a mounting part's observer, then asks refetchOnMount: forget it after that.
    if (event.type === 'observerAdded') queueMicrotask(() => unshown.delete(event.query));
    if (event.type === 'updated' && event.action.type === 'invalidate') unshown.delete(event.query);
  });
}

/** Notes the query of `queryKey` as just asked for ahead of the parts that show it. */
export function markPrefetched(queryClient: QueryClient, queryKey: QueryKey): void {
  const cache = queryClient.getQueryCache();
  watch(cache);
  const query = cache.find({ queryKey, exact: true });
  if (query) unshown.add(query);
}

/**
 * `refetchOnMount` of the queries a page asks for ahead: not for an answer none has shown. (Typed
 * by what it reads, so that it leaves the query's data type to the query's function.)
 */
export function refetchUnlessPrefetched(query: Pick<Query, 'state'>): boolean {
  return !unshown.has(query) || Date.now() - query.state.dataUpdatedAt > UNSHOWN_FOR_MS;
}
