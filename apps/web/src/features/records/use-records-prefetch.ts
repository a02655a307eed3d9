import type { RecordView } from '@docsift/core/record-filter';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { markPrefetched } from '../../lib/query/unshown-prefetches.ts';
import { uploadListQuery, uploadQuery } from '../uploads/uploads-api.ts';
import { recordPagesQuery, reviewCountQuery } from './records-api.ts';
import { readRecordView } from './record-view.ts';

/**
 * Starts every request the records page's first rows wait for that the cache lacks (what it has
 * shows at once): the upload list and the chosen upload, without which the page shows nothing,
 * and the view's first page and review count. Left to the parts that show them, each would start
 * only once the page had rendered, the rows only once the upload list had come and been rendered
 * too.
 */
function prefetchRecords(
  queryClient: QueryClient,
  doctype: string,
  upload: string,
  view: RecordView,
): void {
  const isMissing = (queryKey: readonly unknown[]) => !queryClient.getQueryState(queryKey);
  // The part that mounts first shows the answer, even if it came before the part mounted.
  const prefetch = (queryKey: readonly unknown[], start: () => Promise<void>) => {
    if (!isMissing(queryKey)) return;
    void start();
    markPrefetched(queryClient, queryKey);
  };
  const uploads = uploadListQuery(doctype, '');
  prefetch(uploads.queryKey, () => queryClient.prefetchQuery(uploads));
  const chosen = uploadQuery(upload);
  if (upload !== 'all') prefetch(chosen.queryKey, () => queryClient.prefetchQuery(chosen));
  const pages = recordPagesQuery(doctype, upload, view);
  prefetch(pages.queryKey, () => queryClient.prefetchInfiniteQuery(pages));
  const reviewCount = reviewCountQuery(doctype, upload);
  prefetch(reviewCount.queryKey, () => queryClient.prefetchQuery(reviewCount));
}

/** As the records page starts rendering; in render, as TanStack's usePrefetchQuery does. */
export function useRecordsPrefetch(doctype: string, upload: string, view: RecordView): void {
  prefetchRecords(useQueryClient(), doctype, upload, view);
}

/**
 * On the click on the doctype page's Records tab, which opens the unfiltered view of all
 * uploads: the requests run while the tab's chunk loads and its page renders.
 */
export function prefetchRecordsTab(queryClient: QueryClient, doctype: string): void {
  prefetchRecords(queryClient, doctype, 'all', readRecordView(new URLSearchParams()));
}
