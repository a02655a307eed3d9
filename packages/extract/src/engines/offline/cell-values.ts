/**
 * How a table cell's words are read as its field's value: a figure as the column prints it, a
 * text over the lines it wraps on.
 */
import type { OcrWord } from '@docsift/core/ocr';
import { joinWords } from '../../layout/text-line.ts';
import type { NormalizeOptions } from '../../normalize/normalize-value.ts';
import type { FieldProfile } from './field-profile.ts';
import { matchTokens } from './match-tokens.ts';
import { readValue, type ReadValue } from './read-value.ts';

/** A figure's scale written after it: thousands, millions, billions ("$8.6M", "2.1bn"). */
const SCALE_SUFFIX = /(\d)(?:[KMB]|bn|Mio\.?|Mrd\.?)$/;

/**
 * A cell's value. A number column that names no concept takes the figure as printed: "29.2%" as
 * 29.2 and "$8.6M" as 8.6, as a column whose caption names a percentage ("Misura %") does; a
 * price column does not take a tax rate.
 */
export function readNumericCell(
  words: readonly OcrWord[],
  profile: FieldProfile,
  options: NormalizeOptions,
): ReadValue | null {
  const value = readValue(words, profile.kind, options);
  if (value || profile.kind === 'percent' || profile.field.type !== 'number') return value;
  if (profile.concept === null) {
    const figures = words.map((word) => ({ ...word, text: word.text.replace(SCALE_SUFFIX, '$1') }));
    return readValue(figures, profile.kind, options) ?? readValue(words, 'percent', options);
  }
  return matchTokens(profile.field.caption).includes('%')
    ? readValue(words, 'percent', options)
    : null;
}

/** A line that is a label and its value ("GTIN: 4012…", "Date fin : 31/01/2022"). */
const DETAIL_LINE = /^\p{L}[\p{L}\d.-]*(?: [\p{L}\d.-]+){0,2} ?:/u;

/**
 * A text cell over its lines. A narrow cell wraps a compound at its hyphens ("4-" / "Fahrten" /
 * "-Karte"), which join again. An item name is often followed by its details: on lines of their
 * own, each a label and its value, which end the name, or after a colon on its line ("Luftballon:
 * Bunt, ca. 500ml"); the name alone is the value.
 */
export function readCellText(
  wordsPerLine: readonly OcrWord[][],
  profile: FieldProfile,
): ReadValue | null {
  let lines = wordsPerLine.filter((part) => part.length > 0).map((part) => joinWords(part));
  if (profile.concept?.id === 'description') {
    const detail = lines.findIndex((line, index) => index > 0 && DETAIL_LINE.test(line));
    if (detail > 0) lines = lines.slice(0, detail);
  }
  let text = lines
    .join(' ')
    .replace(/([\p{L}\d])- ([\p{Lu}\d])/gu, '$1-$2')
    .replace(/(\p{L}) -(\p{L})/gu, '$1-$2');
  if (profile.concept?.id === 'description') text = text.replace(/^(.{3,}?):(?:\s.*)?$/su, '$1');
  text = text.trim();
  const count = wordsPerLine.reduce((sum, part) => sum + part.length, 0);
  return text === '' ? null : { value: text, start: 0, end: count, quality: 1 };
}
