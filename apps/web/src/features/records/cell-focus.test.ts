import { describe, expect, it } from 'vitest';
import { cellAfterKey, HEADER_ROW, nextCell, ROW_NUMBER, tabStopCell } from './cell-focus.ts';

const records = ['r1', 'r2'];
const fields = ['a', 'b'];

describe('tab order of cells', () => {
  it('moves along the row, then to the next row', () => {
    expect(nextCell({ record: 'r1', field: 'a' }, records, fields, false)).toEqual({
      record: 'r1',
      field: 'b',
    });
    expect(nextCell({ record: 'r1', field: 'b' }, records, fields, false)).toEqual({
      record: 'r2',
      field: 'a',
    });
  });

  it('goes backwards with Shift and stops at either end', () => {
    expect(nextCell({ record: 'r2', field: 'a' }, records, fields, true)).toEqual({
      record: 'r1',
      field: 'b',
    });
    expect(nextCell({ record: 'r1', field: 'a' }, records, fields, true)).toBeNull();
    expect(nextCell({ record: 'r2', field: 'b' }, records, fields, false)).toBeNull();
  });
});

describe('arrow keys between cells', () => {
  const from = { record: 'r1', field: 'b' };

  it('moves one cell in the arrow direction', () => {
    expect(cellAfterKey('ArrowDown', from, records, fields)).toEqual({ record: 'r2', field: 'b' });
    expect(cellAfterKey('ArrowLeft', from, records, fields)).toEqual({ record: 'r1', field: 'a' });
  });

  it('goes to either end of the row with Home and End', () => {
    expect(cellAfterKey('Home', from, records, fields)).toEqual({ record: 'r1', field: 'a' });
    expect(cellAfterKey('End', { record: 'r2', field: 'a' }, records, fields)).toEqual({
      record: 'r2',
      field: 'b',
    });
  });

  it('stays at the edges and ignores other keys', () => {
    expect(cellAfterKey('ArrowUp', from, records, fields)).toBeNull();
    expect(cellAfterKey('ArrowRight', from, records, fields)).toBeNull();
    expect(cellAfterKey('a', from, records, fields)).toBeNull();
    expect(cellAfterKey('ArrowDown', { record: 'gone', field: 'a' }, records, fields)).toBeNull();
  });
});

describe('the grid tab stop', () => {
  it('stays on the cell last focused while its row is shown, header included', () => {
    expect(tabStopCell({ record: 'r2', field: 'b' }, records, fields)).toEqual({
      record: 'r2',
      field: 'b',
    });
    expect(tabStopCell({ record: HEADER_ROW, field: ROW_NUMBER }, records, fields)).toEqual({
      record: HEADER_ROW,
      field: ROW_NUMBER,
    });
  });

  it("falls back to the first shown row's first value when its row or column is gone", () => {
    expect(tabStopCell(null, records, fields)).toEqual({ record: 'r1', field: 'a' });
    expect(tabStopCell({ record: 'r9', field: 'b' }, records, fields)).toEqual({
      record: 'r1',
      field: 'a',
    });
    expect(tabStopCell({ record: 'r2', field: 'gone' }, records, fields)).toEqual({
      record: 'r1',
      field: 'a',
    });
    expect(tabStopCell(null, [], fields)).toEqual({ record: HEADER_ROW, field: 'a' });
  });
});
