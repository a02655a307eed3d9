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
