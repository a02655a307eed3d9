import type { FieldType } from '@docsift/core/doctype';
import type { FieldValue } from '@docsift/core/field-value';
import { isValueOfType } from '@docsift/core/field-value';

/** One formatter per language and kind: a table paints thousands of cells. */
function cachedFormat<T>(make: (language: string) => T): (language: string) => T {
  const made = new Map<string, T>();
  return (language) => {
    let format = made.get(language);
    if (!format) made.set(language, (format = make(language)));
    return format;
  };
}

// Four-digit numbers (years, codes) stay ungrouped; every digit of the value is kept.
export const shownNumber = cachedFormat(
  (language) => new Intl.NumberFormat(language, { maximumFractionDigits: 20, useGrouping: 'min2' }),
);
const typedNumber = cachedFormat(
  (language) => new Intl.NumberFormat(language, { maximumFractionDigits: 20, useGrouping: false }),
);
// Dates are calendar days: formatted in UTC, where `YYYY-MM-DD` is read, so no zone shifts them.
export const shownDate = cachedFormat(
  (language) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }),
);

/** A value as the table shows it, numbers and dates in the format of `language`. */
export function cellText(value: FieldValue | undefined, type: FieldType, language: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (typeof value === 'number') return shownNumber(language).format(value);
  if (type === 'date' && isValueOfType(value, 'date'))
    return shownDate(language).format(new Date(`${value}T00:00:00Z`));
  return value;
}

/** A value as its editor's input holds it: a number with the language's decimal mark. */
export const cellInput = (value: FieldValue | undefined, language: string): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'number'
      ? typedNumber(language).format(value)
      : String(value);
