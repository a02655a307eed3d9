import type { RecordView } from '@docsift/core/record-filter';
import { useQueryClient } from '@tanstack/react-query';
import { uploadListQuery, uploadQuery } from '../uploads/uploads-api.ts';
import { recordPagesQuery, reviewCountQuery } from './records-api.ts';

/**
 * Starts, as the records page starts rendering, every request its first rows wait for that the
 * cache lacks (what it has shows at once): the upload list and the chosen upload, without which
 * the page shows nothing, and the view's first page and review count. Left to the parts that
 * show them, each would start only once the page had rendered, the rows only once the upload
 * list had come and been rendered too. Called in render as TanStack's usePrefetchQuery is.
 */
export function useRecordsPrefetch(doctype: string, upload: string, view: RecordView): void {
  const queryClient = useQueryClient();
  const isMissing = (queryKey: readonly unknown[]) => !queryClient.getQueryState(queryKey);
  const uploads = uploadListQuery(doctype, '');
  if (isMissing(uploads.queryKey)) void queryClient.prefetchQuery(uploads);
  const chosen = uploadQuery(upload);
  if (upload !== 'all' && isMissing(chosen.queryKey)) void queryClient.prefetchQuery(chosen);
  const pages = recordPagesQuery(doctype, upload, view);
  if (isMissing(pages.queryKey)) void queryClient.prefetchInfiniteQuery(pages);
  const reviewCount = reviewCountQuery(doctype, upload);
  if (isMissing(reviewCount.queryKey)) void queryClient.prefetchQuery(reviewCount);
}
