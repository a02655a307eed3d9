/**
 * The catalogue's error body as a zod schema, for the OpenAPI document. Apart from errors.ts:
 * the web imports the catalogue on its first page, which must load without zod.
 */
import { z } from 'zod';
import type { ApiErrorBody, ErrorCode } from './errors.ts';
import { errorMessages } from './errors.ts';

export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(Object.keys(errorMessages) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    field: z.string().optional(),
  }),
}) satisfies z.ZodType<ApiErrorBody>;
