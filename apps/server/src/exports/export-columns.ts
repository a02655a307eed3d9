import type { Field, FieldType } from '@docsift/core/doctype';
import type { FieldValue } from '@docsift/core/field-value';
import type { RecordReview } from '@docsift/core/review';
import type { RecordOrigin } from '../records/repository/record-origins.ts';

/**
 * What a column holds: a field's type, or `timestamp`, epoch milliseconds that json keeps as
 * the API writes times and the spreadsheet formats write as ISO 8601 UTC.
 */
export type ExportColumnType = FieldType | 'timestamp';

/** One column of an export: the value key it reads and the header it shows. */
export interface ExportColumn {
  key: string;
  header: string;
  type: ExportColumnType;
}

type ColumnSpec = Pick<ExportColumn, 'key' | 'type'> & Pick<Field, 'caption'>;

/**
 * The review columns' keys: field keys all start with `field_`, so these never meet one.
 * Headers stay English, like the states they hold, so a script reading the file need not guess.
 */
const reviewColumns: readonly ColumnSpec[] = [
  { key: 'review_state', caption: 'Review state', type: 'string' },
  { key: 'reviewed_by', caption: 'Reviewed by', type: 'string' },
  { key: 'reviewed_at', caption: 'Reviewed at', type: 'string' },
];

/** The source columns' keys, apart from the review state they share with the review columns. */
const sourceColumns: readonly ColumnSpec[] = [
  { key: 'source_file', caption: 'File name', type: 'string' },
  { key: 'source_page', caption: 'Page', type: 'number' },
  { key: 'uploaded_at', caption: 'Uploaded at', type: 'timestamp' },
  { key: 'review_state', caption: 'Review state', type: 'string' },
];

/** The columns an export adds after the fields. */
export interface ExtraColumns {
  review?: boolean;
  source?: boolean;
}

/**
 * One column per field in field order, captions as headers, then with `source` where the record
 * came from and with `review` its review (the review state once when both). Captions need not
 * be unique, but json keys and a spreadsheet's headers must be told apart: a repeated caption
 * gets " (2)", " (3)".
 */
export function exportColumns(
  fields: readonly ColumnSpec[],
  { review = false, source = false }: ExtraColumns = {},
): ExportColumn[] {
  const extra = [...(source ? sourceColumns : []), ...(review ? reviewColumns : [])];
  const added = extra.filter((column, i) => extra.findIndex((c) => c.key === column.key) === i);
  const seen = new Map<string, number>();
  return [...fields, ...added].map(({ key, caption, type }) => {
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

/** A record's values with its origin under the source columns' keys, the time as epoch ms. */
export function withOrigin(
  data: Readonly<Record<string, FieldValue>>,
  { review, origin }: { review: RecordReview; origin: RecordOrigin },
): Record<string, FieldValue> {
  return {
    ...data,
    source_file: origin.filename,
    source_page: origin.page,
    uploaded_at: origin.uploaded,
    review_state: review.state,
  };
}
