import { z } from 'zod';
import { userText } from './user-text.ts';
import { MIN_PASSWORD_LENGTH } from './limits.ts';
import { languageSchema } from './settings.ts';

/** Validation messages are translation keys; the web shows `validation.<key>`. */
const email = userText().trim().min(1, 'email_required').max(254).email('email_invalid');
const password = userText().min(MIN_PASSWORD_LENGTH, 'password_too_short').max(256);

export const loginBodySchema = z.object({
  email,
  password: userText().min(1, 'password_required').max(256),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const registerBodySchema = z.object({
  email,
  password,
  displayName: userText().trim().max(100).optional(),
  privacy: z.literal(true, 'privacy_required'),
  language: languageSchema.optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const resetRequestBodySchema = z.object({ email, language: languageSchema.optional() });
export type ResetRequestBody = z.infer<typeof resetRequestBodySchema>;

export const resetConfirmBodySchema = z
  .object({
    mode: z.literal('resetPassword'),
    oobCode: userText().min(1).max(512),
    password,
    repeat: userText().max(256),
  })
  .refine((v) => v.password === v.repeat, {
    message: 'auth/passwords-not-match',
    path: ['repeat'],
  });
export type ResetConfirmBody = z.infer<typeof resetConfirmBodySchema>;

export const changePasswordBodySchema = z
  .object({
    currentPassword: userText().max(256).optional(),
    password,
    repeat: userText().max(256),
  })
  .refine((v) => v.password === v.repeat, {
    message: 'auth/passwords-not-match',
    path: ['repeat'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const updateProfileBodySchema = z.object({ displayName: userText().trim().max(100) });
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** The typed e-mail must equal the account's exactly (spec section 5). */
export const deleteAccountBodySchema = z.object({ email: userText().max(254) });
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export function canDeleteAccount(typedEmail: string, accountEmail: string): boolean {
  return typedEmail === accountEmail;
}
