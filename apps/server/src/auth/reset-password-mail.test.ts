import { describe, expect, it } from 'vitest';
import { resetPasswordMail } from './reset-password-mail.ts';

describe('resetPasswordMail', () => {
  it('addresses a German user as "du", as the app does, never as "Sie"', () => {
    const mail = resetPasswordMail('a@example.com', 'https://docsift.test', 'token', 'de');
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\b(Sie|Ihr|Ihre|Ihnen)\b/);
    expect(mail.text).toMatch(/\bdu\b/);
    expect(mail.text).toContain('https://docsift.test/auth/action?mode=resetPassword');
  });
});
