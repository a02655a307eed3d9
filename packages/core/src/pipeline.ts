/**
 * Bodies and answers of the pipeline routes: scan, OCR and parse of an upload, suggested
 * fields, the wizard's inline parse with an unsaved doctype, calibration and reparse.
 */
import { z } from 'zod';
import { userText } from './user-text.ts';
import { doctypeModeSchema, fieldInputSchema, fieldSchema, fieldTypeSchema } from './doctype.ts';
import { fieldValueSchema } from './record.ts';
import { UPLOAD_ID_PREFIX } from './upload.ts';

const uploadIdSchema = userText().startsWith(UPLOAD_ID_PREFIX, 'upload_invalid').max(200);

/** `POST /api/uploads/:id/suggest-fields` (the spec's suggestFields); without a language, the caller's setting. */
export const suggestFieldsBodySchema = z.object({ language: z.enum(['en', 'de']).optional() });
export type SuggestFieldsBody = z.input<typeof suggestFieldsBodySchema>;

export const suggestedFieldSchema = z.object({
  caption: z.string(),
  description: z.string(),
  type: fieldTypeSchema,
});
/** The fields and the mode the sample's layout calls for (a table: one record per row). */
export const suggestFieldsResponseSchema = z.object({
  mode: doctypeModeSchema,
  fields: z.array(suggestedFieldSchema),
});
export type SuggestFieldsResponse = z.infer<typeof suggestFieldsResponseSchema>;

/** `POST /api/doctypes/:id/parse-inline` (the spec's parseUploadInline): the sample parsed with an unsaved doctype. */
export const parseInlineBodySchema = z.object({
  uploadId: uploadIdSchema,
  doctype: z.object({
    mode: doctypeModeSchema,
    prompt: userText().max(10_000).default(''),
    fields: z.array(fieldInputSchema).max(200),
  }),
});
export type ParseInlineBody = z.input<typeof parseInlineBodySchema>;

/** Rows of field key to value; `fields` carries the keys given to fields sent without one. */
export const parseInlineResponseSchema = z.object({
  rows: z.array(z.record(z.string(), fieldValueSchema)),
  fields: z.array(fieldSchema),
});
export type ParseInlineResponse = z.infer<typeof parseInlineResponseSchema>;

/** `POST /api/doctypes/:id/calibrate`: the doctype's fields with descriptions refined on a sample; without a language, notes are in the caller's setting. */
export const calibrateBodySchema = z.object({
  uploadId: uploadIdSchema,
  language: z.enum(['en', 'de']).optional(),
});
export type CalibrateBody = z.input<typeof calibrateBodySchema>;
export const calibrateResponseSchema = z.object({ fields: z.array(fieldSchema) });
export type CalibrateResponse = z.infer<typeof calibrateResponseSchema>;

/** `POST /api/doctypes/:id/reparse`: one upload, or every done upload parsed with another doctype hash. */
export const reparseBodySchema = z.object({ upload: uploadIdSchema.optional() });
export type ReparseBody = z.input<typeof reparseBodySchema>;
export const reparseResponseSchema = z.object({ queued: z.number().int().nonnegative() });
export type ReparseResponse = z.infer<typeof reparseResponseSchema>;
