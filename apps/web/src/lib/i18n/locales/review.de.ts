import type { reviewEn } from './review.en.ts';

/** German texts of the review queue and screen (`review.*`). */
export const reviewDe: typeof reviewEn = {
  needs_review: 'Zu prüfen',
  needs_review_count: '{{formatted}} zu prüfen',
  issue: {
    low_confidence: 'Geringe Sicherheit ({{percent}} %): bitte diesen Wert prüfen',
    required: 'Pflichtfeld, aber leer',
  },
  threshold: {
    label: 'Prüfen unter Sicherheit',
    description:
      'Werte, bei denen sich die Erkennung weniger sicher ist, kommen zur Prüfung. Die Sicherheit ist kalibriert: Bei 70 % ist etwa jeder dritte solche Wert falsch.',
  },
  required: 'Pflichtfeld',
  required_hint: 'Ein Datensatz, in dem dieses Feld leer ist, kommt zur Prüfung',
};
