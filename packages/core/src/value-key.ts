/**
 * The keys values compare and sort by in the server's field-key index (record_values,
 * docs/records-storage.md): a number and a text per value, ordered as naturalCompare orders
 * values of the field's type. Numbers and booleans key by the number (absent −1e308; absent
 * −1 < false 0 < true 1) with text ''; text keys by its natural key and dates by their ISO
 * text (both cut to text-key.ts's MAX_KEY_LENGTH), with number 0. A filter's target is keyed
 * the same way, so every comparison is of two keys of one field type. Here rather than in the
 * server: SQLite's connections compute keys with it too (the server's record-text-keys.ts),
 * below the records domain.
 */
import type { FieldType } from './doctype.ts';
import type { FieldValue } from './field-value.ts';
import { boundedKey, naturalKey } from './text-key.ts';

export interface ValueKey {
  number: number;
  text: string;
}

/** What the key of an absent number sorts as: below every value, as core's naturalCompare has it. */
export const ABSENT_NUMBER = -1e308;
/** Booleans as keys: absent < false < true. */
export const booleanKeys = { absent: -1, false: 0, true: 1 } as const;

const numberPattern = /^-?\d+(\.\d+)?$/;
/**
 * A number written as text, as a field holds it after its type changed from text to number
 * (a change keeps the stored values). At most 300 digits either side of the point, so the
 * number is finite and no smaller than a double holds: PostgreSQL's float8 refuses the rest,
 * and its docsift_key_number (migration keys_by_value) must key exactly as this does.
 */
const numberTextPattern = /^-?[0-9]{1,300}(\.[0-9]{1,300})?$/;
const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** The constant half of a key: the text of a number key, the number of a text key. */
export const UNUSED_KEY = { number: 0, text: '' } as const;

const byNumber = (number: number): ValueKey => ({ number, text: UNUSED_KEY.text });
const byText = (text: string): ValueKey => ({ number: UNUSED_KEY.number, text: boundedKey(text) });

/**
 * A stored value's key; a value not of the field's type keys as absent (text as its text),
 * but a number or a boolean written as text keys as the number or boolean it reads as: a
 * field whose type changed keeps its values, and naturalCompare compares them so too.
 */
export function valueKey(type: FieldType, value: FieldValue | undefined): ValueKey {
  switch (type) {
    case 'string':
      return byText(naturalKey(value));
    case 'number':
      return byNumber(numberOf(value) ?? ABSENT_NUMBER);
    case 'date':
      return byText(typeof value === 'string' ? value : '');
    case 'boolean':
      return byNumber(booleanOf(value) ?? booleanKeys.absent);
  }
}

function numberOf(value: FieldValue | undefined): number | null {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && numberTextPattern.test(value) ? Number(value) : null;
}

function booleanOf(value: FieldValue | undefined): number | null {
  if (typeof value === 'boolean') return booleanKeys[`${value}`];
  return value === 'true' || value === 'false' ? booleanKeys[value] : null;
}

/**
 * A filter's target as a key. An empty target stands for an absent value; a target the
 * field's type cannot read gives null and the filter is ignored.
 */
export function targetKey(type: FieldType, target: string): ValueKey | null {
  const value = target.trim();
  switch (type) {
    case 'string':
      return byText(naturalKey(target));
    case 'number':
      if (value === '') return byNumber(ABSENT_NUMBER);
      return numberPattern.test(value) ? byNumber(Number(value)) : null;
    case 'date':
      return value === '' || isoDatePattern.test(value) ? byText(value) : null;
    case 'boolean':
      if (value === '') return byNumber(booleanKeys.absent);
      return value === 'true' || value === 'false' ? byNumber(booleanKeys[value]) : null;
  }
}

/** Whether the type's keys are numbers (text '') or texts (number 0). */
export function isKeyedByNumber(type: FieldType): boolean {
  return type === 'number' || type === 'boolean';
}
