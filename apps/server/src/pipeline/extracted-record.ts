/**
 * An extractor's record as the records table keeps it: one value per doctype field, and the
 * source and confidence of each value that has them in the shape the records API promises.
 */
import type { Field } from '@docsift/core/doctype';
import type { FieldValue } from '@docsift/core/field-value';
import { recordSchema } from '@docsift/core/record';
import type { ExtractedRecord } from '@docsift/extract';
import type { z } from 'zod';
import type { NewRecord } from '@docsift/core/record';

/**
 * The entries of `byField` for the doctype's fields that fit `schema`: a source or confidence
 * an engine got wrong is dropped rather than stored, so the value still reaches the table.
 */
function fitting<T>(
  byField: Readonly<Record<string, unknown>>,
  fields: readonly Pick<Field, 'key'>[],
  schema: z.ZodType<T>,
): Record<string, T> {
  const kept: Record<string, T> = {};
  for (const { key } of fields) {
    const parsed = schema.safeParse(byField[key]);
    if (parsed.success) kept[key] = parsed.data;
  }
  return kept;
}

export function toNewRecord(
  record: ExtractedRecord,
  fields: readonly Pick<Field, 'key'>[],
): NewRecord {
  return {
    data: Object.fromEntries(
      fields.map(({ key }): [string, FieldValue] => [key, record.values[key] ?? null]),
    ),
    sources: fitting(record.sources, fields, recordSchema.shape.sources.valueType),
    confidence: fitting(record.confidence, fields, recordSchema.shape.confidence.valueType),
    ...(record.unreadPages?.length ? { unreadPages: record.unreadPages } : {}),
  };
}
