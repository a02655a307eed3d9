import type { RecordQuery } from '@docsift/core/record';

/** What a view shows, without the page position: also what an export writes (of several uploads). */
export type RecordScope = Pick<RecordQuery, 'q' | 'filter' | 'sort' | 'review'> & {
  upload?: string | readonly string[];
  /** Only these records (an export of a selection); absent: any. */
  recordIds?: readonly string[];
};
