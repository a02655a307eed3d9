import type { Field, FieldType } from '@docsift/core/doctype';
import type { FieldValue } from '@docsift/core/field-value';
import type { RecordReview } from '@docsift/core/review';

/** One column of an export: the value key it reads and the header it shows. */
export interface ExportColumn {
  key: string;
  header: string;
  type: FieldType;
}

/**
 * The review columns' keys: field keys all start with `field_`, so these never meet one.
 * Headers stay English, like the states they hold, so a script reading the file need not guess.
 */
const reviewColumns: readonly Pick<Field, 'key' | 'caption' | 'type'>[] = [
  { key: 'review_state', caption: 'Review state', type: 'string' },
  { key: 'reviewed_by', caption: 'Reviewed by', type: 'string' },
  { key: 'reviewed_at', caption: 'Reviewed at', type: 'string' },
];

/**
 * One column per field in field order, captions as headers, then with `review` the record's
 * review. Captions need not be unique, but json keys and a spreadsheet's headers must be told
 * apart: a repeated caption gets " (2)", " (3)".
 */
export function exportColumns(
  fields: readonly Pick<Field, 'key' | 'caption' | 'type'>[],
  { review = false }: { review?: boolean } = {},
): ExportColumn[] {
  const seen = new Map<string, number>();
  return [...fields, ...(review ? reviewColumns : [])].map(({ key, caption, type }) => {
    const count = (seen.get(caption) ?? 0) + 1;
    seen.set(caption, count);
    return { key, type, header: count === 1 ? caption : `${caption} (${count})` };
  });
}

/** A record's values with its review under the review columns' keys; the time as ISO 8601 UTC. */
export function withReview(
  data: Readonly<Record<string, FieldValue>>,
  review: RecordReview,
): Record<string, FieldValue> {
  return {
    ...data,
    review_state: review.state,
    reviewed_by: review.by,
    reviewed_at: review.at === null ? null : new Date(review.at).toISOString(),
  };
}
