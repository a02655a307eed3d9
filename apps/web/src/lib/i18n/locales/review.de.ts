import type { reviewEn } from './review.en.ts';
import { rulesDe } from './rules.de.ts';

/** German texts of the review queue and screen (`review.*`). */
export const reviewDe: typeof reviewEn = {
  needs_review: 'Zu prüfen',
  needs_review_count: '{{formatted}} zu prüfen',
  issue: {
    low_confidence: 'Geringe Sicherheit ({{percent}} %): bitte diesen Wert prüfen',
    required: 'Pflichtfeld, aber leer',
    unread_one:
      'Seite {{pages}} konnte nicht automatisch gelesen werden: bitte diesen Wert aus dem Dokument übernehmen',
    unread_other:
      'Seiten {{pages}} konnten nicht automatisch gelesen werden: bitte diesen Wert aus dem Dokument übernehmen',
  },
  threshold: {
    label: 'Prüfen unter Sicherheit',
    description:
      'Werte, bei denen sich die Erkennung weniger sicher ist, kommen zur Prüfung. Die Sicherheit ist kalibriert: Bei 70 % ist etwa jeder dritte solche Wert falsch.',
  },
  rules: rulesDe,
  required: 'Pflichtfeld',
  required_hint: 'Ein Datensatz, in dem dieses Feld leer ist, kommt zur Prüfung',
  screen: {
    open: 'Prüfen',
    title: 'Prüfen',
    back: 'Zurück zu den Datensätzen',
    back_to_queue: 'Zurück zum Prüfen',
    position: '{{position}} von {{total}} zu prüfen',
    document: 'Dokument',
    values: 'Werte',
    approve: 'Freigeben und weiter',
    undo: 'Rückgängig',
    undone: 'Rückgängig gemacht: {{caption}}',
    accepted: 'Geprüft',
    approved: 'Freigegeben',
    not_approved: 'Nicht freigegeben',
    correction_not_saved: 'Eine Korrektur daran konnte vorher nicht gespeichert werden.',
    open_not_approved: 'Öffnen',
    keys: 'Tab: nächster unsicherer Wert · Enter: übernehmen · Strg+Enter: freigeben und den nächsten öffnen · Strg+Z: rückgängig',
    empty_title: 'Nichts zu prüfen',
    empty_text: 'Jeder Datensatz ist freigegeben oder hat keinen Wert zu prüfen.',
  },
};
