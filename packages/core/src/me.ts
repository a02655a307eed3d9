import { z } from 'zod';
import { roleSchema } from './roles.ts';
import { userSettingsSchema } from './settings.ts';

export const creditsSchema = z.object({
  count: z.number().int(),
  extra: z.number().int(),
  /** count plus extra */
  total: z.number().int(),
});
export type Credits = z.infer<typeof creditsSchema>;

/** `GET /api/me`: identity, role, settings, credits. */
export const meSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  role: roleSchema,
  /** Whether the account has a password (OIDC-only accounts may not). */
  hasPassword: z.boolean(),
  settings: userSettingsSchema,
  credits: creditsSchema,
});
export type Me = z.infer<typeof meSchema>;

/** `GET /api/auth/session`: whom the browser is signed in as; signed out is an answer, not an error. */
export const sessionStateSchema = z.object({ me: meSchema.nullable() });
export type SessionState = z.infer<typeof sessionStateSchema>;
