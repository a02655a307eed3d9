import type { FieldValue } from '@docsift/core/field-value';
import type { DocRecord, RecordPage, RecordValues } from '@docsift/core/record';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/http/api-client.ts';
import type { RecordPages } from './record-pages.ts';
import type { RecordView } from './record-view.ts';
import { recordQueryParams } from './record-view.ts';

/** `upload` is an upload id or `all`; every view of one upload shares the `list` prefix. */
export const recordKeys = {
  lists: (doctype: string) => ['records', doctype] as const,
  list: (doctype: string, upload: string) => ['records', doctype, upload] as const,
  view: (doctype: string, upload: string, view: RecordView) =>
    ['records', doctype, upload, view] as const,
  values: (doctype: string, field: string) => ['record-values', doctype, field] as const,
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

export const updateRecord = (doctype: string, id: string, data: Record<string, FieldValue>) =>
  apiRequest<DocRecord>('PATCH', `${recordsPath(doctype)}/${encodeURIComponent(id)}`, { data });

export const deleteRecord = (doctype: string, id: string) =>
  apiRequest<void>('DELETE', `${recordsPath(doctype)}/${encodeURIComponent(id)}`);

/** The records of one view, page by page (100 each) along the server's cursor. */
export function useRecordPages(doctype: string, upload: string, view: RecordView) {
  return useInfiniteQuery<
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
    placeholderData: (previous) => previous,
  });
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
