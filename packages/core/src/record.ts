import { z } from 'zod';
import { userText } from './user-text.ts';

export const fieldValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** A record under a doctype (spec section 3): one value per doctype field, keyed by field key. */
export const recordSchema = z.object({
  id: z.string(),
  order: z.number().int(),
  created: z.number(),
  deleted: z.boolean(),
  upload: z.string(),
  data: z.record(z.string(), fieldValueSchema),
});
export type DocRecord = z.infer<typeof recordSchema>;

/** `GET /api/doctypes/:id/records`: one page of records and the count of all that match. */
export const recordPageSchema = z.object({
  records: z.array(recordSchema),
  total: z.number().int().nonnegative(),
});
export type RecordPage = z.infer<typeof recordPageSchema>;

/** A cell edit merges into the record's data. */
export const updateRecordBodySchema = z.object({
  data: z.record(
    userText().startsWith('field_'),
    z.union([userText(), z.number(), z.boolean(), z.null()]),
  ),
});
export type UpdateRecordBody = z.infer<typeof updateRecordBodySchema>;
