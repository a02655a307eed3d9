import type { Field } from '@docsift/core/doctype';
import { describe, expect, it } from 'vitest';
import {
  addRow,
  applyDescriptions,
  invalidRowIds,
  moveRow,
  removeRow,
  rowsDiffer,
  toFieldInputs,
  toRows,
  updateRow,
} from './field-list.ts';

const saved: Field[] = [
  { key: 'field_a', caption: 'Invoice number', description: '', type: 'string' },
  { key: 'field_b', caption: 'Total', description: 'Gross amount', type: 'number' },
  { key: 'field_c', caption: 'Date', description: '', type: 'date' },
];

describe('field list', () => {
  it('is unchanged right after loading and changed after any edit', () => {
    const rows = toRows(saved);
    expect(rowsDiffer(rows, saved)).toBe(false);
    expect(rowsDiffer(updateRow(rows, rows[1]!.rowId, { type: 'string' }), saved)).toBe(true);
    expect(rowsDiffer(addRow(rows), saved)).toBe(true);
    expect(rowsDiffer(removeRow(rows, rows[0]!.rowId), saved)).toBe(true);
    expect(rowsDiffer(moveRow(rows, 0, 1), saved)).toBe(true);
  });

  it('moves rows up and down and ignores moves past either end', () => {
    const rows = toRows(saved);
    expect(moveRow(rows, 2, 0).map((row) => row.key)).toEqual(['field_c', 'field_a', 'field_b']);
    expect(moveRow(rows, 0, 1).map((row) => row.key)).toEqual(['field_b', 'field_a', 'field_c']);
    expect(moveRow(rows, 0, -1).map((row) => row.key)).toEqual(['field_a', 'field_b', 'field_c']);
    expect(moveRow(rows, 2, 3).map((row) => row.key)).toEqual(['field_a', 'field_b', 'field_c']);
  });

  it('flags blank captions and keeps new fields without a key in the body', () => {
    const rows = addRow(toRows(saved.slice(0, 1)));
    const blank = rows[1]!;
    expect(invalidRowIds(rows)).toEqual(new Set([blank.rowId]));
    const named = updateRow(rows, blank.rowId, { caption: '  Seller  ' });
    expect(invalidRowIds(named).size).toBe(0);
    expect(toFieldInputs(named)).toEqual([
      { key: 'field_a', caption: 'Invoice number', description: '', type: 'string' },
      { caption: 'Seller', description: '', type: 'string' },
    ]);
  });

  it('gives every row its own id, also for suggestions without keys', () => {
    const rows = toRows([
      { caption: 'A', description: '', type: 'string' },
      { caption: 'B', description: '', type: 'string' },
    ]);
    expect(new Set(rows.map((row) => row.rowId)).size).toBe(2);
  });
});

describe('applyDescriptions', () => {
  it('replaces descriptions by key and leaves new and unknown fields alone', () => {
    const rows = addRow(toRows(saved));
    const next = applyDescriptions(rows, [
      { key: 'field_b', description: 'The gross amount after "Total:"' },
      { key: 'field_x', description: 'unknown' },
    ]);
    expect(next.map((row) => row.description)).toEqual([
      '',
      'The gross amount after "Total:"',
      '',
      '',
    ]);
    expect(next[1]?.caption).toBe('Total');
  });
});
