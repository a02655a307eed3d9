/**
 * A person's cell edits applied to a record: each value checked against its field's type, and
 * the extracted value kept beside the edit so accuracy can later be measured from corrections.
 */
import type { Field } from '@docsift/core/doctype';
import { AppError } from '@docsift/core/errors';
import type { FieldValue } from '@docsift/core/field-value';
import { isValueOfType } from '@docsift/core/field-value';
import type { DocRecord } from '@docsift/core/record';

export type EditedValues = Pick<DocRecord, 'data' | 'edits'>;

/** `field` of the 400 names the cell (`data.field_x`) so the web can mark it. */
function invalidValue(key: string, message: string): AppError {
  return new AppError('invalid-argument', { field: `data.${key}`, message });
}

/**
 * The record's data and edits after setting `changes` at `at` (epoch ms). An edit remembers the
 * first extracted value however often the cell changes, and disappears when the cell is set back
 * to it. Throws invalid-argument for a key the doctype lacks or a value of the wrong type.
 */
export function applyEdit(
  record: EditedValues,
  fields: readonly Field[],
  changes: Readonly<Record<string, FieldValue>>,
  at: number,
): EditedValues {
  const data = { ...record.data };
  const edits = { ...record.edits };
  for (const [key, value] of Object.entries(changes)) {
    const field = fields.find((candidate) => candidate.key === key);
    if (!field) throw invalidValue(key, 'field_unknown');
    if (!isValueOfType(value, field.type)) throw invalidValue(key, `value_not_${field.type}`);
    const extracted = Object.hasOwn(edits, key) ? edits[key]!.extracted : (data[key] ?? null);
    data[key] = value;
    if (value === extracted) delete edits[key];
    else edits[key] = { extracted, at };
  }
  return { data, edits };
}
