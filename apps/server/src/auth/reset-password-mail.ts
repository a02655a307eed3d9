/**
 * The password-reset mail, in the user's language and its form of address (German: "du", as the
 * app says it); the link opens the web app's action page.
 */
import type { Language } from '@docsift/core/settings';
import type { Mail } from '../platform/mail/mailer.ts';

const texts: Record<Language, { subject: string; body: (link: string) => string }> = {
  en: {
    subject: 'Reset your Docsift password',
    body: (link) =>
      `Hello,\n\nfollow this link to choose a new password for your Docsift account:\n\n${link}\n\n` +
      'The link works once and expires in one hour. If you did not ask for it, ignore this mail.\n',
  },
  de: {
    subject: 'Docsift-Passwort zurücksetzen',
    body: (link) =>
      `Hallo,\n\nüber diesen Link wählst du ein neues Passwort für dein Docsift-Konto:\n\n${link}\n\n` +
      'Der Link gilt einmal und läuft nach einer Stunde ab. Falls du ihn nicht angefordert hast, ignoriere diese E-Mail.\n',
  },
};

export function resetPasswordMail(
  to: string,
  publicUrl: string,
  token: string,
  language: Language,
): Mail {
  const params = new URLSearchParams({ mode: 'resetPassword', oobCode: token, lang: language });
  const link = `${publicUrl}/auth/action?${params.toString()}`;
  const text = texts[language];
  return { to, subject: text.subject, text: text.body(link), links: [link] };
}
