/**
 * Typed value recognition in a run of words: the first amount, date, identifier, currency,
 * IBAN, VAT id, e-mail or phone number, with the words it spans.
 */
import type { OcrWord } from '@docsift/core/ocr';
import { currencyInToken } from '../../normalize/currency.ts';
import { findDate } from '../../normalize/parse-date.ts';
import { parseNumberToken } from '../../normalize/parse-number.ts';
import type { NormalizeOptions } from '../../normalize/normalize-value.ts';
import { parseBoolean } from '../../normalize/parse-boolean.ts';
import { repairAmountText } from './ocr-amount-noise.ts';
import type { ValueKind } from './vocabulary.ts';
import { isDocumentTitle } from './name-lines.ts';

export interface ReadValue {
  value: string | number | boolean;
  /** Word range [start, end) within the words given. */
  start: number;
  end: number;
  /** 0..1: how typical the text is for the kind (an amount with cents beats a bare integer). */
  quality: number;
}

const FILLER = /^(?:[:#\-–=*]+|no\.?|nr\.?|n°|nº|number|nummer|num\.?|is|of|:?)$/i;

export function readValue(
  words: readonly OcrWord[],
  kind: ValueKind | 'boolean',
  options: NormalizeOptions,
): ReadValue | null {
  switch (kind) {
    case 'amount':
    case 'quantity':
    case 'percent':
      return readNumber(words.map(withoutGluedLabel), kind, options);
    case 'date':
      return readDate(words.map(withoutGluedLabel), options);
    case 'identifier':
      return readIdentifier(words);
    case 'currency':
      return firstWord(words, (text) => currencyInToken(text));
    case 'iban':
      return readIban(words);
    case 'vat-id':
      return readVatId(words);
    case 'email':
      return firstWord(
        words,
        (text) => /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/.exec(text.replace(/[,;:]$/, ''))?.[0] ?? null,
      );
    case 'phone':
      return readPhone(words);
    case 'boolean':
      return firstWord(words, (text) => parseBoolean(text));
    case 'name':
      return readName(words);
    case 'address':
    case 'text':
      return readText(words);
  }
}

/** A label's colon printed against the value, with or without the label (":20-06-2018", "Date:09/02/17"). */
const GLUED_LABEL = /^(?:\p{L}[\p{L}.]*)?:+(?=[\p{L}\p{N}])/u;

/** A figure or date word without the label glued to its front: no label is ever part of one. */
function withoutGluedLabel(word: OcrWord): OcrWord {
  const text = word.text.replace(GLUED_LABEL, '');
  return text === word.text ? word : { ...word, text };
}

/** A whole number this short, standing before an amount with cents, is a misread mark or a count. */
const MAX_STRAY_DIGITS = 2;

function readNumber(
  words: readonly OcrWord[],
  kind: 'amount' | 'quantity' | 'percent',
  options: NormalizeOptions,
  from = 0,
): ReadValue | null {
  const found = firstNumber(words, kind, options, from);
  // "Change | 5 | 0.00": OCR reads a colon or a smudge as a digit; a count may stand there too
  // ("2 items 12.00"). Either way the amount with cents after it is the value.
  if (found && kind === 'amount' && found.quality < 1 && found.end - found.start === 1) {
    const text = words[found.start]?.text ?? '';
    if (/^\d+$/.test(text) && text.length <= MAX_STRAY_DIGITS) {
      const later = readNumber(words, kind, options, found.end);
      if (later && later.quality === 1) return later;
    }
  }
  return found;
}

function firstNumber(
  words: readonly OcrWord[],
  kind: 'amount' | 'quantity' | 'percent',
  options: NormalizeOptions,
  from: number,
): ReadValue | null {
  for (let start = from; start < words.length; start++) {
    for (let end = Math.min(words.length, start + 3); end > start; end--) {
      if (!isTight(words, start, end)) continue;
      const repaired = repairAmountText(joinText(words, start, end).replace(/[:;]$/, ''));
      const text = repaired.text;
      if (!/\d/.test(text) || findDate(text)?.length === text.length) continue;
      const isPercent = /%$/.test(text) || words[end]?.text.startsWith('%') === true;
      if ((kind === 'percent') !== isPercent) continue;
      const value = parseNumberToken(
        text.replace(/%$/, ''),
        options.decimal ? { decimal: options.decimal } : {},
      );
      if (value === null || (kind === 'amount' && /^\d{7,}$/.test(text))) continue;
      const hasCents = /[.,]\d{1,4}\)?-?$/.test(text.replace(/\s*[€$£]$/, ''));
      const quality = kind === 'amount' && !hasCents ? 0.75 : repaired.guessedDecimal ? 0.9 : 1;
      return { value, start, end, quality };
    }
  }
  return null;
}

function readDate(words: readonly OcrWord[], options: NormalizeOptions): ReadValue | null {
  for (let start = 0; start < words.length; start++) {
    for (let end = Math.min(words.length, start + 5); end > start; end--) {
      const text = joinText(words, start, end).replace(/[,;:.]+$/, '');
      const match = findDate(text, options.dateOrder ? { order: options.dateOrder } : {});
      // The date must be the whole window, so "3 Std 19 % 2018" is no date.
      if (match && match.index === 0 && match.length >= text.length - 1)
        return { value: match.iso, start, end, quality: 1 };
    }
  }
  return null;
}

function readIdentifier(words: readonly OcrWord[]): ReadValue | null {
  for (let index = 0; index < words.length; index++) {
    // A number sign glued to the number ("n°562044387", "No.4711") is not part of it.
    const text = (words[index]?.text ?? '')
      .replace(/^[:#]+|[:,;]+$/g, '')
      .replace(/^(?:n[°º]|no\.|nr\.)(?=\d)/i, '');
    if (text === '' || FILLER.test(text)) continue;
    if (/\d/.test(text) || /^[A-Z0-9][A-Z0-9_\-/.]{3,}$/.test(text) || /_/.test(text)) {
      return { value: text, start: index, end: index + 1, quality: /\d/.test(text) ? 1 : 0.6 };
    }
    // The first real word is not an identifier ("Invoice Summary"): the label was something else.
    return null;
  }
  return null;
}

function readIban(words: readonly OcrWord[]): ReadValue | null {
  for (let start = 0; start < words.length; start++) {
    for (let end = Math.min(words.length, start + 9); end > start; end--) {
      const compact = joinText(words, start, end).replace(/[\s:]/g, '').toUpperCase();
      if (/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact) && hasIbanChecksum(compact))
        return { value: compact, start, end, quality: 1 };
    }
  }
  return null;
}

/** ISO 13616 mod-97 check, so a random run of digits is not taken for an IBAN. */
export function hasIbanChecksum(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/**
 * The prefixes of VAT numbers written as country code + digits (and a few letters): the EU's
 * members (Greece as EL, Northern Ireland as XI), the United Kingdom, Switzerland (CHE) and
 * Norway. Any two letters would take an invoice number ("INV-2024-0042") for a VAT number.
 */
const VAT_ID_PREFIXES = new Set(
  'AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK XI GB CH NO'.split(
    ' ',
  ),
);

/** "FR 604 219 388 61": a VAT number may be printed in groups. */
const MAX_VAT_ID_WORDS = 6;

/**
 * The country prefix printed in capitals (the French "de" before "3.441.812 Euros" is none), then
 * groups that each carry a digit ("EUROS" after the number is another word); the longest run
 * that reads as a VAT number.
 */
function readVatId(words: readonly OcrWord[]): ReadValue | null {
  for (let start = 0; start < words.length; start++) {
    if (!/^[A-Z]{2}/.test(words[start]?.text ?? '')) continue;
    let found: ReadValue | null = null;
    for (let end = start + 1; end <= Math.min(words.length, start + MAX_VAT_ID_WORDS); end++) {
      if (end > start + 1 && !/\d/.test(words[end - 1]?.text ?? '')) break;
      const compact = joinText(words, start, end)
        .replace(/[\s.:-]/g, '')
        .toUpperCase();
      if (
        /^[A-Z]{2}[0-9A-Z]{8,13}$/.test(compact) &&
        VAT_ID_PREFIXES.has(compact.slice(0, 2)) &&
        (compact.match(/\d/g)?.length ?? 0) >= 7
      )
        found = { value: compact, start, end, quality: 1 };
    }
    if (found) return found;
  }
  return null;
}

function readPhone(words: readonly OcrWord[]): ReadValue | null {
  let start = words.findIndex((word) => /^[+(]?\d/.test(word.text));
  if (start < 0) return null;
  let end = start;
  while (end < words.length && /^[+()\d\-/.]+$/.test(words[end]?.text ?? '')) end++;
  const text = joinText(words, start, end);
  if ((text.match(/\d/g)?.length ?? 0) < 6) return null;
  start = Math.max(start, 0);
  return { value: text, start, end, quality: 1 };
}

function readText(words: readonly OcrWord[]): ReadValue | null {
  let start = 0;
  while (start < words.length && /^[:#\-–]+$/.test(words[start]?.text ?? '')) start++;
  if (start >= words.length) return null;
  const text = joinText(words, start, words.length)
    .replace(/^[:\s]+/, '')
    .trim();
  return text === '' ? null : { value: text, start, end: words.length, quality: 1 };
}

/** A name has more letters than digits ("Reg No. 1002231061-T" after "Company" is a registration number) and is no document title. */
function readName(words: readonly OcrWord[]): ReadValue | null {
  const found = readText(words);
  if (!found) return null;
  const text = String(found.value);
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const digits = text.match(/\d/g)?.length ?? 0;
  return letters >= 2 && letters > digits && !isDocumentTitle(text) ? found : null;
}

function firstWord<T extends string | boolean>(
  words: readonly OcrWord[],
  read: (text: string) => T | null,
): ReadValue | null {
  for (let index = 0; index < words.length; index++) {
    const value = read(words[index]?.text ?? '');
    if (value !== null) return { value, start: index, end: index + 1, quality: 1 };
  }
  return null;
}

function joinText(words: readonly OcrWord[], start: number, end: number): string {
  return words
    .slice(start, end)
    .map((word) => word.text)
    .join(' ');
}

/**
 * Words closer than about half a letter height belong to one number ("1 163,40"); cents split off
 * after a separator ("179. 50") may be a letter height away.
 */
function isTight(words: readonly OcrWord[], start: number, end: number): boolean {
  for (let index = start + 1; index < end; index++) {
    const previous = words[index - 1];
    const word = words[index];
    if (!previous || !word) return false;
    const height = previous.bbox[3] - previous.bbox[1];
    const splitCents = /\d[.,]$/.test(previous.text) && /^\d{2}$/.test(word.text);
    if (word.bbox[0] - previous.bbox[2] > height * (splitCents ? 1.2 : 0.6)) return false;
  }
  return true;
}
