/**
 * A value as a person writes it in their language, and the canonical text core's targetKey
 * compares (a number with a point, an ISO date): "12,5" in German and "12.5" in English are
 * "12.5", "31.01.2024" and "Jan 31, 2024" are "2024-01-31". Read by the formats the table
 * shows values in (cell-value.ts), so what a person sees in a cell they can type back.
 */
import type { FieldType } from '@docsift/core/doctype';
import type { FieldValue } from '@docsift/core/field-value';
import { cellInput, cellText, shownDate, shownNumber } from './cell-value.ts';

const canonicalNumber = /^-?\d+(\.\d+)?$/;
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateWord = /\p{L}+|\d+/gu;
const dateSeparators = /^[\s.,/-]*$/;

/**
 * The canonical text of `text` written as a value of `type` in `language`: '' for an empty
 * box, null for text that does not read as the type. Text of a string field is kept as is.
 */
export function readWrittenValue(type: FieldType, text: string, language: string): string | null {
  if (type === 'string') return text;
  const written = text.trim();
  if (written === '') return '';
  switch (type) {
    case 'number':
      return readNumber(written, language);
    case 'date':
      return readDate(written, language);
    case 'boolean': {
      const word = written.toLowerCase();
      return word === 'true' || word === 'false' ? word : null;
    }
  }
}

/** A canonical value as a person of `language` writes it, which readWrittenValue reads back. */
export function writtenValue(type: FieldType, value: string, language: string): string {
  if (type === 'number' && canonicalNumber.test(value)) return cellInput(Number(value), language);
  if (type === 'date') return cellText(value, 'date', language);
  return value;
}

/**
 * A value as an editor's input holds it: numbers and dates as the table shows them, in the UI's
 * language (a browser's date input would take them in the browser's), which readCellInput reads.
 */
export const inputText = (type: FieldType, value: FieldValue | undefined, language: string) =>
  typeof value === 'string' ? writtenValue(type, value, language) : cellInput(value, language);

/**
 * What an editor's input saves as, read as `language` writes values of the field's type: an
 * empty input clears the value; text that does not read is undefined, so the editor keeps it
 * open rather than lose it.
 */
export function readCellInput(
  type: FieldType,
  raw: string,
  language: string,
): FieldValue | undefined {
  if (raw.trim() === '') return null;
  const text = readWrittenValue(type, raw, language);
  if (text === null) return undefined;
  if (type === 'number') return Number(text);
  if (type === 'boolean') return text === 'true';
  return text;
}

/** The language's grouping separator and decimal mark. */
function numberMarks(language: string): { group: string; decimal: string } {
  const parts = shownNumber(language).formatToParts(12345.6);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

/**
 * Text to look for among a number field's values, which are kept with a point and no grouping:
 * typed the language's way ("1.234,5" or a part of it, "4,5", in German), read as kept ("1234.5").
 */
export function readNumberText(text: string, language: string): string {
  const { group, decimal } = numberMarks(language);
  return text.replaceAll(group, '').replaceAll(decimal, '.');
}

/** Text looked for among a number field's values as the language writes it ("4.5" in German: "4,5"). */
export function writtenNumberText(text: string, language: string): string {
  return text.replaceAll('.', numberMarks(language).decimal);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Digits with the language's decimal mark, grouped by its separator in threes or not at all. */
function readNumber(written: string, language: string): string | null {
  const { group, decimal } = numberMarks(language);
  const match = new RegExp(
    `^(-?)(\\d{1,3}(?:${escaped(group)}\\d{3})+|\\d+)(?:${escaped(decimal)}(\\d+))?$`,
  ).exec(written);
  if (!match) return null;
  const [, sign, whole, fraction] = match;
  return `${sign}${whole!.replaceAll(group, '')}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * An ISO date, or day, month and year in the order the language shows dates, the month as a
 * number or by its name ("31.1.2024", "1/31/2024", "Jan 31, 2024", "January 31, 2024").
 */
function readDate(written: string, language: string): string | null {
  const iso = isoDate.exec(written);
  if (iso) return calendarDay(iso[1]!, iso[2]!, iso[3]!);
  const words = written.match(dateWord) ?? [];
  if (words.length !== 3 || !dateSeparators.test(written.replace(dateWord, ''))) return null;
  const order = shownDate(language)
    .formatToParts(0)
    .map((part) => part.type)
    .filter((type) => type === 'day' || type === 'month' || type === 'year');
  const wordOf = (part: 'year' | 'month' | 'day') => words[order.indexOf(part)] ?? '';
  const [year, month, day] = [wordOf('year'), wordOf('month'), wordOf('day')];
  const monthNumber = /^\d{1,2}$/.test(month) ? month : monthByName(month, language);
  if (!/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(day) || monthNumber === null) return null;
  return calendarDay(year, monthNumber, day);
}

/** The month's number ("1" to "12") of its short or long name in `language`, any case. */
function monthByName(name: string, language: string): string | null {
  const wanted = name.toLocaleLowerCase(language);
  for (const month of ['short', 'long'] as const) {
    const format = new Intl.DateTimeFormat(language, { month, timeZone: 'UTC' });
    for (let index = 0; index < 12; index++)
      if (format.format(Date.UTC(2000, index, 1)).toLocaleLowerCase(language) === wanted)
        return String(index + 1);
  }
  return null;
}

/** `YYYY-MM-DD` of a day that is in the calendar (not 31 April), else null. */
function calendarDay(year: string, month: string, day: string): string | null {
  const text = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? text : null;
}
