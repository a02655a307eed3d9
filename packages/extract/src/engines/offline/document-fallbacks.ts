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
