/** What kind of line a table's line is, by its words alone: headings, wrapped text, an adjustment. */
import { isKeyValueLine } from './name-lines.ts';
import type { TokenizedLine } from './line-tokens.ts';

const NUMERIC_DATE = /\b\d{1,2}[./]\d{1,2}[./](?:\d{4}|\d{2})\b/g;
/** Text that opens in lower case or with a bracket goes on with the line above. */
export const CONTINUES_TEXT = /^[\p{Ll}(]/u;
/** An amount with cents, and the signs a discount, a charge or a result is written with. */
const AMOUNT = /\d[.,]\d{2}(?!\d)/;
const SIGN = /^[-+=−–]$/;
const SIGNED = /^[-+=−–]\d/;

/** A row of three or more headings: cells of words, none with a figure. */
export function isHeadingRow(line: TokenizedLine): boolean {
  const segments = line.line.segments;
  return (
    segments.length >= 3 && segments.every(({ text }) => /\p{L}/u.test(text) && !/\d/.test(text))
  );
}

/**
 * A line of words without amounts or "label: value" pairs: a wrapped description, not a price or
 * note line. Dates are words here: a period "2.12.2009 to" wraps onto "19.12.2009". A line that
 * opens in lower case or with a bracket goes on with the text above, colon or not
 * ("Gestaltung" / "(Stunde): Einer").
 */
export function isPlainText(line: TokenizedLine): boolean {
  const segments = line.line.segments.map((segment) => segment.text.replace(NUMERIC_DATE, 'date'));
  if (
    segments.some((text) => /\d[.,]\d{2,}/.test(text)) ||
    segments.some((text) => /^[-+]?\d[\d.,]*$/.test(text))
  )
    return false;
  if (CONTINUES_TEXT.test(line.line.text)) return true;
  return !line.line.segments.some(
    (segment) => isKeyValueLine(segment.words) && !segment.text.trim().endsWith(':'),
  );
}

/** A line whose every amount is signed: a discount ("- 1,00"), a charge ("+ 0,50"), a result ("= 19,00"). */
export function isAdjustment(line: TokenizedLine): boolean {
  const words = line.line.words;
  const amounts = words.flatMap((word, index) => (AMOUNT.test(word.text) ? [index] : []));
  return (
    amounts.length > 0 &&
    amounts.every(
      (index) => SIGNED.test(words[index]!.text) || SIGN.test(words[index - 1]?.text ?? ''),
    )
  );
}
