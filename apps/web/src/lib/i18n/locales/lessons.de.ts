import type { lessonsEn } from './lessons.en.ts';

/** German texts of learning from corrections (`lessons.*`). */
export const lessonsDe: typeof lessonsEn = {
  learned_one: 'Aus {{count}} Korrektur gelernt',
  learned_other: 'Aus {{count}} Korrekturen gelernt',
  forget: 'Vergessen',
  forget_label: 'Vergessen, was „{{caption}}“ gelernt hat',
  confirm:
    'Vergessen, was Korrekturen „{{caption}}“ beigebracht haben? Ab jetzt verarbeitete Dokumente werden wieder wie vorher gelesen.',
};
