/**
 * The Upload entity (spec section 3) and the bodies of the upload routes.
 *
 * States, mapped from spec section 4:
 * - `uploading`: the browser is still sending the file; never stored by the server (the row is
 *   written once the bytes are safe), kept here so the upload dialog speaks the same names.
 * - `uploaded`: stored, waiting for a scan.
 * - `scanning`: the spec's "OCR processing (scan)": text layer / OCR running.
 * - `parsing`: records being extracted; the spec only had a client-side `local:working` for this.
 * - `done`: the spec's "parsed (done)".
 * A failure keeps the state it happened in and sets `error`.
 */
import { z } from 'zod';
import { userText } from './user-text.ts';
import { DOCTYPE_ID_PREFIX } from './doctype.ts';
import { MAX_UPLOADS_LISTED } from './limits.ts';
import { epochMs, epochSeconds } from './timestamps.ts';

export const UPLOAD_ID_PREFIX = 'upload-';

export const uploadStates = ['uploading', 'uploaded', 'scanning', 'parsing', 'done'] as const;
export const uploadStateSchema = z.enum(uploadStates);
export type UploadState = z.infer<typeof uploadStateSchema>;

/** A catalogue error code and its message, as the pipeline recorded it. */
export const uploadErrorSchema = z.object({ code: z.string(), message: z.string() });
export type UploadError = z.infer<typeof uploadErrorSchema>;

export const uploadSchema = z.object({
  id: z.string().startsWith(UPLOAD_ID_PREFIX),
  type: z.literal('upload'),
  author: z.string(),
  created: epochMs('When the file was uploaded'),
  updated: epochMs('When the upload last changed state'),
  /** The doctype id the file was uploaded against. */
  target: z.string().startsWith(DOCTYPE_ID_PREFIX),
  state: uploadStateSchema,
  filename: z.string(),
  /** Storage keys: the original file and, once scanned, its OCR JSON. */
  file: z.object({ source: z.string(), ocr: z.string().nullable() }),
  /** Sniffed from the bytes, never taken from the client. */
  contentType: z.string(),
  /** Bytes of the original file (not in the spec; shown in lists and sent as Content-Length). */
  size: z.number().int().nonnegative(),
  expiresAt: epochSeconds('When the upload and its records are removed'),
  error: uploadErrorSchema.nullable(),
  /** The doctype hash the records were parsed with; null until the first parse. */
  doctypeHash: z.string().nullable(),
  recordCount: z.number().int().nonnegative(),
  /**
   * Pages the last parse could not read (the language model's answer stayed invalid): their
   * records need review (record.ts `unreadPages`). Absent when it read all.
   */
  unreadPages: z.array(z.number().int().min(1)).optional(),
});
export type Upload = z.infer<typeof uploadSchema>;

/** One file of a multi-file upload that was refused, beside the ones that were stored. */
export const uploadFileErrorSchema = z.object({
  filename: z.string(),
  code: z.string(),
  message: z.string(),
});
export type UploadFileError = z.infer<typeof uploadFileErrorSchema>;

/**
 * `POST /api/uploads`: 201 when at least one file was stored. When every file failed the answer
 * is 400 with the same lists plus `error` (the first failure), the shape of every API error.
 */
export const createUploadsResponseSchema = z.object({
  uploads: z.array(uploadSchema),
  errors: z.array(uploadFileErrorSchema),
});
export type CreateUploadsResponse = z.infer<typeof createUploadsResponseSchema>;

/** The 400 of `POST /api/uploads`: an API error, with the per-file lists when files were read. */
export const uploadsRefusedResponseSchema = createUploadsResponseSchema.partial().extend({
  error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
});
export type UploadsRefusedResponse = z.infer<typeof uploadsRefusedResponseSchema>;

export const listUploadsQuerySchema = z.object({
  target: userText().startsWith(DOCTYPE_ID_PREFIX, 'target_invalid').max(200, 'target_invalid'),
  /** Case-insensitive part of the filename. */
  q: userText().trim().max(200).optional(),
  /** The previous page's `cursor`: the uploads after it (newest first). */
  cursor: userText().max(200).optional(),
  /** Page size; without it the list holds up to MAX_UPLOADS_LISTED. */
  limit: z.coerce.number().int().min(1).max(MAX_UPLOADS_LISTED).optional(),
});
export type ListUploadsQuery = z.infer<typeof listUploadsQuerySchema>;

/** `cursor` fetches the next page; null on the last one. */
export const uploadListSchema = z.object({
  uploads: z.array(uploadSchema),
  cursor: z.string().nullable().optional(),
});
export type UploadList = z.infer<typeof uploadListSchema>;

/**
 * `GET /api/uploads/summaries`: for each doctype the caller sees, what its uploads hold and do,
 * so the dashboard's cards show counts, the last activity and work in progress or failures.
 */
export const uploadSummarySchema = z.object({
  doctype: z.string().startsWith(DOCTYPE_ID_PREFIX),
  uploads: z.number().int().nonnegative(),
  records: z.number().int().nonnegative(),
  /** Uploads stored, scanning or parsing, without an error. */
  processing: z.number().int().nonnegative(),
  /** Uploads whose last step failed. */
  failed: z.number().int().nonnegative(),
  /** Null without uploads. */
  lastActivity: epochMs('When an upload of the doctype last changed').nullable(),
});
export type UploadSummary = z.infer<typeof uploadSummarySchema>;

export const uploadSummaryListSchema = z.object({ summaries: z.array(uploadSummarySchema) });
export type UploadSummaryList = z.infer<typeof uploadSummaryListSchema>;

/** Spec section 4: the Reparse button shows for a done upload without error parsed with an older doctype. */
export function needsReparse(
  upload: Pick<Upload, 'state' | 'error' | 'doctypeHash'>,
  doctypeHash: string,
): boolean {
  return upload.state === 'done' && upload.error == null && upload.doctypeHash !== doctypeHash;
}
