import type { FieldType } from './doctype.ts';

/** One extracted or edited cell: a typed value, or null when absent. */
export type FieldValue = string | number | boolean | null;

/** The JSON type a field's value takes (dates are ISO `YYYY-MM-DD` strings). */
export function isValueOfType(value: FieldValue, type: FieldType): boolean {
  if (value === null) return true;
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'date':
      return typeof value === 'string' && isCalendarDate(value);
    case 'boolean':
      return typeof value === 'boolean';
  }
}

/** `YYYY-MM-DD` naming a day that exists (no 2026-02-30). */
function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}
