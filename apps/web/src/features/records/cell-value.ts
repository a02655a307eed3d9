import type { FieldType } from '@docsift/core/doctype';
import type { FieldValue } from '@docsift/core/field-value';

/** Below this extractor confidence a value is marked for the reviewer to check first. */
export const LOW_CONFIDENCE = 0.7;

/** A value as the table shows it. */
export const cellText = (value: FieldValue | undefined): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'boolean'
      ? value
        ? '✓'
        : '✗'
      : String(value);

/** A value as its editor's input holds it. */
export const cellInput = (value: FieldValue | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/**
 * What an editor's input saves as, by the field's type: an empty input clears the value; a
 * number the browser could not read stays undefined so the editor keeps it open, not lost.
 */
export function parseCellInput(type: FieldType, raw: string): FieldValue | undefined {
  const text = raw.trim();
  if (text === '') return null;
  switch (type) {
    case 'number': {
      const number = Number(text.replace(',', '.'));
      return Number.isFinite(number) ? number : undefined;
    }
    case 'boolean':
      return text === 'true';
    case 'date':
      return text;
    case 'string':
      return raw;
  }
}
