import type { FieldValue } from '@docsift/core/field-value';
import type { DocRecord, RecordPage } from '@docsift/core/record';
import type { InfiniteData } from '@tanstack/react-query';

/** The loaded server pages of one view, as the infinite query caches them. */
export type RecordPages = InfiniteData<RecordPage, string | null>;

function mapRecord(
  pages: RecordPages,
  id: string,
  change: (record: DocRecord) => DocRecord,
): RecordPages {
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      records: page.records.map((record) => (record.id === id ? change(record) : record)),
    })),
  };
}

/** The optimistic edit: the record shows the new values before the server answers. */
export function patchRecord(
  pages: RecordPages,
  id: string,
  data: Record<string, FieldValue>,
): RecordPages {
  return mapRecord(pages, id, (record) => ({ ...record, data: { ...record.data, ...data } }));
}

/**
 * A failed edit puts back the value it replaced, but only where the cell still shows the failed
 * value: a later edit of the same cell, or a reload, must not be overwritten by the rollback.
 */
export function revertCell(
  pages: RecordPages,
  id: string,
  field: string,
  attempted: FieldValue,
  previous: FieldValue,
): RecordPages {
  return mapRecord(pages, id, (record) =>
    record.data[field] === attempted
      ? { ...record, data: { ...record.data, [field]: previous } }
      : record,
  );
}

/** The record as the server stored it (with its edit marks) replaces the optimistic copy. */
export function replaceRecord(pages: RecordPages, saved: DocRecord): RecordPages {
  return mapRecord(pages, saved.id, () => saved);
}

/** A deleted record leaves the view and the total. */
export function dropRecord(pages: RecordPages, id: string): RecordPages {
  if (!pages.pages.some((page) => page.records.some((record) => record.id === id))) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      records: page.records.filter((record) => record.id !== id),
      total: Math.max(0, page.total - 1),
    })),
  };
}

/** Every loaded record in order. */
export function loadedRecords(pages: RecordPages | undefined): DocRecord[] {
  return pages?.pages.flatMap((page) => page.records) ?? [];
}
