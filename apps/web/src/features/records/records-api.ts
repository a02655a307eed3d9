import type { FieldValue } from '@docsift/core/field-value';
import type {
  BulkApproved,
  BulkRecordsBody,
  DocRecord,
  RecordCount,
  RecordHistory,
  RecordPage,
  RecordValues,
} from '@docsift/core/record';
import { isCountable } from '@docsift/core/record';
import type { Upload } from '@docsift/core/upload';
import type { QueryClient } from '@tanstack/react-query';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiRequest } from '../../lib/http/api-client.ts';
import { refetchUnlessPrefetched } from '../../lib/query/unshown-prefetches.ts';
import { updateLoadedQueries } from '../../lib/query/invalidated-first-reads.ts';
import { uploadKeys } from '../uploads/uploads-api.ts';
import type { RecordPages } from './record-pages.ts';
import { dropRecord, replaceRecord } from './record-pages.ts';
import type { RecordView } from '@docsift/core/record-filter';
import { recordQueryParams, recordScopeParams } from './record-view.ts';

/** `upload` is an upload id or `all`; every view of one upload shares the `list` prefix. */
export const recordKeys = {
  lists: (doctype: string) => ['records', doctype] as const,
  list: (doctype: string, upload: string) => ['records', doctype, upload] as const,
  view: (doctype: string, upload: string, view: RecordView) =>
    ['records', doctype, upload, view] as const,
  /** One record by its id (the review screen); apart from `lists`, whose entries hold pages. */
  one: (doctype: string, id: string) => ['record', doctype, id] as const,
  ones: (doctype: string) => ['record', doctype] as const,
  values: (doctype: string, field: string) => ['record-values', doctype, field] as const,
  /** Apart from `lists`, whose entries all hold pages (use-record-actions.ts patches them). */
  counts: (doctype: string, upload: string) => ['record-count', doctype, upload] as const,
  allCounts: (doctype: string) => ['record-count', doctype] as const,
  count: (doctype: string, upload: string, view: RecordView) =>
    ['record-count', doctype, upload, view] as const,
  /** The review queue's counts: an edit or an approval that changes a state reloads them. */
  reviewCounts: (doctype: string) => ['review-count', doctype] as const,
  reviewCount: (doctype: string, upload: string) => ['review-count', doctype, upload] as const,
  /** Who changed the record's values: read afresh each time the History dialog opens. */
  history: (doctype: string, id: string) => ['record-history', doctype, id] as const,
};

const recordsPath = (doctype: string) => `/api/doctypes/${encodeURIComponent(doctype)}/records`;

export function listRecords(
  doctype: string,
  upload: string,
  view: RecordView,
  cursor: string | null,
): Promise<RecordPage> {
  const query = recordQueryParams(upload, view, cursor);
  return apiRequest<RecordPage>('GET', `${recordsPath(doctype)}?${query.toString()}`);
}

/** A loaded record the live events keep current: it is not read again on each visit. */
const RECORD_STALE_MS = 30_000;

/**
 * One record by its id; a 404 once it is deleted or when it never was. `known`, the record as a
 * loaded list holds it (the review queue), shows at once instead of after a round trip.
 */
export function useRecord(
  doctype: string,
  id: string,
  known?: { record: DocRecord; loadedAt: number },
) {
  return useQuery({
    queryKey: recordKeys.one(doctype, id),
    initialData: known?.record,
    initialDataUpdatedAt: known?.loadedAt,
    staleTime: RECORD_STALE_MS,
    queryFn: ({ signal }) =>
      apiRequest<DocRecord>(
        'GET',
        `${recordsPath(doctype)}/${encodeURIComponent(id)}`,
        undefined,
        signal,
      ),
  });
}

/**
 * A record as saved or as the event stream tells: every loaded view shows it (or drops it when
 * deleted), and its own query, when loaded, holds it.
 */
export function putRecord(queryClient: QueryClient, doctype: string, record: DocRecord): void {
  updateLoadedQueries<RecordPages>(queryClient, recordKeys.lists(doctype), (pages) =>
    record.deleted ? dropRecord(pages, record.id) : replaceRecord(pages, record),
  );
  if (record.deleted)
    void queryClient.invalidateQueries({ queryKey: recordKeys.one(doctype, record.id) });
  else
    updateLoadedQueries<DocRecord>(queryClient, recordKeys.one(doctype, record.id), () => record);
}

/**
 * New records came (an upload of the doctype is done): its views and counts are marked stale, to
 * be read again where next shown, not at once: a records page paces its reloads (records-reload.ts).
 */
export function markRecordsStale(queryClient: QueryClient, doctype: string): void {
  for (const queryKey of [
    recordKeys.lists(doctype),
    recordKeys.allCounts(doctype),
    recordKeys.reviewCounts(doctype),
  ])
    void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
}

/**
 * A bulk action approved or deleted records, maybe thousands and mostly not loaded: every view
 * of the doctype reads its pages and counts again, and an open record its state; a deletion
 * changed the uploads' record counts too.
 */
export function reloadRecords(
  queryClient: QueryClient,
  doctype: string,
  change: 'approved' | 'deleted',
): void {
  void queryClient.invalidateQueries({ queryKey: recordKeys.lists(doctype) });
  void queryClient.invalidateQueries({ queryKey: recordKeys.allCounts(doctype) });
  void queryClient.invalidateQueries({ queryKey: recordKeys.reviewCounts(doctype) });
  void queryClient.invalidateQueries({ queryKey: recordKeys.ones(doctype) });
  if (change === 'deleted') {
    void queryClient.invalidateQueries({ queryKey: uploadKeys.lists(doctype) });
    void queryClient.invalidateQueries({ queryKey: uploadKeys.summaries });
    void queryClient.invalidateQueries({
      queryKey: uploadKeys.all,
      predicate: (query) => (query.state.data as Upload | undefined)?.target === doctype,
    });
  }
}

export const updateRecord = (doctype: string, id: string, data: Record<string, FieldValue>) =>
  apiRequest<DocRecord>('PATCH', `${recordsPath(doctype)}/${encodeURIComponent(id)}`, { data });

export const approveRecord = (doctype: string, id: string) =>
  apiRequest<DocRecord>('POST', `${recordsPath(doctype)}/${encodeURIComponent(id)}/approve`);

/** Approves the records named by id or by their view, all or none; answers them as they now are. */
export const approveRecords = (doctype: string, body: BulkRecordsBody) =>
  apiRequest<BulkApproved>('POST', `${recordsPath(doctype)}/bulk-approve`, body);

/** Deletes the records named by id or by their view, all or none. */
export const deleteRecords = (doctype: string, body: BulkRecordsBody) =>
  apiRequest<void>('POST', `${recordsPath(doctype)}/bulk-delete`, body);

/** The view of the records waiting for review: the queue. */
export const reviewQueueView: RecordView = {
  q: '',
  filters: [],
  sort: null,
  review: 'needs_review',
};

export const reviewCountQuery = (doctype: string, upload: string) =>
  queryOptions({
    queryKey: recordKeys.reviewCount(doctype, upload),
    queryFn: ({ signal }) =>
      apiRequest<RecordCount>(
        'GET',
        `${recordsPath(doctype)}/count?${recordScopeParams(upload, reviewQueueView).toString()}`,
        undefined,
        signal,
      ),
    refetchOnMount: refetchUnlessPrefetched,
  });

/** How many records of the upload (or `all`) need review; a reload of the records recounts. */
export function useReviewCount(doctype: string, upload: string) {
  return useQuery(reviewCountQuery(doctype, upload));
}

export const deleteRecord = (doctype: string, id: string) =>
  apiRequest<void>('DELETE', `${recordsPath(doctype)}/${encodeURIComponent(id)}`);

export const recordPagesQuery = (doctype: string, upload: string, view: RecordView) =>
  infiniteQueryOptions<
    RecordPage,
    Error,
    RecordPages,
    ReturnType<typeof recordKeys.view>,
    string | null
  >({
    queryKey: recordKeys.view(doctype, upload, view),
    queryFn: ({ pageParam }) => listRecords(doctype, upload, view, pageParam),
    initialPageParam: null,
    getNextPageParam: (page) => page.cursor,
    refetchOnMount: refetchUnlessPrefetched,
  });

/** The records of one view, page by page (100 each) along the server's cursor. */
export function useRecordPages(doctype: string, upload: string, view: RecordView) {
  return useInfiniteQuery({
    ...recordPagesQuery(doctype, upload, view),
    placeholderData: (previous) => previous,
  });
}

/**
 * The view's total to show: its first page's (undefined while none), or, when that is a common
 * search's lower bound (isCountable), the exact count once fetched. A new view leaves this
 * one's count, whose request is then aborted.
 */
export function useRecordTotal(
  doctype: string,
  upload: string,
  view: RecordView,
  page: RecordCount | undefined,
): { total: RecordCount | undefined; isCounting: boolean } {
  const isWanted = page !== undefined && isCountable(page);
  const count = useQuery({
    queryKey: recordKeys.count(doctype, upload, view),
    queryFn: ({ signal }) =>
      apiRequest<RecordCount>(
        'GET',
        `${recordsPath(doctype)}/count?${recordScopeParams(upload, view).toString()}`,
        undefined,
        signal,
      ),
    enabled: isWanted,
  });
  return {
    total: isWanted ? (count.data ?? page) : page,
    isCounting: isWanted && count.isFetching,
  };
}

/** A field's distinct values for filter suggestions; null when it has more than 100. */
export function useRecordValues(doctype: string, field: string | null) {
  return useQuery({
    queryKey: recordKeys.values(doctype, field ?? ''),
    queryFn: () =>
      apiRequest<RecordValues>(
        'GET',
        `${recordsPath(doctype)}/values?${new URLSearchParams({ field: field ?? '' }).toString()}`,
      ),
    enabled: field !== null,
    staleTime: 30_000,
  });
}

/** The record's changes, newest first (the row menu's History). */
export function useRecordHistory(doctype: string, id: string) {
  return useQuery({
    queryKey: recordKeys.history(doctype, id),
    queryFn: ({ signal }) =>
      apiRequest<RecordHistory>(
        'GET',
        `${recordsPath(doctype)}/${encodeURIComponent(id)}/history`,
        undefined,
        signal,
      ),
  });
}
