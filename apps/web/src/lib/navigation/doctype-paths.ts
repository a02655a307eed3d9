/**
 * A doctype's records page: all its uploads' records, or one upload's. Links to a doctype go
 * here straight, not through `/doctype/:id`, whose redirect costs a second route load.
 */
export function doctypeRecordsPath(doctype: string, upload = 'all'): string {
  return `/doctype/${doctype}/records/${upload}`;
}
