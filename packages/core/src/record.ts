import { z } from 'zod';
import { MAX_BULK_RECORDS, MAX_VALUE_LENGTH, RECORDS_TOTAL_CAP } from './limits.ts';
import { bboxSchema } from './ocr.ts';
import { recordReviewSchema, reviewStateSchema } from './review.ts';
import { userText } from './user-text.ts';
import { epochMs } from './timestamps.ts';

export const fieldValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** Where a value was read: a page (1-based, as in the OCR JSON) and a box on it. */
export const valueSourceSchema = z.object({
  page: z.number().int().min(1),
  bbox: bboxSchema,
});
export type ValueSource = z.infer<typeof valueSourceSchema>;

/** A value a person changed, with what the extractor had given (accuracy is measured from these). */
export const valueEditSchema = z.object({
  extracted: fieldValueSchema,
  at: epochMs('When the value was last edited'),
});
export type ValueEdit = z.infer<typeof valueEditSchema>;

/** A record under a doctype (spec section 3): one value per doctype field, keyed by field key. */
export const recordSchema = z.object({
  id: z.string(),
  order: z.number().int(),
  created: epochMs('When the record was extracted'),
  deleted: z.boolean(),
  upload: z.string(),
  data: z.record(z.string(), fieldValueSchema),
  /** Field key → where the extractor read the value; fields without a known source are absent. */
  sources: z.record(z.string(), valueSourceSchema),
  /** Field key → the extractor's confidence 0..1 that the value is right. */
  confidence: z.record(z.string(), z.number().min(0).max(1)),
  /** Field key → the edit a person made; fields never edited are absent. */
  edits: z.record(z.string(), valueEditSchema),
  review: recordReviewSchema,
  /**
   * Pages the extractor could not read for this record (the language model's answer stayed
   * invalid): its empty values need a person. Absent when every page was read.
   */
  unreadPages: z.array(z.number().int().min(1)).optional(),
});
export type DocRecord = z.infer<typeof recordSchema>;

/** One value a person changed: the field, the value before and after, who and when. */
export const recordChangeSchema = z.object({
  id: z.string(),
  field: z.string(),
  from: fieldValueSchema,
  to: fieldValueSchema,
  /** Null when the account that made the change is gone. */
  by: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  at: epochMs('When the value was changed'),
});
export type RecordChange = z.infer<typeof recordChangeSchema>;

/** `GET …/records/:recordId/history`: the record's changes, newest first. */
export const recordHistorySchema = z.object({ changes: z.array(recordChangeSchema) });
export type RecordHistory = z.infer<typeof recordHistorySchema>;

/** The changes a history lists, newest first. */
export const RECORD_HISTORY_LIMIT = 100;

/** A record as a parse produces it: values with their sources and confidence, not yet stored. */
export type NewRecord = Pick<DocRecord, 'data' | 'sources' | 'confidence' | 'unreadPages'>;

/**
 * `GET /api/doctypes/:id/records`: one page of records and the count of all that match.
 * `cursor` fetches the next page (null on the last one). When `totalExact` is false, `total`
 * is a lower bound (shown as "10,000+"): counting a broad filter exactly costs too much.
 * `reindexing`: keys of fields whose index is being rebuilt after a change of the doctype's
 * fields; filtering and sorting by them are slower until it is done (absent when none).
 */
export const recordPageSchema = z.object({
  records: z.array(recordSchema),
  total: z.number().int().nonnegative(),
  totalExact: z.boolean(),
  cursor: z.string().nullable(),
  reindexing: z.array(z.string()).optional(),
});
export type RecordPage = z.infer<typeof recordPageSchema>;

/**
 * `GET /api/doctypes/:id/records/count`: how many records the view holds, exact up to
 * RECORDS_TOTAL_CAP (past it `totalExact` is false), however common its search.
 */
export const recordCountSchema = recordPageSchema.pick({ total: true, totalExact: true });
export type RecordCount = z.infer<typeof recordCountSchema>;

/**
 * A lower bound under the cap comes from a common search's total, which checks only the view's
 * first records: GET …/records/count answers the exact figure (a lower bound at the cap stays one).
 */
export function isCountable(total: RecordCount): boolean {
  return !total.totalExact && total.total < RECORDS_TOTAL_CAP;
}

/** `upload`: an upload id, or `all` (also when absent). */
const recordScopeShape = {
  upload: userText().max(200).optional(),
  /** Case-insensitive search over all values. */
  q: userText().max(500).optional(),
  /** `field_abc:op:value` (record-filter.ts), repeatable; filters missing a field or op are ignored. */
  filter: z.union([userText().max(1000), z.array(userText().max(1000)).max(50)]).optional(),
  /** `field_abc:asc|desc`; default: newest first, then in order within the upload. */
  sort: userText().max(200).optional(),
  /** Only records in this review state. */
  review: reviewStateSchema.optional(),
};

/** The count's query string: the view, as for its pages (`sort` is read and changes nothing). */
export const recordScopeSchema = z.object(recordScopeShape);

/** The records query string. */
export const recordQuerySchema = z.object({
  ...recordScopeShape,
  // A sorted page's cursor carries a text key of up to 500 code points (text-key.ts).
  cursor: userText().max(4000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type RecordQuery = z.infer<typeof recordQuerySchema>;

/** `GET /api/doctypes/:id/records/values?field=`: null when the field has more than 100 distinct values. */
export const recordValuesSchema = z.object({ values: z.array(fieldValueSchema).nullable() });
export type RecordValues = z.infer<typeof recordValuesSchema>;

/** A cell edit merges into the record's data. */
export const updateRecordBodySchema = z.object({
  data: z.record(
    userText().startsWith('field_'),
    z.union([userText().max(MAX_VALUE_LENGTH), z.number(), z.boolean(), z.null()]),
  ),
});
export type UpdateRecordBody = z.infer<typeof updateRecordBodySchema>;

/** Records of one doctype named by id, as a bulk action chooses them: at least one, at most MAX_BULK_RECORDS. */
const recordIdsSchema = z.array(userText().max(200)).min(1).max(MAX_BULK_RECORDS);

/**
 * The records a view shows, named by its conditions as an export names them: its upload (`all`
 * when absent) or several, filters (`field_abc:op:value`), search and review state.
 */
const recordsViewShape = {
  /** An upload id, several (the upload picker's choice), or `all` (also when absent). */
  upload: z.union([userText().max(200), z.array(userText().max(200)).min(1).max(100)]).optional(),
  filters: z.array(userText().max(1000)).max(50).default([]),
  q: userText().max(500).optional(),
  review: reviewStateSchema.optional(),
};

/**
 * `POST /api/doctypes/:id/records/bulk-approve` and `…/bulk-delete`: the records named by id, or
 * every record of a view ("select all N records matching this view") named by its conditions,
 * so the client need not send thousands of ids; a view of more than MAX_BULK_VIEW_RECORDS is
 * `records/too-many`. All of them or none: an id that names no live record of the doctype is
 * `not-found` and changes nothing.
 */
export const bulkRecordsBodySchema = z.union([
  z.object({ recordIds: recordIdsSchema }).strict(),
  z.object({ view: z.object(recordsViewShape) }).strict(),
]);
export type BulkRecordsBody = z.infer<typeof bulkRecordsBodySchema>;

/** `POST …/records/bulk-approve`: the records as they now are, in the order asked. */
export const bulkApprovedSchema = z.object({ records: z.array(recordSchema) });
export type BulkApproved = z.infer<typeof bulkApprovedSchema>;

export const exportFormats = ['csv', 'json', 'xlsx'] as const;
export const exportFormatSchema = z.enum(exportFormats);
export type ExportFormat = z.infer<typeof exportFormatSchema>;

/**
 * How a csv export spells its cells: `standard` is RFC 4180 (`,` between cells, `1234.5`);
 * `german` is what German Excel opens in columns (`;` between cells, `1234,5`).
 */
export const csvStyles = ['standard', 'german'] as const;
export const csvStyleSchema = z.enum(csvStyles);
export type CsvStyle = z.infer<typeof csvStyleSchema>;

/** `POST /api/doctypes/:id/exports`: the records a view shows, as a file. */
export const exportBodySchema = z.object({
  format: exportFormatSchema,
  ...recordsViewShape,
  sort: userText().max(200).nullable().optional(),
  /** Adds each record's review state, who approved it (email) and when (ISO 8601) after its values. */
  includeReview: z.boolean().optional(),
  /** Only these records (a selection in the table), within what the other conditions keep. */
  recordIds: recordIdsSchema.optional(),
  includeSource: z
    .boolean()
    .optional()
    .describe(
      'Adds the columns File name, Page (the first page a value was read on), Uploaded at and Review state after the values: the upload time as ISO 8601 UTC in csv and xlsx, as epoch milliseconds in json.',
    ),
  csvStyle: csvStyleSchema
    .optional()
    .describe(
      'csv only: `standard` (default) parts cells with `,` and writes `1234.5`; `german` parts them with `;` and writes `1234,5`, as German Excel opens it in columns. No thousands separators.',
    ),
});
export type ExportBody = z.infer<typeof exportBodySchema>;
