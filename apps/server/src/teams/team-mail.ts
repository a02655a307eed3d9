/** The mails of sharing, in the recipient's language (or the inviter's, for an unknown address). */
import type { Language } from '@docsift/core/settings';
import { INVITATION_PATH } from '@docsift/core/team';
import type { Mail } from '../platform/mail/mailer.ts';

interface SharedWith {
  inviter: string;
  title: string;
}

const invitationTexts: Record<
  Language,
  { subject: (s: SharedWith) => string; body: (s: SharedWith, link: string) => string }
> = {
  en: {
    subject: ({ inviter }) => `${inviter} invited you to Docsift`,
    body: ({ inviter, title }, link) =>
      `Hello,\n\n${inviter} invited you to work on the document type "${title}" in Docsift.\n\n` +
      `Open this link, then create an account with this e-mail address or sign in, to join:\n\n${link}\n\n` +
      'The invitation expires in 7 days. If you do not know the sender, ignore this mail.\n',
  },
  de: {
    subject: ({ inviter }) => `${inviter} hat dich zu Docsift eingeladen`,
    body: ({ inviter, title }, link) =>
      `Hallo,\n\n${inviter} hat dich eingeladen, in Docsift am Dokumenttyp „${title}“ mitzuarbeiten.\n\n` +
      `Öffne diesen Link und registriere dich mit dieser E-Mail-Adresse oder melde dich an, um beizutreten:\n\n${link}\n\n` +
      'Die Einladung läuft nach 7 Tagen ab. Falls du den Absender nicht kennst, ignoriere diese E-Mail.\n',
  },
};

const sharedTexts: Record<
  Language,
  { subject: (s: SharedWith) => string; body: (s: SharedWith, link: string) => string }
> = {
  en: {
    subject: ({ inviter, title }) => `${inviter} shared "${title}" with you`,
    body: ({ inviter, title }, link) =>
      `Hello,\n\n${inviter} shared the document type "${title}" with you in Docsift:\n\n${link}\n`,
  },
  de: {
    subject: ({ inviter, title }) => `${inviter} hat „${title}“ mit dir geteilt`,
    body: ({ inviter, title }, link) =>
      `Hallo,\n\n${inviter} hat den Dokumenttyp „${title}“ in Docsift mit dir geteilt:\n\n${link}\n`,
  },
};

/** The invitation's link joins the team after sign-in or registration. */
export function invitationMail(
  to: string,
  publicUrl: string,
  token: string,
  shared: SharedWith,
  language: Language,
): Mail {
  const link = `${publicUrl}${INVITATION_PATH}${token}`;
  const text = invitationTexts[language];
  return { to, subject: text.subject(shared), text: text.body(shared, link), links: [link] };
}

/** An existing account was added: the link opens the doctype. */
export function sharedMail(
  to: string,
  publicUrl: string,
  doctypeId: string,
  shared: SharedWith,
  language: Language,
): Mail {
  const link = `${publicUrl}/doctype/${doctypeId}`;
  const text = sharedTexts[language];
  return { to, subject: text.subject(shared), text: text.body(shared, link), links: [link] };
}
