import { describe, expect, it } from 'vitest';
import { nextCell } from './cell-focus.ts';

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
