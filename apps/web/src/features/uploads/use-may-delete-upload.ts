import type { Upload } from '@docsift/core/upload';
import { useSignedInMe } from '../auth/me-query.ts';
import { mayDeleteUpload } from './upload-state.ts';

/** Whether the signed-in person may delete an upload of a doctype `doctypeAuthor` wrote. */
export function useMayDeleteUpload(
  doctypeAuthor: string,
): (upload: Pick<Upload, 'author'>) => boolean {
  const me = useSignedInMe();
  return (upload) => mayDeleteUpload(upload, me.uid, doctypeAuthor);
}
