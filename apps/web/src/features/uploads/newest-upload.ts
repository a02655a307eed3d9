import type { Upload, UploadList } from '@docsift/core/upload';

/**
 * The copy of an upload the client keeps when two meet in its cache: the one the server changed
 * last. Answers and events race (a 202 carries the upload as it was before the job, a list
 * fetched before an event can land after it), and showing the older one would take the screen
 * back in time, e.g. a stale `done` hiding the spinner of a running parse. On equal `updated`
 * the incoming copy wins, so a refetch of the same version still replaces the old object.
 */
export function newerUpload(current: Upload | undefined, incoming: Upload): Upload {
  return current && current.id === incoming.id && current.updated > incoming.updated
    ? current
    : incoming;
}

/**
 * An incoming list decides which uploads are listed and in what order (it knows about deletions,
 * new uploads and the search); each upload in it is the newer of its two copies.
 */
export function mergeUploadList(current: UploadList | undefined, incoming: UploadList): UploadList {
  if (!current) return incoming;
  const known = new Map(current.uploads.map((upload) => [upload.id, upload]));
  return {
    ...incoming,
    uploads: incoming.uploads.map((upload) => newerUpload(known.get(upload.id), upload)),
  };
}
