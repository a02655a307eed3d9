import { describe, expect, it } from 'vitest';
import { mergeWindowRecords, type WindowRecord } from './merge-window-records.ts';

const rec = (pages: number[], values: WindowRecord['values']): WindowRecord => ({ pages, values });

describe('mergeWindowRecords', () => {
  it('one:single takes the first non-null value per field across windows', () => {
    const merged = mergeWindowRecords('one:single', [
      [rec([1, 2], { a: 'A-1', b: null, c: null })],
      [rec([3], { a: 'other', b: 12.5, c: null })],
    ]);
    expect(merged).toEqual([rec([1, 2, 3], { a: 'A-1', b: 12.5, c: null })]);
  });

  it('single keeps a record per page and joins the parts of a split page', () => {
    const merged = mergeWindowRecords('single', [
      [rec([1], { a: 'p1', b: null })],
      [rec([2], { a: null, b: 2 })],
      [rec([2], { a: 'p2', b: 3 })],
    ]);
    expect(merged).toEqual([rec([1], { a: 'p1', b: null }), rec([2], { a: 'p2', b: 2 })]);
  });

  it('multi modes concatenate rows in window order and drop empty ones', () => {
    const merged = mergeWindowRecords('one:multi', [
      [rec([1], { a: 'r1' }), rec([1], { a: null })],
      [rec([2], { a: 'r2' }), rec([2], { a: 'r3' })],
    ]);
    expect(merged.map((r) => r.values.a)).toEqual(['r1', 'r2', 'r3']);
  });

  it('keeps an unread window as an empty record and carries its pages into a joined one', () => {
    const unread = (pages: number[]): WindowRecord => ({
      ...rec(pages, { a: null }),
      unreadPages: pages,
    });
    expect(mergeWindowRecords('single', [[rec([1], { a: 'p1' })], [unread([2])]])).toEqual([
      rec([1], { a: 'p1' }),
      unread([2]),
    ]);
    expect(mergeWindowRecords('one:single', [[rec([1], { a: 'A' })], [unread([2])]])).toEqual([
      { ...rec([1, 2], { a: 'A' }), unreadPages: [2] },
    ]);
  });

  it('gives no record when nothing was found', () => {
    expect(mergeWindowRecords('one:single', [[rec([1], { a: null })]])).toEqual([]);
    expect(mergeWindowRecords('one:single', [])).toEqual([]);
  });
});
