/**
 * Turns a raw value (OCR text or an LLM's JSON) into the typed value a field stores:
 * trimmed strings, numbers, ISO dates, booleans, or null when the raw value does not fit.
 */
import type { FieldType } from '@docsift/core/doctype';
import type { FieldValue } from '@docsift/core/field-value';
import { parseBoolean } from './parse-boolean.ts';
import { isoDate, parseDate, type DateOrder } from './parse-date.ts';
import { parseNumber, type DecimalSeparator } from './parse-number.ts';

/** Document-level conventions that settle ambiguous numbers and dates. */
export interface NormalizeOptions {
  decimal?: DecimalSeparator;
  dateOrder?: DateOrder;
}

export function normalizeValue(
  raw: unknown,
  type: FieldType,
  options: NormalizeOptions = {},
): FieldValue {
  if (raw === null || raw === undefined) return null;
  switch (type) {
    case 'string':
      return normalizeString(raw);
    case 'number':
      return normalizeNumber(raw, options);
    case 'date':
      return normalizeDate(raw, options);
    case 'boolean':
      return normalizeBoolean(raw);
  }
}

function normalizeString(raw: unknown): string | null {
  if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') return null;
  const text = String(raw).replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

function normalizeNumber(raw: unknown, options: NormalizeOptions): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== 'string') return null;
  return parseNumber(raw, options.decimal ? { decimal: options.decimal } : {});
}

function normalizeDate(raw: unknown, options: NormalizeOptions): string | null {
  if (raw instanceof Date) {
    return Number.isNaN(raw.getTime())
      ? null
      : isoDate(raw.getUTCFullYear(), raw.getUTCMonth() + 1, raw.getUTCDate());
  }
  if (typeof raw !== 'string') return null;
  return parseDate(raw, options.dateOrder ? { order: options.dateOrder } : {});
}

function normalizeBoolean(raw: unknown): boolean | null {
  if (typeof raw === 'boolean') return raw;
  if (typeof raw === 'number') return raw === 1 ? true : raw === 0 ? false : null;
  if (typeof raw !== 'string') return null;
  return parseBoolean(raw);
}
