import { z } from 'zod';
import { userText } from './user-text.ts';
import { AppError } from './errors.ts';
import { epochMs } from './timestamps.ts';
import { reviewThresholdSchema } from './review.ts';
import { doctypeChecksSchema, fieldRulesSchema } from './field-rules.ts';
import { exportFormatSchema } from './record.ts';

export const doctypeModes = ['single', 'multi', 'one:single', 'one:multi'] as const;
export const doctypeModeSchema = z.enum(doctypeModes);
/** single: a record per page; multi: many per page; one:single: one per document; one:multi: many per document. */
export type DoctypeMode = z.infer<typeof doctypeModeSchema>;

export const fieldTypes = ['string', 'number', 'date', 'boolean'] as const;
export const fieldTypeSchema = z.enum(fieldTypes);
export type FieldType = z.infer<typeof fieldTypeSchema>;

export const FIELD_KEY_PREFIX = 'field_';
export const DOCTYPE_ID_PREFIX = 'doctype-';

/** A field as the user writes it; the key is generated on save when missing. */
export const fieldInputSchema = z.object({
  key: userText().startsWith(FIELD_KEY_PREFIX).max(64).optional(),
  caption: userText().trim().min(1, 'field_caption_invalid').max(200),
  description: userText().max(2000).default(''),
  type: fieldTypeSchema.default('string'),
  /** An empty value puts its record in the review queue (review.ts). */
  required: z.boolean().optional(),
  /** Validation rules: a value failing one puts its record in the review queue (field-rules.ts). */
  rules: fieldRulesSchema.optional(),
});
export type FieldInput = z.input<typeof fieldInputSchema>;

export const fieldSchema = fieldInputSchema.required({ key: true });
export type Field = z.infer<typeof fieldSchema>;

export const doctypeStateSchema = z.enum(['draft', 'ready']);
export type DoctypeState = z.infer<typeof doctypeStateSchema>;

export const doctypeTitleSchema = userText().trim().min(1, 'doctype_name_invalid').max(200);

/**
 * What the author's plan gives the doctype's whole team (docs/teams.md): the export formats a
 * member gets beyond their own plan's, whether its inbound address takes mail, whether its
 * webhooks deliver. A member's own plan still decides their own settings.
 */
export const doctypeOutputsSchema = z.object({
  exportFormats: z.array(exportFormatSchema),
  inboundEmail: z.boolean(),
  webhooks: z.boolean(),
});
export type DoctypeOutputs = z.infer<typeof doctypeOutputsSchema>;

export const doctypeSchema = z.object({
  id: z.string().startsWith(DOCTYPE_ID_PREFIX),
  type: z.literal('doctype'),
  state: doctypeStateSchema,
  author: z.string(),
  team: z.array(z.string()),
  created: epochMs('When the doctype was made'),
  updated: epochMs('When the doctype last changed'),
  title: doctypeTitleSchema,
  mode: doctypeModeSchema,
  /** True for the one:* modes (one result set per document). */
  one: z.boolean(),
  prompt: z.string(),
  fields: z.array(fieldSchema),
  hash: z.string(),
  /** Values with a confidence below this need review (review.ts). */
  reviewThreshold: reviewThresholdSchema,
  /** Checks between number fields (`Net + VAT = Gross within 0.01`, check-expression.ts). */
  checks: doctypeChecksSchema,
  outputs: doctypeOutputsSchema,
});
export type Doctype = z.infer<typeof doctypeSchema>;

/** What an extractor needs of a doctype; also the shape of the CLI's DOCTYPE.json. */
export const doctypeDefinitionSchema = z.object({
  title: doctypeTitleSchema.default('Document'),
  mode: doctypeModeSchema.default('one:single'),
  prompt: userText().max(10_000).default(''),
  fields: z.array(fieldInputSchema).max(200),
});
export type DoctypeDefinition = z.infer<typeof doctypeDefinitionSchema>;

export const createDoctypeBodySchema = z.object({
  title: doctypeTitleSchema,
  mode: doctypeModeSchema,
  prompt: userText().max(10_000).default(''),
  fields: z.array(fieldInputSchema).max(200).default([]),
  checks: doctypeChecksSchema.default([]),
  /** `wizard` creates a draft that becomes ready on finish; `manual` is ready at once. */
  via: z.enum(['manual', 'wizard']).default('manual'),
});
export type CreateDoctypeBody = z.input<typeof createDoctypeBodySchema>;

export const updateDoctypeBodySchema = z
  .object({
    title: doctypeTitleSchema,
    mode: doctypeModeSchema,
    prompt: userText().max(10_000),
    fields: z.array(fieldInputSchema).max(200),
    /** Finishing the wizard turns a draft ready; a ready doctype never returns to draft. */
    state: z.literal('ready'),
    reviewThreshold: reviewThresholdSchema,
    checks: doctypeChecksSchema,
  })
  .partial();
export type UpdateDoctypeBody = z.input<typeof updateDoctypeBodySchema>;

/** `GET /api/doctypes?state=`: ready (the default) lists the doctypes whose team holds the caller; draft the caller's unfinished wizards. */
export const listDoctypesQuerySchema = z.object({ state: doctypeStateSchema.default('ready') });
export type ListDoctypesQuery = z.input<typeof listDoctypesQuerySchema>;

/** `GET /api/doctypes`: the doctypes of the state asked for, newest first. */
export const doctypeListSchema = z.object({ doctypes: z.array(doctypeSchema) });
export type DoctypeList = z.infer<typeof doctypeListSchema>;

/** Whether a mode yields one result set per document (one:*) rather than per page. */
export function isPerDocument(mode: DoctypeMode): boolean {
  return mode.startsWith('one:');
}

/** Whether a mode yields many records (a table) per unit. */
export function isMultiRecord(mode: DoctypeMode): boolean {
  return mode.endsWith('multi');
}

/** A doctype's mode with the flag that follows from it: the one place `one` is derived. */
export function withModeFlags(mode: DoctypeMode): Pick<Doctype, 'mode' | 'one'> {
  return { mode, one: isPerDocument(mode) };
}

/** Extraction and calibration need fields: throws doctype/no-fields when there are none. */
export function assertHasFields(doctype: { fields: readonly unknown[] }): void {
  if (doctype.fields.length === 0) throw new AppError('doctype/no-fields');
}
