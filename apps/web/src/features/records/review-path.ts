/** The review screen's address: the queue of one upload (`?upload=`) or of all, at a record or its first. */
export function reviewPath(doctype: string, upload: string, record?: string): string {
  const path = `/doctype/${doctype}/review${record ? `/${record}` : ''}`;
  return upload === 'all' ? path : `${path}?${new URLSearchParams({ upload }).toString()}`;
}
