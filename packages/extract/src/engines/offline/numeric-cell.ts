/**
 * The number a table cell gives a number column. Cells print more than the number: a percentage
 * sign where the caption names none ("5.9%" under "Improved speed"), a unit or magnitude glued to
 * it ("$8.6M", "12kg"); the corpus conventions take the number as printed.
 */
import type { OcrWord } from '@docsift/core/ocr';
import { normalizeValue, type NormalizeOptions } from '../../normalize/normalize-value.ts';
import type { FieldProfile } from './field-profile.ts';
import { matchTokens } from './match-tokens.ts';
import { readValue, type ReadValue } from './read-value.ts';

const NUMBER_WITH_UNIT = /^[$€£]?(\d[\d.,]*)\p{L}{1,3}$/u;

/**
 * A cell's value. A percentage is a number's value where the cell is that percentage alone, or
 * anywhere in the cell where the caption names one ("Misura %" over "1,00% di 12").
 */
export function readNumericCell(
  words: readonly OcrWord[],
  profile: FieldProfile,
  options: NormalizeOptions,
): ReadValue | null {
  const value = readValue(words, profile.kind, options);
  if (value || profile.kind === 'percent' || profile.field.type !== 'number') return value;
  const percent = readValue(words, 'percent', options);
  const wholeCell = percent?.start === 0 && percent.end === words.length;
  if (wholeCell || matchTokens(profile.field.caption).includes('%')) return percent;
  return numberWithUnit(words, options);
}

/** A cell's number where the number is the whole cell, not one inside a phrase. */
export function readWholeNumericCell(
  words: readonly OcrWord[],
  profile: FieldProfile,
  options: NormalizeOptions,
): ReadValue | null {
  const read = readNumericCell(words, profile, options);
  return read && read.start === 0 && read.end === words.length ? read : null;
}

function numberWithUnit(words: readonly OcrWord[], options: NormalizeOptions): ReadValue | null {
  const text = words.length === 1 ? (words[0]?.text ?? '') : '';
  const number = NUMBER_WITH_UNIT.exec(text)?.[1];
  const value = number === undefined ? null : normalizeValue(number, 'number', options);
  return typeof value === 'number' ? { value, start: 0, end: 1, quality: 0.9 } : null;
}
