/** The cell being edited: a record and one of its fields. */
export interface CellAddress {
  record: string;
  field: string;
}

/** Tab order over the shown rows: along the row, then on to the next row (Shift+Tab backwards). */
export function nextCell(
  current: CellAddress,
  records: readonly string[],
  fields: readonly string[],
  backwards: boolean,
): CellAddress | null {
  const step = backwards ? -1 : 1;
  const position =
    records.indexOf(current.record) * fields.length + fields.indexOf(current.field) + step;
  if (position < 0 || position >= records.length * fields.length) return null;
  return {
    record: records[Math.floor(position / fields.length)]!,
    field: fields[position % fields.length]!,
  };
}

/** Keys that move the focus between cells while none is being edited. */
const moves: Record<string, (row: number, column: number, columns: number) => [number, number]> = {
  ArrowUp: (row, column) => [row - 1, column],
  ArrowDown: (row, column) => [row + 1, column],
  ArrowLeft: (row, column) => [row, column - 1],
  ArrowRight: (row, column) => [row, column + 1],
  Home: (row) => [row, 0],
  End: (row, _column, columns) => [row, columns - 1],
};

/** The cell a navigation key moves to from `current`; null for other keys or past an edge. */
export function cellAfterKey(
  key: string,
  current: CellAddress,
  records: readonly string[],
  fields: readonly string[],
): CellAddress | null {
  const move = moves[key];
  const row = records.indexOf(current.record);
  const column = fields.indexOf(current.field);
  if (!move || row < 0 || column < 0) return null;
  const [toRow, toColumn] = move(row, column, fields.length);
  const record = records[toRow];
  const field = fields[toColumn];
  return record !== undefined && field !== undefined ? { record, field } : null;
}

/**
 * The grid's addresses beyond the records' cells: the header row, the selection column (each
 * row's box) and the row-number column (which holds each row's menu). None can be a record id
 * or a field key.
 */
export const HEADER_ROW = '#header';
export const SELECT = '#select';
export const ROW_NUMBER = '#row';

/**
 * The grid's one tab stop (a roving tabindex): the cell last focused while its row is shown,
 * else the first shown row's first value, else the first column header.
 */
export function tabStopCell(
  last: CellAddress | null,
  shownRecords: readonly string[],
  fields: readonly string[],
): CellAddress {
  const isColumn = (field: string) =>
    field === SELECT || field === ROW_NUMBER || fields.includes(field);
  if (
    last &&
    isColumn(last.field) &&
    (last.record === HEADER_ROW || shownRecords.includes(last.record))
  )
    return last;
  const first = shownRecords[0];
  return first !== undefined
    ? { record: first, field: fields[0] ?? ROW_NUMBER }
    : { record: HEADER_ROW, field: fields[0] ?? ROW_NUMBER };
}
