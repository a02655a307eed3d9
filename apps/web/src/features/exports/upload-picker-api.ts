import { UPLOAD_PICKER_PAGE_SIZE } from '@docsift/core/limits';
import type { UploadList } from '@docsift/core/upload';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/http/api-client.ts';

const listUploadPage = (target: string, cursor: string | null) => {
  const query = new URLSearchParams({ target, limit: String(UPLOAD_PICKER_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiRequest<UploadList>('GET', `/api/uploads?${query.toString()}`);
};

/** The doctype's uploads, newest first, a page of 20 at a time (spec section 9). */
export function useUploadPages(target: string) {
  return useInfiniteQuery({
    queryKey: ['upload-picker', target],
    queryFn: ({ pageParam }) => listUploadPage(target, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? null,
  });
}
