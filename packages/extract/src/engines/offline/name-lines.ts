/** Line tests for names and addresses printed in blocks ("Herrn" / "Max Mustermann", "MVM Musterhafter" / "Versicherungsverein a.G."). */
import type { OcrWord } from '@docsift/core/ocr';
import { joinWords } from '../../layout/text-line.ts';
import { matchTokens } from './match-tokens.ts';
import { documentTitles, legalForms, salutations } from './vocabulary.ts';

const legalFormTokens = legalForms.map((form) => matchTokens(form));
const titleTokens = new Set(documentTitles.map((title) => matchTokens(title).join(' ')));

/** Marks between the parts of a sender's return line. */
const SENDER_SEPARATOR = /[•●·|]/;

/**
 * The sender's return line printed above a letter's address window: name, street and town on one
 * line between separators ("ACME GmbH • Ecke 12 • 12345 Stadt").
 */
export function isSenderLine(words: readonly OcrWord[]): boolean {
  return (
    (words
      .map((word) => word.text)
      .join(' ')
      .match(new RegExp(SENDER_SEPARATOR, 'g'))?.length ?? 0) >= 2
  );
}

/** The words of a sender's return line before its first separator: the sender's name. */
export function senderNameWords(words: readonly OcrWord[]): OcrWord[] {
  const end = words.findIndex((word) => SENDER_SEPARATOR.test(word.text));
  return words.slice(0, end === -1 ? words.length : end);
}

/** "TAX INVOICE", "* GUEST CHECK *": the document's title, never a party's name. */
export function isDocumentTitle(text: string): boolean {
  return titleTokens.has(matchTokens(text).join(' '));
}

/** The words before a document title that closes them ("Amazon Web Services Invoice"); all of them where none does. */
export function withoutTrailingTitle(words: readonly OcrWord[]): OcrWord[] {
  for (let start = 1; start < words.length; start++)
    if (isDocumentTitle(joinWords(words.slice(start)))) return words.slice(0, start);
  return [...words];
}

/** "Nummer : 16259", "Tel: 0800 …": a label with its value, not part of a name or address. */
export function isKeyValueLine(words: readonly OcrWord[]): boolean {
  const text = words.map((word) => word.text).join(' ');
  return (
    /^[^:]{2,40}:\s*\S/.test(text) ||
    /^(?:tel|fax|phone|fon|e-?mail|www|http|gst|vat|ust|iban|bic)\b/i.test(text)
  );
}

/** Whether the next line completes a name: after a bare salutation, or when it ends in a legal form. */
export function isNameContinuation(first: readonly OcrWord[], next: readonly OcrWord[]): boolean {
  const firstTokens = matchTokens(first.map((word) => word.text).join(' '));
  if (firstTokens.length === 1 && salutations.includes(firstTokens[0] ?? '')) return true;
  return !hasLegalForm(first) && hasLegalForm(next);
}

/** A legal form among the last words, ignoring a trailing registration number: "ACME SDN BHD (123456-X)". */
export function hasLegalForm(words: readonly OcrWord[]): boolean {
  const tokens = matchTokens(words.map((word) => word.text).join(' '));
  while (tokens.length > 0 && /\d/.test(tokens.at(-1) ?? '')) tokens.pop();
  const tail = tokens.slice(-4);
  return legalFormTokens.some((form) => form.length > 0 && containsRun(tail, form));
}

function containsRun(tokens: readonly string[], form: readonly string[]): boolean {
  for (let start = 0; start + form.length <= tokens.length; start++) {
    if (form.every((token, offset) => tokens[start + offset] === token)) return true;
  }
  return false;
}
