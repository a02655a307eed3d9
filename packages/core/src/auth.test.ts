import { describe, expect, it } from 'vitest';
import {
  canDeleteAccount,
  changePasswordBodySchema,
  registerBodySchema,
  resetConfirmBodySchema,
} from './auth.ts';
import { updateSettingsBodySchema } from './settings.ts';

const firstIssue = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues[0];

describe('auth schemas', () => {
  it('requires a password of at least 6 characters on register', () => {
    const result = registerBodySchema.safeParse({
      email: 'a@b.co',
      password: '12345',
      privacy: true,
    });
    expect(firstIssue(result)).toMatchObject({ message: 'password_too_short', path: ['password'] });
  });

  it('requires the privacy checkbox', () => {
    const result = registerBodySchema.safeParse({
      email: 'a@b.co',
      password: '123456',
      privacy: false,
    });
    expect(firstIssue(result)).toMatchObject({ message: 'privacy_required', path: ['privacy'] });
  });

  it('requires the e-mail', () => {
    const result = registerBodySchema.safeParse({ email: '', password: '123456', privacy: true });
    expect(firstIssue(result)).toMatchObject({ message: 'email_required', path: ['email'] });
  });

  it('reports mismatching repeats as auth/passwords-not-match', () => {
    const reset = resetConfirmBodySchema.safeParse({
      mode: 'resetPassword',
      oobCode: 'x',
      password: 'secret1',
      repeat: 'secret2',
    });
    expect(firstIssue(reset)).toMatchObject({
      message: 'auth/passwords-not-match',
      path: ['repeat'],
    });
    const change = changePasswordBodySchema.safeParse({ password: 'secret1', repeat: 'secret1' });
    expect(change.success).toBe(true);
  });

  it('enables account deletion only for the exact e-mail', () => {
    expect(canDeleteAccount('me@example.com', 'me@example.com')).toBe(true);
    expect(canDeleteAccount('Me@example.com', 'me@example.com')).toBe(false);
    expect(canDeleteAccount('me@example.com ', 'me@example.com')).toBe(false);
  });
});

describe('settings schema', () => {
  it('accepts only the spec retention choices', () => {
    expect(updateSettingsBodySchema.safeParse({ uploadRetention: 182 }).success).toBe(true);
    expect(updateSettingsBodySchema.safeParse({ uploadRetention: 60 }).success).toBe(false);
    expect(updateSettingsBodySchema.safeParse({ language: 'fr' }).success).toBe(false);
    expect(updateSettingsBodySchema.safeParse({ theme: 'dark' }).success).toBe(false);
  });
});
