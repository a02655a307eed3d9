import type { Upload, UploadList } from '@docsift/core/upload';
import type { QueryClient } from '@tanstack/react-query';
import { newerUpload } from './newest-upload.ts';
import { uploadKeys } from './uploads-api.ts';

/**
 * The one way the client writes an upload it was handed (an event, an action's answer, a stored
 * file) into the cache: into its own query and every cached list of its doctype, never over a
 * newer copy. The queries apply the same rule to what they fetch (uploads-api.ts); it is applied
 * here too because a query nothing has shown yet does not carry that option.
 * A list that does not hold the upload refetches, since it may belong there now.
 */
export function putUpload(queryClient: QueryClient, upload: Upload): void {
  queryClient.setQueryData<Upload>(uploadKeys.one(upload.id), (current) =>
    newerUpload(current, upload),
  );
  let isKnown = true;
  queryClient.setQueriesData<UploadList>({ queryKey: uploadKeys.lists(upload.target) }, (list) => {
    if (!list) return list;
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
