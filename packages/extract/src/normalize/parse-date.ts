/**
 * Date parsing to ISO YYYY-MM-DD from ISO, numeric European/US and written forms in English,
 * German, French and Dutch ("12.03.2024", "3. März 2024", "Mar 3, 2024", "12-MAR-24").
 */
import { MONTH_NAME_PATTERN, monthOfName } from './month-names.ts';

/** Which of day and month comes first in an ambiguous numeric date such as 03/04/2024. */
export type DateOrder = 'dmy' | 'mdy';

export interface DateParseOptions {
  /** Order for numeric dates where both parts could be a month; dots always mean day first. */
  order?: DateOrder;
}

const SEP = '[./\\-]';
const ISO = /(?<!\d)(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/;
const COMPACT_ISO = /(?<!\d)((?:19|20)\d{2})(\d{2})(\d{2})(?!\d)/;
const NUMERIC = new RegExp(
  `(?<![\\d.])(\\d{1,2})\\s?(${SEP})\\s?(\\d{1,2})\\s?\\2\\s?(\\d{4}|\\d{2})(?![\\d])`,
);
const DAY_MONTH_YEAR = new RegExp(
  `(?<!\\d)(\\d{1,2})(?:st|nd|rd|th|er)?\\.?[\\s\\-/]*(${MONTH_NAME_PATTERN})[\\s\\-/,.]*(\\d{4}|\\d{2})(?!\\d)`,
  'u',
);
const MONTH_DAY_YEAR = new RegExp(
  `(${MONTH_NAME_PATTERN})[\\s\\-/]*(\\d{1,2})(?:st|nd|rd|th)?[\\s,\\-/]+(\\d{4})(?!\\d)`,
  'u',
);
const YEAR_MONTH_DAY = new RegExp(
  `(?<!\\d)(\\d{4})[\\s\\-/]+(${MONTH_NAME_PATTERN})[\\s\\-/]+(\\d{1,2})(?!\\d)`,
  'u',
);

export interface DateMatch {
  iso: string;
  /** Where the date was found in the text. */
  index: number;
  length: number;
}

/** The first date found in the text as YYYY-MM-DD, or null. */
export function parseDate(text: string, options: DateParseOptions = {}): string | null {
  return findDate(text, options)?.iso ?? null;
}

/** The first date in the text with its position; ISO and numeric forms win over written ones. */
export function findDate(text: string, options: DateParseOptions = {}): DateMatch | null {
  const iso = ISO.exec(text);
  if (iso) return matchOf(iso, isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3])));
  const numeric = NUMERIC.exec(text);
  const fromNumeric = numeric ? matchOf(numeric, numericDate(numeric, options)) : null;
  return fromNumeric ?? writtenDate(text) ?? compactIso(text);
}

function matchOf(match: RegExpExecArray, iso: string | null): DateMatch | null {
  return iso ? { iso, index: match.index, length: match[0].length } : null;
}

function numericDate(match: RegExpExecArray, options: DateParseOptions): string | null {
  const first = Number(match[1]);
  const separator = match[2];
  const second = Number(match[3]);
  const year = fullYear(match[4] ?? '');
  const monthFirst = first <= 12 && (second > 12 || (separator !== '.' && options.order === 'mdy'));
  return monthFirst ? isoDate(year, first, second) : isoDate(year, second, first);
}

function writtenDate(text: string): DateMatch | null {
  const dmy = DAY_MONTH_YEAR.exec(text);
  const dmyMonth = dmy ? monthOfName(dmy[2] ?? '') : null;
  if (dmy && dmyMonth)
    return matchOf(dmy, isoDate(fullYear(dmy[3] ?? ''), dmyMonth, Number(dmy[1])));
  const mdy = MONTH_DAY_YEAR.exec(text);
  const mdyMonth = mdy ? monthOfName(mdy[1] ?? '') : null;
  if (mdy && mdyMonth) return matchOf(mdy, isoDate(Number(mdy[3]), mdyMonth, Number(mdy[2])));
  const ymd = YEAR_MONTH_DAY.exec(text);
  const ymdMonth = ymd ? monthOfName(ymd[2] ?? '') : null;
  if (ymd && ymdMonth) return matchOf(ymd, isoDate(Number(ymd[1]), ymdMonth, Number(ymd[3])));
  return null;
}

function compactIso(text: string): DateMatch | null {
  const match = COMPACT_ISO.exec(text);
  return match
    ? matchOf(match, isoDate(Number(match[1]), Number(match[2]), Number(match[3])))
    : null;
}

/** Two-digit years: 00-69 are 20xx, 70-99 are 19xx. */
function fullYear(digits: string): number {
  const year = Number(digits);
  if (digits.length === 4) return year;
  return year < 70 ? 2000 + year : 1900 + year;
}

/** YYYY-MM-DD when the parts form a real calendar day, else null. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < 1900 || year > 2199) return null;
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
