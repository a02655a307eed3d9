/** Values found without a label: the document's currency, the first IBAN, e-mail or date anywhere. */
import type { OcrWord } from '@docsift/core/ocr';
import { unionBox } from '../../layout/text-line.ts';
import { currencyInToken } from '../../normalize/currency.ts';
import type { NormalizeOptions } from '../../normalize/normalize-value.ts';
import type { PageLayout } from './document-layout.ts';
import { readValue } from './read-value.ts';
import type { Located } from './value-near-label.ts';
import type { ValueKind } from './vocabulary.ts';

/** The most frequent currency code or sign on the document. */
export function documentCurrency(layouts: readonly PageLayout[]): Located | null {
  const counts = new Map<string, { count: number; first: Located }>();
  for (const layout of layouts) {
    for (const line of layout.lines) {
      for (const word of line.line.words) {
        const code = currencyInToken(word.text);
        if (!code) continue;
        const entry = counts.get(code);
        if (entry) entry.count++;
        else counts.set(code, { count: 1, first: locatedWord(layout, code, [word], 0.5) });
      }
    }
  }
  const best = [...counts.values()].sort((a, b) => b.count - a.count)[0];
  return best?.first ?? null;
}

/** The first value of a kind anywhere in the document, read line by line. */
export function firstOfKind(
  layouts: readonly PageLayout[],
  kind: ValueKind,
  options: NormalizeOptions,
  score: number,
): Located | null {
  for (const layout of layouts) {
    for (const line of layout.lines) {
      const found = readValue(line.line.words, kind, options);
      if (found)
        return locatedWord(
          layout,
          found.value,
          line.line.words.slice(found.start, found.end),
          score,
        );
    }
  }
  return null;
}

/**
 * The first date anywhere, as OCR read it most often. A receipt prints its date more than once
 * (the sale and the time stamps under it, a footer); where a reading of the first date differs
 * from another date on the page in one digit, one of them is misread, and the reading found
 * more often is the date.
 */
export function firstDate(
  layouts: readonly PageLayout[],
  options: NormalizeOptions,
  score: number,
): Located | null {
  const first = firstOfKind(layouts, 'date', options, score);
  const layout = layouts.find((candidate) => candidate.page.number === first?.page);
  if (!first || !layout || layout.page.source !== 'ocr' || typeof first.value !== 'string')
    return first;
  const readings = new Map<string, Located[]>();
  for (const date of datesOn(layout, options, score)) {
    if (typeof date.value !== 'string' || !isOneDigitApart(date.value, first.value)) continue;
    readings.set(date.value, [...(readings.get(date.value) ?? []), date]);
  }
  const firstCount = readings.get(first.value)?.length ?? 1;
  const best = [...readings.values()].sort((a, b) => b.length - a.length)[0];
  return best && best.length > firstCount ? (best[0] ?? first) : first;
}

/** Every date on the page, several per line ("27/06/18 09:49 - 27/06/18 10:08"). */
function datesOn(layout: PageLayout, options: NormalizeOptions, score: number): Located[] {
  const dates: Located[] = [];
  for (const line of layout.lines) {
    let words = line.line.words;
    for (
      let found = readValue(words, 'date', options);
      found;
      found = readValue(words, 'date', options)
    ) {
      dates.push(locatedWord(layout, found.value, words.slice(found.start, found.end), score));
      words = words.slice(found.end);
    }
  }
  return dates;
}

/** The same date, or two dates whose ISO forms differ in one digit. */
function isOneDigitApart(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let differences = 0;
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) differences++;
  return differences <= 1;
}

function locatedWord(
  layout: PageLayout,
  value: string | number | boolean,
  words: readonly OcrWord[],
  score: number,
): Located {
  const bbox = unionBox(words);
  return {
    value,
    page: layout.page.number,
    bbox,
    score,
    order: layout.page.number * 1e6 + bbox[1],
  };
}
