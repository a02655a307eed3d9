import type { FieldType } from '@docsift/core/doctype';
import type { FieldValue } from '@docsift/core/field-value';
import type { OcrPage } from '@docsift/core/ocr';
import { normalizeValue, type NormalizeOptions } from '../../normalize/normalize-value.ts';

/** Where a value appears: a run of words on one page, `position` orders occurrences in reading order. */
export interface Occurrence {
  page: number;
  first: number;
  last: number;
  position: number;
  /** False when only a looser match (ignoring spaces and punctuation) found it. */
  isExact: boolean;
}

// Amounts and dates rarely span more than three OCR words ("1 234,50", "12 March 2024").
const MAX_SPAN_WORDS = 3;
// Both day/month orders, so "03/04/2024" is found whichever way the model read it.
const dateReadings: NormalizeOptions[] = [{ dateOrder: 'dmy' }, { dateOrder: 'mdy' }];

/** Finds extracted values in the document's words: text by token match, numbers and dates in any written form. */
export function createOccurrenceIndex(pages: readonly OcrPage[]) {
  const tokenIndexes = new Map<number, PageTokens>();
  const typedIndexes = new Map<string, Map<string, Occurrence[]>>();

  const tokensOf = (pageIndex: number): PageTokens => {
    let tokens = tokenIndexes.get(pageIndex);
    if (!tokens) {
      tokens = pageTokens(pages[pageIndex] as OcrPage);
      tokenIndexes.set(pageIndex, tokens);
    }
    return tokens;
  };

  const typedIndexOf = (pageIndex: number, type: 'number' | 'date'): Map<string, Occurrence[]> => {
    const cacheKey = `${pageIndex}:${type}`;
    let index = typedIndexes.get(cacheKey);
    if (!index) {
      index = typedValueIndex(pages[pageIndex] as OcrPage, pageIndex, type);
      typedIndexes.set(cacheKey, index);
    }
    return index;
  };

  /** Every occurrence of the value on the given pages (all pages when empty), in reading order. */
  return function occurrencesOf(
    value: FieldValue,
    type: FieldType,
    pageNumbers: readonly number[],
  ): Occurrence[] {
    if (value === null || type === 'boolean') return [];
    const found: Occurrence[] = [];
    pages.forEach((page, pageIndex) => {
      if (pageNumbers.length > 0 && !pageNumbers.includes(page.number)) return;
      if (type === 'string')
        found.push(...textOccurrences(String(value), tokensOf(pageIndex), page.number, pageIndex));
      else found.push(...(typedIndexOf(pageIndex, type).get(String(value)) ?? []));
    });
    return found.sort((a, b) => a.position - b.position);
  };
}

interface PageTokens {
  tokens: string[];
  /** The word each token came from. */
  wordOf: number[];
  /** The page's letters and digits run together, and the word of each character. */
  compact: string;
  compactWordOf: number[];
}

function tokenize(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function pageTokens(page: OcrPage): PageTokens {
  const result: PageTokens = { tokens: [], wordOf: [], compact: '', compactWordOf: [] };
  const compactParts: string[] = [];
  page.words.forEach((word, wordIndex) => {
    for (const token of tokenize(word.text)) {
      result.tokens.push(token);
      result.wordOf.push(wordIndex);
      compactParts.push(token);
      for (let i = 0; i < token.length; i++) result.compactWordOf.push(wordIndex);
    }
  });
  result.compact = compactParts.join('');
  return result;
}

function textOccurrences(
  value: string,
  page: PageTokens,
  pageNumber: number,
  pageIndex: number,
): Occurrence[] {
  const wanted = tokenize(value);
  if (wanted.length === 0) return [];
  const exact: Occurrence[] = [];
  for (let start = 0; start + wanted.length <= page.tokens.length; start++) {
    if (wanted.every((token, offset) => page.tokens[start + offset] === token)) {
      exact.push(
        occurrence(
          pageNumber,
          pageIndex,
          page.wordOf[start]!,
          page.wordOf[start + wanted.length - 1]!,
          true,
        ),
      );
    }
  }
  if (exact.length > 0) return exact;
  // Looser: OCR split or joined words ("Rechnungs-nummer", "1 2 3"); ignore spaces and punctuation.
  const needle = wanted.join('');
  const loose: Occurrence[] = [];
  for (
    let at = page.compact.indexOf(needle);
    at !== -1;
    at = page.compact.indexOf(needle, at + 1)
  ) {
    loose.push(
      occurrence(
        pageNumber,
        pageIndex,
        page.compactWordOf[at]!,
        page.compactWordOf[at + needle.length - 1]!,
        false,
      ),
    );
  }
  return loose;
}

/** Each word run's value as the field type reads it, keyed by that value; the shortest run wins. */
function typedValueIndex(
  page: OcrPage,
  pageIndex: number,
  type: 'number' | 'date',
): Map<string, Occurrence[]> {
  const index = new Map<string, Occurrence[]>();
  const readings = type === 'date' ? dateReadings : [{}];
  const keysOf = (first: number, last: number): Set<string> => {
    const text = page.words
      .slice(first, last + 1)
      .map((word) => word.text)
      .join(' ');
    const keys = new Set<string>();
    for (const options of readings) {
      const value = normalizeValue(text, type, options);
      if (value !== null) keys.add(String(value));
    }
    return keys;
  };
  const spanKeys: Set<string>[][] = page.words.map(() => []);
  for (let length = 1; length <= MAX_SPAN_WORDS; length++) {
    for (let first = 0; first + length <= page.words.length; first++) {
      const last = first + length - 1;
      const keys = keysOf(first, last);
      spanKeys[first]![length] = keys;
      for (const key of keys) {
        // A longer run that only repeats what a shorter run inside it reads ("Total: 12.50") adds nothing.
        const isRedundant =
          length > 1 &&
          (spanKeys[first]![length - 1]!.has(key) || spanKeys[first + 1]![length - 1]!.has(key));
        if (isRedundant) continue;
        const found = occurrence(page.number, pageIndex, first, last, true);
        const list = index.get(key);
        if (list) list.push(found);
        else index.set(key, [found]);
      }
    }
  }
  return index;
}

function occurrence(
  page: number,
  pageIndex: number,
  first: number,
  last: number,
  isExact: boolean,
): Occurrence {
  return { page, first, last, position: pageIndex * 1_000_000 + first, isExact };
}
