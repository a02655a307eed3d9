/**
 * Which lane a scan runs in. New documents' first slices take any free extraction process; work
 * that holds a process long runs in the background lane: the scan-slice job, on fewer workers than
 * there are processes, never on the last free one, which is kept for new work. A long PDF's later
 * slices are such work, and so is an image: it is read whole in one task, and one without text
 * reads until its budget (file/unreadable) runs out. Issue 27: two noise images held both
 * processes for 11 minutes while another user's one-page PDF waited.
 */
import type { Upload } from '@docsift/core/upload';

export function isBackgroundScan(upload: Pick<Upload, 'contentType'>, fromPage: number): boolean {
  return fromPage > 1 || upload.contentType.startsWith('image/');
}
