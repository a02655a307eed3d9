import type { OcrDocument } from '@docsift/core/ocr';
import type { Upload, UploadList, UploadSummary, UploadSummaryList } from '@docsift/core/upload';
import { queryOptions, replaceEqualDeep, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/http/api-client.ts';
import { useIsLive } from '../../lib/events/live-status.ts';
import { refetchUnlessPrefetched } from '../../lib/query/unshown-prefetches.ts';
import { mergeUploadList, newerUpload } from './newest-upload.ts';
import { showsSpinner } from './upload-state.ts';
import { workingUploads } from './working-uploads.ts';

export const uploadKeys = {
  /** Every upload list of a doctype, whatever the search. */
  lists: (target: string) => ['uploads', target] as const,
  list: (target: string, q: string) => ['uploads', target, q] as const,
  /** Every single upload's query. */
  all: ['upload'] as const,
  one: (id: string) => ['upload', id] as const,
  ocr: (id: string) => ['upload-ocr', id] as const,
  /** The dashboard's counts per doctype. */
  summaries: ['upload-summaries'] as const,
};

/** Without the live event stream, lists with work in progress are polled at this pace. */
const FALLBACK_POLL_MS = 2000;

export const uploadPath = (id: string) => `/api/uploads/${encodeURIComponent(id)}`;
export const uploadFileUrl = (id: string) => `${uploadPath(id)}/file`;

export const listUploads = (target: string, q: string) =>
  apiRequest<UploadList>(
    'GET',
    `/api/uploads?${new URLSearchParams(q ? { target, q } : { target }).toString()}`,
  );
export const getUpload = (id: string) => apiRequest<Upload>('GET', uploadPath(id));
export const deleteUpload = (id: string) => apiRequest<void>('DELETE', uploadPath(id));
export const getUploadOcr = (id: string) => apiRequest<OcrDocument>('GET', `${uploadPath(id)}/ocr`);

/** An upload's stored text, once it has one. */
export const useUploadOcr = (upload: Pick<Upload, 'id' | 'file'>) =>
  useQuery({
    queryKey: uploadKeys.ocr(upload.id),
    queryFn: () => getUploadOcr(upload.id),
    enabled: upload.file.ocr != null,
  });

export const listUploadSummaries = () =>
  apiRequest<UploadSummaryList>('GET', '/api/uploads/summaries');

export type PipelineAction = 'scan' | 'ocr' | 'parse';
export const runPipelineAction = (id: string, action: PipelineAction) =>
  apiRequest<Upload | undefined>('POST', `${uploadPath(id)}/${action}`);

const isBusy = (uploads: readonly Upload[]) =>
  uploads.some((upload) => showsSpinner(upload, workingUploads.has(upload.id)));

/*
 * TanStack Query passes every write into a query (fetch, refetch, poll, setQueryData) through its
 * `structuralSharing`: these keep the newest copy of each upload, then share unchanged parts as usual.
 * Its signature is untyped; the data of these keys is always the one named.
 */
const keepNewestUpload = (current: unknown, incoming: unknown) =>
  replaceEqualDeep(current, newerUpload(current as Upload | undefined, incoming as Upload));
const keepNewestUploads = (current: unknown, incoming: unknown) =>
  replaceEqualDeep(
    current,
    mergeUploadList(current as UploadList | undefined, incoming as UploadList),
  );

export const uploadListQuery = (target: string, q: string) =>
  queryOptions({
    queryKey: uploadKeys.list(target, q),
    queryFn: () => listUploads(target, q),
    structuralSharing: keepNewestUploads,
    refetchOnMount: refetchUnlessPrefetched,
  });

export const uploadQuery = (id: string) =>
  queryOptions({
    queryKey: uploadKeys.one(id),
    queryFn: () => getUpload(id),
    structuralSharing: keepNewestUpload,
    refetchOnMount: refetchUnlessPrefetched,
  });

/** No `select`: TanStack Query would pass its result through the list's `structuralSharing` as well. */
export function useUploads(target: string, q: string) {
  const isLive = useIsLive();
  return useQuery({
    ...uploadListQuery(target, q),
    placeholderData: (previous) => previous,
    refetchInterval: (query) =>
      !isLive && isBusy(query.state.data?.uploads ?? []) ? FALLBACK_POLL_MS : false,
  });
}

/** One upload; polled while it is processing and the event stream is down. */
export function useUpload(id: string | null) {
  const isLive = useIsLive();
  return useQuery({
    ...uploadQuery(id ?? ''),
    enabled: id !== null,
    refetchInterval: (query) =>
      !isLive && query.state.data && isBusy([query.state.data]) ? FALLBACK_POLL_MS : false,
  });
}

/** Per doctype: its uploads' counts, last change and work; polled while work runs and the stream is down. */
export function useUploadSummaries() {
  const isLive = useIsLive();
  return useQuery({
    queryKey: uploadKeys.summaries,
    queryFn: listUploadSummaries,
    select: (list) => new Map<string, UploadSummary>(list.summaries.map((s) => [s.doctype, s])),
    refetchInterval: (query) =>
      !isLive && query.state.data?.summaries.some((s) => s.processing > 0)
        ? FALLBACK_POLL_MS
        : false,
  });
}
