/**
 * An invalidation says that what a query read may have changed since. TanStack Query lets one
 * that comes during a query's first read pass: that read is not started again (there is nothing
 * to show meanwhile), and its answer, maybe given before the change, clears the mark. Such a
 * query is read again once that read is done, so that a live event or a mutation landing while a
 * page makes its first reads is not lost: records that arrived as their page opened, a lesson
 * learned while the fields page was reading the counts, anything published before the stream
 * opened.
 */
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';

/** Installs the rule on the client's cache; returns the function that removes it. */
export function rereadFirstReadsInvalidated(queryClient: QueryClient): () => void {
  const waiting = new WeakSet<Query>();
  return queryClient.getQueryCache().subscribe((event) => {
    const { query } = event;
    if (event.type === 'removed') {
      waiting.delete(query);
      return;
    }
    if (event.type !== 'updated') return;
    if (event.action.type === 'invalidate') {
      if (query.state.fetchStatus === 'fetching' && query.state.data === undefined)
        waiting.add(query);
      return;
    }
    if (waiting.has(query) && query.state.fetchStatus === 'idle') {
      waiting.delete(query);
      void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
    }
  });
}

/**
 * Writes what an event or an answer brought into each loaded query under `queryKey`. One whose
 * first read is still under way is marked invalid instead: its answer may come from before what
 * is written and would replace it, so the rule above reads it again once that read is done.
 */
export function updateLoadedQueries<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: (data: T) => T,
): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey })) {
    if (query.state.data !== undefined)
      queryClient.setQueryData<T>(query.queryKey, (data) => data && update(data));
    else if (query.state.fetchStatus === 'fetching')
      void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
  }
}
