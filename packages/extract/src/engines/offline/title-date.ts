/**
 * The date in a document's title line: "Rechnung Nr. 4711 vom 02.05.2026", "Facture n°562 du
 * 2 juillet 2015", "Invoice No. 17 dated 3 March 2024", "Invoice # 508 issued at 2020-11-21". Where no date is labelled, the date that a
 * preposition ties to the document's number is its issue date, not whichever date comes first.
 */
import type { NormalizeOptions } from '../../normalize/normalize-value.ts';
import { unionBox } from '../../layout/text-line.ts';
import type { PageLayout } from './document-layout.ts';
import { matchTokens } from './match-tokens.ts';
import { readValue } from './read-value.ts';
import type { Located } from './value-near-label.ts';

/** Above a first date anywhere (0.3), below any clear label. */
const SCORE = 0.5;
const NUMBER_WORDS = new Set(['nr', 'no', 'n', 'nummer', 'number', 'numero', '#']);
const PREPOSITIONS = new Set(['vom', 'am', 'du', 'dated', 'of', 'from', 'at', 'on', 'van', 'del']);

export function titleDate(
  layouts: readonly PageLayout[],
  options: NormalizeOptions,
): Located | null {
  for (const layout of layouts) {
    for (const line of layout.lines) {
      const words = line.line.words;
      const numbered = words.findIndex((word) =>
        matchTokens(word.text).some((token) => NUMBER_WORDS.has(token)),
      );
      if (numbered < 0) continue;
      for (let index = numbered + 1; index < words.length - 1; index++) {
        const tokens = matchTokens(words[index]?.text ?? '');
        if (tokens.length !== 1 || !PREPOSITIONS.has(tokens[0] ?? '')) continue;
        const found = readValue(words.slice(index + 1), 'date', options);
        if (!found || found.start !== 0) continue;
        const bbox = unionBox(words.slice(index + 1 + found.start, index + 1 + found.end));
        return {
          value: found.value,
          page: layout.page.number,
          bbox,
          score: SCORE,
          order: layout.page.number * 1e6 + bbox[1],
        };
      }
    }
  }
  return null;
}
