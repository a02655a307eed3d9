import { z } from 'zod';
import { retentionChoices } from './plans.ts';

export const languages = ['en', 'de'] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;

export const retentionSchema = z.literal(retentionChoices, 'retention_invalid');

/** Per-user settings (spec section 3). uploadRetention null means the plan default. */
export const userSettingsSchema = z.object({
  language: languageSchema,
  uploadRetention: retentionSchema.nullable(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const updateSettingsBodySchema = userSettingsSchema.partial().strict();
export type UpdateSettingsBody = z.infer<typeof updateSettingsBodySchema>;
