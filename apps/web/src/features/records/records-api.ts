import { RECORDS_PAGE_SIZE } from '@docsift/core/limits';
import type { RecordPage } from '@docsift/core/record';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/http/api-client.ts';

/** `upload` is an upload id or `all`. */
export const recordKeys = {
  lists: (doctype: string) => ['records', doctype] as const,
  list: (doctype: string, upload: string) => ['records', doctype, upload] as const,
};

export function listRecords(doctype: string, upload: string): Promise<RecordPage> {
  const query = new URLSearchParams({ limit: String(RECORDS_PAGE_SIZE) });
  if (upload !== 'all') query.set('upload', upload);
  return apiRequest<RecordPage>(
    'GET',
    `/api/doctypes/${encodeURIComponent(doctype)}/records?${query.toString()}`,
  );
}

/** The first page of records of the doctype, of one upload or of all. */
export function useRecords(doctype: string, upload: string, enabled: boolean) {
  return useQuery({
    queryKey: recordKeys.list(doctype, upload),
    queryFn: () => listRecords(doctype, upload),
    enabled,
    placeholderData: (previous) => previous,
  });
}
