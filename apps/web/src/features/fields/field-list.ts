/**
 * The editable field list of the fields page and the wizard, as pure functions over an array.
 * Rows carry a local `rowId` so React keeps focus on the right input while rows move.
 */
import type { Field, FieldInput, FieldType } from '@docsift/core/doctype';

export interface FieldRow {
  rowId: string;
  /** Missing for fields not saved yet; the server generates it. */
  key?: string;
  caption: string;
  description: string;
  type: FieldType;
}

let nextRowId = 0;
const newRowId = () => `row-${(nextRowId += 1)}`;

/** Saved fields or suggestions (no key yet) as editable rows. */
export function toRows(fields: readonly (Omit<Field, 'key'> & { key?: string })[]): FieldRow[] {
  return fields.map((field) => ({
    rowId: newRowId(),
    key: field.key,
    caption: field.caption,
    description: field.description,
    type: field.type,
  }));
}

export function addRow(rows: readonly FieldRow[]): FieldRow[] {
  return [...rows, { rowId: newRowId(), caption: '', description: '', type: 'string' }];
}

export function removeRow(rows: readonly FieldRow[], rowId: string): FieldRow[] {
  return rows.filter((row) => row.rowId !== rowId);
}

export function updateRow(
  rows: readonly FieldRow[],
  rowId: string,
  change: Partial<Omit<FieldRow, 'rowId' | 'key'>>,
): FieldRow[] {
  return rows.map((row) => (row.rowId === rowId ? { ...row, ...change } : row));
}

/** Moves a row to another index (drag and drop, up/down buttons); out-of-range moves change nothing. */
export function moveRow(rows: readonly FieldRow[], from: number, to: number): FieldRow[] {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length)
    return [...rows];
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** Row ids whose caption is blank (field_caption_invalid). */
export function invalidRowIds(rows: readonly FieldRow[]): Set<string> {
  return new Set(rows.filter((row) => !row.caption.trim()).map((row) => row.rowId));
}

/** The body form of the rows, in their order. */
export function toFieldInputs(rows: readonly FieldRow[]): FieldInput[] {
  return rows.map(({ key, caption, description, type }) => ({
    ...(key ? { key } : {}),
    caption: caption.trim(),
    description,
    type,
  }));
}

/** Whether the rows differ from the saved fields in content or order. */
export function rowsDiffer(rows: readonly FieldRow[], saved: readonly Field[]): boolean {
  if (rows.length !== saved.length) return true;
  return rows.some((row, index) => {
    const field = saved[index]!;
    return (
      row.key !== field.key ||
      row.caption !== field.caption ||
      row.description !== field.description ||
      row.type !== field.type
    );
  });
}

/** Takes the refined descriptions of a calibration for the rows with the same key; nothing else changes. */
export function applyDescriptions(
  rows: readonly FieldRow[],
  refined: readonly Pick<Field, 'key' | 'description'>[],
): FieldRow[] {
  const byKey = new Map(refined.map((field) => [field.key, field.description]));
  return rows.map((row) => {
    const description = row.key ? byKey.get(row.key) : undefined;
    return description === undefined ? row : { ...row, description };
  });
}
