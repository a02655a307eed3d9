import type { DoctypeMode } from '@docsift/core/doctype';
import type { FieldValue } from '@docsift/core/field-value';

/** A normalised record and the pages of the window(s) it was read from. */
export interface WindowRecord {
  values: Record<string, FieldValue>;
  pages: number[];
  /** Pages whose window got no usable answer: the record misses what they hold. */
  unreadPages?: number[];
}

/**
 * Joins the windows' answers into the mode's records: `single` one per page (parts of a split
 * page merged), `one:single` one for the document, the multi modes every row in reading order.
 * Records without any value are dropped: a blank page or an empty answer is not a record. An
 * unread window's empty record stays (it is what tells a person to look), and joined into the
 * document's record (`one:single`) or a page's, it carries its pages as unread.
 */
export function mergeWindowRecords(
  mode: DoctypeMode,
  perWindow: readonly WindowRecord[][],
): WindowRecord[] {
  const all = perWindow.flat();
  let merged: WindowRecord[];
  switch (mode) {
    case 'multi':
    case 'one:multi':
      merged = all;
      break;
    case 'one:single':
      merged = all.length > 0 ? [firstValuePerField(all)] : [];
      break;
    case 'single':
      merged = [...groupByFirstPage(all).values()].map(firstValuePerField);
      break;
  }
  return merged.filter((record) => hasAnyValue(record) || record.unreadPages !== undefined);
}

function groupByFirstPage(records: readonly WindowRecord[]): Map<number, WindowRecord[]> {
  const groups = new Map<number, WindowRecord[]>();
  for (const record of records) {
    const page = record.pages[0] ?? 0;
    groups.set(page, [...(groups.get(page) ?? []), record]);
  }
  return groups;
}

/** Earlier windows win: the first non-null value per field, pages united. */
function firstValuePerField(records: readonly WindowRecord[]): WindowRecord {
  const values: Record<string, FieldValue> = {};
  const pages = new Set<number>();
  const unread = new Set<number>();
  for (const record of records) {
    for (const [key, value] of Object.entries(record.values)) {
      if (values[key] === undefined || values[key] === null) values[key] = value;
    }
    for (const page of record.pages) pages.add(page);
    for (const page of record.unreadPages ?? []) unread.add(page);
  }
  const merged: WindowRecord = { values, pages: sorted(pages) };
  if (unread.size > 0) merged.unreadPages = sorted(unread);
  return merged;
}

function sorted(pages: ReadonlySet<number>): number[] {
  return [...pages].sort((a, b) => a - b);
}

function hasAnyValue(record: WindowRecord): boolean {
  return Object.values(record.values).some((value) => value !== null);
}
