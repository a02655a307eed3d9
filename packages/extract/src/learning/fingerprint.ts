/**
 * A layout's fingerprint: the distinct words of a document, without figures. Documents made by
 * one sender's software share their labels, letterhead and footer, so they share most of these
 * words; documents of other senders share only the common ones ("invoice", "total").
 */
import type { OcrDocument } from '@docsift/core/ocr';
import { matchTokens } from '../engines/offline/match-tokens.ts';
import { MAX_FINGERPRINT_TOKENS } from './lesson.ts';

/** Words shorter than this are mostly units, articles and OCR noise. */
const MIN_WORD_LENGTH = 3;

export function layoutFingerprint(ocr: OcrDocument): string[] {
  const words = new Set<string>();
  for (const page of ocr.pages)
    for (const word of page.words)
      for (const token of matchTokens(word.text))
        if (token.length >= MIN_WORD_LENGTH && !/\d/.test(token)) words.add(token);
  // The first words in order of first appearance: the letterhead and labels come early.
  return [...words].slice(0, MAX_FINGERPRINT_TOKENS);
}

/**
 * The share of words two documents must share to be taken for one layout. Documents of one
 * sender's software share their whole frame; two senders' invoices share the common words only.
 */
export const MIN_LAYOUT_SIMILARITY = 0.6;

/** 0..1: the share of the smaller document's words that the other holds too. */
export function fingerprintSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const [small, large] = a.length <= b.length ? [a, new Set(b)] : [b, new Set(a)];
  let shared = 0;
  for (const word of small) if (large.has(word)) shared++;
  return shared / small.length;
}
