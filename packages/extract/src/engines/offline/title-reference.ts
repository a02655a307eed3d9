/**
 * The number and date in a document's title line: "Rechnung Nr. 4711 vom 02.05.2026", "Facture
 * n°562 du 2 juillet 2015", "Invoice No. 17 dated 3 March 2024", "Invoice # 508 issued at
 * 2020-11-21". A number word, the reference, a preposition and a date say together what the
 * document is, whatever its title word ("Handelsrechnung (380) Nr. …", "Rechnung des
 * Versicherers Nr. …"). Where no label names them, the date that a preposition ties to the
 * document's number is its issue date, and that number its own, not whichever comes first.
 */
import type { OcrWord } from '@docsift/core/ocr';
import type { NormalizeOptions } from '../../normalize/normalize-value.ts';
import { unionBox } from '../../layout/text-line.ts';
import type { PageLayout } from './document-layout.ts';
import { matchTokens } from './match-tokens.ts';
import { readValue, type ReadValue } from './read-value.ts';
import type { Located } from './value-near-label.ts';

/** Above a first date anywhere (0.3), below any clear label. */
const SCORE = 0.5;
const NUMBER_WORDS = new Set(['nr', 'no', 'n', 'nummer', 'number', 'numero', '#']);
const PREPOSITIONS = new Set(['vom', 'am', 'du', 'dated', 'of', 'from', 'at', 'on', 'van', 'del']);

interface TitleReference {
  layout: PageLayout;
  words: readonly OcrWord[];
  /** Words from the number word (exclusive) to the preposition (exclusive): the reference. */
  reference: [number, number];
  /** The date's words, after the preposition. */
  date: ReadValue & { offset: number };
}

export function titleDate(
  layouts: readonly PageLayout[],
  options: NormalizeOptions,
): Located | null {
  const title = titleReference(layouts, options);
  if (!title) return null;
  const { offset, start, end, value } = title.date;
  return located(title, value, title.words.slice(offset + start, offset + end));
}

export function titleNumber(
  layouts: readonly PageLayout[],
  options: NormalizeOptions,
): Located | null {
  const title = titleReference(layouts, options);
  if (!title) return null;
  const words = title.words.slice(...title.reference);
  const found = readValue(words, 'identifier', options);
  if (!found || found.start !== 0 || found.end !== words.length) return null;
  return located(title, found.value, words);
}

/** The first line that prints a number word, then words, then a preposition and a date. */
function titleReference(
  layouts: readonly PageLayout[],
  options: NormalizeOptions,
): TitleReference | null {
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
        return {
          layout,
          words,
          reference: [numbered + 1, index],
          date: { ...found, offset: index + 1 },
        };
      }
    }
  }
  return null;
}

function located(
  title: TitleReference,
  value: Located['value'],
  words: readonly OcrWord[],
): Located {
  const bbox = unionBox(words);
  const page = title.layout.page.number;
  return { value, page, bbox, score: SCORE, order: page * 1e6 + bbox[1] };
}
