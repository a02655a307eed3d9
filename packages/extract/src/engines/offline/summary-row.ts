/** Whether a row's first text opens a summary ("Total", "Summe netto", "Zwischensumme") rather than a record. */
import { matchTokens } from './match-tokens.ts';
import { summaryRowWords } from './vocabulary.ts';

/** German sums are compounds: "Gesamtbetrag", "Gesamtbeitrag", "Endsumme", "Rechnungssumme". */
const GERMAN_SUM = /^gesamt\p{L}+|\p{L}+summe$/u;

export function isSummaryRow(firstText: string): boolean {
  const first = matchTokens(firstText)[0];
  return first !== undefined && (summaryRowWords.includes(first) || GERMAN_SUM.test(first));
}
