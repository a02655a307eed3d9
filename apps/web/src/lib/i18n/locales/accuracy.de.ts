import type { accuracyEn } from './accuracy.en.ts';

/** German texts of the accuracy page (`accuracy.*`). */
export const accuracyDe: typeof accuracyEn = {
  over_time_day: 'Anteil korrigierter Werte, pro Tag der Erfassung',
  over_time_week: 'Anteil korrigierter Werte, pro Woche der Erfassung',
  chart_label: 'Anteil der Werte jedes Felds, die Personen korrigiert haben, im Zeitverlauf',
  by_confidence: 'Korrigierte Werte nach Konfidenz der Erkennung',
  by_confidence_hint:
    'Stimmt die Konfidenz, werden Werte mit hoher Konfidenz selten korrigiert und solche mit niedriger oft.',
  field: 'Feld',
  all_values: 'Alle Werte',
  band: 'Konfidenz {{from}}–{{to}}',
  of: '{{corrected}} von {{values}}',
  empty:
    'Noch nichts korrigiert. Sobald Personen erkannte Werte korrigieren, zeigt diese Seite, wie oft – pro Feld, im Zeitverlauf und nach Konfidenz.',
};
