import type { teamsEn } from './teams.en.ts';

/** Deutsche Texte zum Teilen eines Dokumenttyps (`teams.*`, Issue 29). */
export const teamsDe: typeof teamsEn = {
  share: 'Teilen',
  leave: 'Verlassen',
  dialog_title: '„{{title}}“ teilen',
  invite_label: 'Per E-Mail einladen',
  invite_hint:
    'Wer ein Konto hat, wird sofort hinzugefügt; alle anderen erhalten eine Einladung per E-Mail, die 7 Tage gilt.',
  invite_button: 'Einladen',
  added: '{{name}} ist jetzt Mitglied.',
  invited: 'Eine Einladung an {{email}} ist unterwegs.',
  members: 'Mitglieder',
  role_author: 'Autor',
  role_member: 'Mitglied',
  you: 'du',
  invited_by: 'Eingeladen von {{name}}',
  remove: 'Entfernen',
  remove_label: '{{name}} entfernen',
  remove_confirm: '{{name}} aus diesem Dokumenttyp entfernen? Der Zugriff endet sofort.',
  removed: '{{name}} wurde entfernt.',
  pending: 'Offene Einladungen',
  expires: 'Läuft ab am {{date}}',
  revoke: 'Zurückziehen',
  revoke_label: 'Einladung an {{email}} zurückziehen',
  revoked: 'Die Einladung an {{email}} wurde zurückgezogen.',
  leave_title: '„{{title}}“ verlassen?',
  leave_confirm:
    'Du verlierst den Zugriff auf diesen Dokumenttyp und seine Datensätze. Nur sein Autor kann dich wieder hinzufügen.',
  left: 'Du hast „{{title}}“ verlassen.',
  invitation: {
    title: 'Einladung',
    joining: 'Du trittst dem Team bei…',
    joined: 'Du bist „{{title}}“ beigetreten.',
    failed: 'Diese Einladung kann nicht verwendet werden',
    not_found: 'Diese Einladung gibt es nicht oder sie wurde zurückgezogen. Bitte um eine neue.',
    switch_account: 'Mit einem anderen Konto anmelden',
    to_dashboard: 'Zur Übersicht',
  },
};
