/**
 * Whether words are nothing but labels: a table heading ("Qty Unit price Amount") or a row of
 * captions read where a label's value was expected. Such a run is never that value.
 */
import type { OcrWord } from '@docsift/core/ocr';
import { matchTokens } from './match-tokens.ts';
import { concepts } from './vocabulary.ts';

const vocabularyLabels = concepts.flatMap((concept) =>
  concept.labels.map((label) => matchTokens(label)),
);

/** Tokens that join or qualify labels in a heading ("Amount (EUR)", "VAT %", "Qty & unit") without being a value. */
const JOINERS = new Set([
  '#',
  '%',
  'no',
  'nr',
  'in',
  'and',
  'und',
  'et',
  'en',
  'eur',
  'usd',
  'gbp',
  'chf',
  'rm',
]);

/** `labels`: further labels as match tokens (the doctype's captions) besides the vocabulary's. */
export function isLabelRun(
  words: readonly OcrWord[],
  labels: readonly (readonly string[])[],
): boolean {
  const tokens = matchTokens(words.map((word) => word.text).join(' '));
  if (tokens.length === 0 || tokens.every((token) => JOINERS.has(token))) return false;
  const known = [...vocabularyLabels, ...labels].filter((label) => label.length > 0);
  // reachable[i]: tokens before i split into labels and joiners.
  const reachable = tokens.map((_, index) => index === 0);
  reachable.push(false);
  tokens.forEach((token, start) => {
    if (!reachable[start]) return;
    if (JOINERS.has(token)) reachable[start + 1] = true;
    for (const label of known) {
      if (label.every((part, offset) => tokens[start + offset] === part))
        reachable[start + label.length] = true;
    }
  });
  return reachable[tokens.length] === true;
}
