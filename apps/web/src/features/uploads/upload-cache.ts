import type { Upload, UploadList } from '@docsift/core/upload';
import type { QueryClient } from '@tanstack/react-query';
import { updateLoadedQueries } from '../../lib/query/invalidated-first-reads.ts';
import { newerUpload } from './newest-upload.ts';
import { uploadKeys } from './uploads-api.ts';

/**
 * The one way the client writes an upload it was handed (an event, an action's answer, a stored
 * file) into the cache: into its own query and every cached list of its doctype, never over a
 * newer copy. The queries apply the same rule to what they fetch (uploads-api.ts); it is applied
 * here too because a query nothing has shown yet does not carry that option.
 * A list that does not hold the upload refetches, since it may belong there now; so does one still
 * making its first read (updateLoadedQueries).
 */
export function putUpload(queryClient: QueryClient, upload: Upload): void {
  queryClient.setQueryData<Upload>(uploadKeys.one(upload.id), (current) =>
    newerUpload(current, upload),
  );
  let isKnown = true;
  updateLoadedQueries<UploadList>(queryClient, uploadKeys.lists(upload.target), (list) => {
    if (!list.uploads.some((item) => item.id === upload.id)) {
      isKnown = false;
      return list;
    }
    return {
      ...list,
      uploads: list.uploads.map((item) =>
        item.id === upload.id ? newerUpload(item, upload) : item,
      ),
    };
  });
  if (!isKnown) void queryClient.invalidateQueries({ queryKey: uploadKeys.lists(upload.target) });
}

/** Whether the cache holds a copy of the upload changed after `upload` (in its query or a list). */
function hasChangedSince(queryClient: QueryClient, upload: Upload): boolean {
  const isLater = (copy: Upload | undefined) =>
    copy?.id === upload.id && copy.updated > upload.updated;
  if (isLater(queryClient.getQueryData<Upload>(uploadKeys.one(upload.id)))) return true;
  return queryClient
    .getQueriesData<UploadList>({ queryKey: uploadKeys.lists(upload.target) })
    .some(([, list]) => list?.uploads.some(isLater));
}

/**
 * Resolves once the cache holds a copy of the upload changed after `upload`: the job an action
 * queued has begun (or failed), so its own state shows from then on.
 */
export function whenChanged(queryClient: QueryClient, upload: Upload): Promise<void> {
  return new Promise((resolve) => {
    if (hasChangedSince(queryClient, upload)) return resolve();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (!hasChangedSince(queryClient, upload)) return;
      unsubscribe();
      resolve();
    });
  });
}
