import { RECORDS_PAGE_SIZE } from '@docsift/core/limits';
import type { RecordView, TableSort } from '@docsift/core/record-filter';
import { formatFilterParam, parseFilterParam, parseSortParam } from '@docsift/core/record-filter';
import { reviewStateSchema } from '@docsift/core/review';
import { appliedFilters } from '../../lib/record-view/applied-filters.ts';

const VIEW_PARAMS = ['q', 'filter', 'sort', 'review'] as const;

/** The view in an address's query string; malformed filters and sorts are dropped. */
export function readRecordView(params: URLSearchParams): RecordView {
  const sort = params.get('sort');
  const view: RecordView = {
    q: params.get('q') ?? '',
    filters: params.getAll('filter').flatMap((param) => parseFilterParam(param) ?? []),
    sort: sort ? parseSortParam(sort) : null,
  };
  const review = reviewStateSchema.safeParse(params.get('review')).data;
  return review ? { ...view, review } : view;
}

/** The address's query string with the view replaced; other parameters stay. */
export function writeRecordView(params: URLSearchParams, view: RecordView): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of VIEW_PARAMS) next.delete(name);
  appendView(next, view);
  return next;
}

function appendView(params: URLSearchParams, view: RecordView): void {
  if (view.q.trim()) params.set('q', view.q.trim());
  for (const filter of view.filters) params.append('filter', formatFilterParam(filter));
  if (view.sort) params.set('sort', `${view.sort.field}:${view.sort.dir}`);
  if (view.review) params.set('review', view.review);
}

/** The `GET …/records` query string (core's recordQuerySchema) for one page of the view. */
export function recordQueryParams(
  upload: string,
  view: RecordView,
  cursor: string | null,
): URLSearchParams {
  const params = new URLSearchParams({ limit: String(RECORDS_PAGE_SIZE) });
  appendScope(params, upload, view);
  if (cursor) params.set('cursor', cursor);
  return params;
}

/** The `GET …/records/count` query string (core's recordScopeSchema): the view, no page. */
export function recordScopeParams(upload: string, view: RecordView): URLSearchParams {
  const params = new URLSearchParams();
  appendScope(params, upload, view);
  return params;
}

function appendScope(params: URLSearchParams, upload: string, view: RecordView): void {
  if (upload !== 'all') params.set('upload', upload);
  appendView(params, { ...view, filters: appliedFilters(view.filters) });
}

/**
 * Which rows the view holds, apart from their order: records chosen in the table stay chosen
 * while only the sort changes, and a new search, filter or review state clears the choice.
 */
export function rowsKey(view: RecordView): string {
  return recordScopeParams('all', { ...view, sort: null }).toString();
}

/** Header clicks cycle a field through ascending, descending and the default order. */
export function nextSort(current: TableSort | null, field: string): TableSort | null {
  if (current?.field !== field) return { field, dir: 'asc' };
  return current.dir === 'asc' ? { field, dir: 'desc' } : null;
}
