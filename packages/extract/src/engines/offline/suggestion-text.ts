/** How a suggested field explains itself and which type its sample value calls for. */
import type { FieldType } from '@docsift/core/doctype';
import { findDate } from '../../normalize/parse-date.ts';
import { parseNumberToken } from '../../normalize/parse-number.ts';

export type Language = 'en' | 'de';

const MAX_EXAMPLE = 60;

/** Where the field was found and an example, in the user's language. */
export function describe(
  language: Language,
  place: { label: string } | { column: string },
  example: unknown,
): string {
  const shown = exampleText(example);
  const isLabel = 'label' in place;
  const name = isLabel ? place.label : place.column;
  const where = name === '' ? withoutHeading[language] : placeName(language, isLabel, name);
  if (!shown) return where;
  return language === 'de' ? `${where}, z. B. ${shown}` : `${where}, e.g. ${shown}`;
}

/** A sample value as a description shows it: as text, cut to a readable length. */
export function exampleText(example: unknown): string {
  const text = example === null || example === undefined ? '' : String(example);
  return text.length > MAX_EXAMPLE ? `${text.slice(0, MAX_EXAMPLE - 1)}…` : text;
}

const withoutHeading = { en: 'Column without a heading', de: 'Spalte ohne Überschrift' };

function placeName(language: Language, isLabel: boolean, name: string): string {
  return language === 'de'
    ? `${isLabel ? 'Beschriftung' : 'Spalte'} „${name}“`
    : `${isLabel ? 'Label' : 'Column'} "${name}"`;
}

/** A caption for a column printed without a heading: "Column 2". */
export function unnamedColumn(language: Language, position: number): string {
  return `${language === 'de' ? 'Spalte' : 'Column'} ${position}`;
}

/** A code such as "01" or "0094": a number would drop the zeros that are part of it. */
const ZERO_PADDED = /^0\d/;

export function typeOfText(text: string): FieldType {
  const date = findDate(text);
  if (date && date.index === 0 && date.length >= text.length - 1) return 'date';
  if (ZERO_PADDED.test(text)) return 'string';
  return parseNumberToken(text) !== null ? 'number' : 'string';
}

/** The type most values of a column have (at least two thirds), else text; one zero-padded code makes it text. */
export function typeOfValues(values: readonly string[]): FieldType {
  const filled = values.filter((value) => value.trim() !== '');
  if (filled.length === 0 || filled.some((value) => ZERO_PADDED.test(value.trim())))
    return 'string';
  const counts = new Map<FieldType, number>();
  for (const value of filled) {
    const type = typeOfText(value.trim());
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  for (const type of ['date', 'number'] as const)
    if ((counts.get(type) ?? 0) * 3 >= filled.length * 2) return type;
  return 'string';
}
