import type { DocRecord } from '@docsift/core/record';
import { describe, expect, it } from 'vitest';
import type { RecordPages } from './record-pages.ts';
import {
  dropRecord,
  loadedRecords,
  patchRecord,
  replaceRecord,
  revertCell,
} from './record-pages.ts';

const record = (id: string, amount: number): DocRecord => ({
  id,
  order: 0,
  created: 1,
  deleted: false,
  upload: 'upload-1',
  data: { field_amount: amount, field_name: id },
  sources: {},
  confidence: {},
  edits: {},
  review: { state: 'auto', by: null, at: null },
});

const pages: RecordPages = {
  pageParams: [null, 'c1'],
  pages: [
    { records: [record('a', 1), record('b', 2)], total: 3, totalExact: true, cursor: 'c1' },
    { records: [record('c', 3)], total: 3, totalExact: true, cursor: null },
  ],
};

const amountOf = (data: RecordPages, id: string) =>
  loadedRecords(data).find((r) => r.id === id)?.data.field_amount;

describe('optimistic record edits', () => {
  it('shows the edit at once and leaves the other records as they were', () => {
    const edited = patchRecord(pages, 'c', { field_amount: 30 });
    expect(amountOf(edited, 'c')).toBe(30);
    expect(edited.pages[0]!.records).toEqual(pages.pages[0]!.records);
  });

  it('rolls a failed edit back to the value it replaced', () => {
    const edited = patchRecord(pages, 'b', { field_amount: 20 });
    expect(amountOf(revertCell(edited, 'b', 'field_amount', 20, 2), 'b')).toBe(2);
  });

  it('keeps a newer edit of the same cell when an older one fails', () => {
    const first = patchRecord(pages, 'b', { field_amount: 20 });
    const second = patchRecord(first, 'b', { field_amount: 21 });
    expect(amountOf(revertCell(second, 'b', 'field_amount', 20, 2), 'b')).toBe(21);
  });

  it('takes the saved record from the server in place of the optimistic copy', () => {
    const saved = { ...record('a', 5), edits: { field_amount: { extracted: 1, at: 9 } } };
    expect(loadedRecords(replaceRecord(pages, saved))[0]).toEqual(saved);
  });

  it('drops a deleted record from whichever page holds it and from the total', () => {
    const dropped = dropRecord(pages, 'b');
    expect(loadedRecords(dropped).map((r) => r.id)).toEqual(['a', 'c']);
    expect(dropped.pages.map((page) => page.total)).toEqual([2, 2]);
    expect(dropRecord(dropped, 'b')).toBe(dropped);
  });
});
