import { isMultiRecord, type DoctypeMode, type Field, type FieldType } from '@docsift/core/doctype';
import type { JSONSchema7 } from 'ai';

/** One record as the model returned it: field key → scalar or null, not yet normalised. */
export type RawRecord = Record<string, string | number | boolean | null>;

type ScalarJsonType = 'string' | 'number' | 'boolean';

const jsonTypeOf: Record<FieldType, ScalarJsonType> = {
  string: 'string',
  number: 'number',
  date: 'string',
  boolean: 'boolean',
};

/** One property per field, every one required and nullable (strict structured outputs demand both). */
export function recordJsonSchema(fields: readonly Field[]): JSONSchema7 {
  const properties: Record<string, JSONSchema7> = {};
  for (const field of fields) {
    properties[field.key] = {
      type: [jsonTypeOf[field.type], 'null'],
      title: field.caption,
      ...(field.description.trim() ? { description: field.description.trim() } : {}),
      ...(field.type === 'date' ? { format: 'date' } : {}),
    };
  }
  return {
    type: 'object',
    properties,
    required: fields.map((field) => field.key),
    additionalProperties: false,
  };
}

/** One record for the single modes; `{records: [...]}` for the multi modes (providers want an object at the top). */
export function outputJsonSchema(fields: readonly Field[], mode: DoctypeMode): JSONSchema7 {
  const record = recordJsonSchema(fields);
  if (!isMultiRecord(mode)) return record;
  return {
    type: 'object',
    properties: { records: { type: 'array', items: record } },
    required: ['records'],
    additionalProperties: false,
  };
}

export type OutputReading =
  { success: true; value: RawRecord[] } | { success: false; error: Error };

/**
 * Checks the model's JSON has the expected shape and scalar values. Types are not enforced here:
 * `normalizeValue` coerces "1.234,50" or "12 March 2024" afterwards. Missing keys read as null.
 */
export function readModelOutput(
  value: unknown,
  fields: readonly Field[],
  mode: DoctypeMode,
): OutputReading {
  const problems: string[] = [];
  let records: RawRecord[] = [];
  if (isMultiRecord(mode)) {
    const list = isPlainObject(value) ? value.records : undefined;
    if (!Array.isArray(list)) {
      problems.push('expected an object with a "records" array');
    } else {
      records = list.map((item, index) => readRecord(item, fields, `records[${index}]`, problems));
    }
  } else {
    records = [readRecord(value, fields, 'the answer', problems)];
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, 5).join('; ');
    const more = problems.length > 5 ? ` (and ${problems.length - 5} more)` : '';
    return { success: false, error: new Error(`${shown}${more}`) };
  }
  return { success: true, value: records };
}

function readRecord(
  item: unknown,
  fields: readonly Field[],
  where: string,
  problems: string[],
): RawRecord {
  const record: RawRecord = {};
  if (!isPlainObject(item)) {
    problems.push(`${where} must be an object with the field keys`);
    return record;
  }
  const hasForeignKeysOnly =
    Object.keys(item).length > 0 && !fields.some((field) => Object.hasOwn(item, field.key));
  if (hasForeignKeysOnly) {
    problems.push(
      `${where} has none of the field keys (${fields.map((field) => field.key).join(', ')})`,
    );
    return record;
  }
  for (const field of fields) {
    const raw = item[field.key];
    if (raw === undefined || raw === null) {
      record[field.key] = null;
    } else if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') {
      record[field.key] = raw;
    } else {
      problems.push(`${where}.${field.key} must be a ${jsonTypeOf[field.type]} or null`);
    }
  }
  return record;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
