/**
 * A filter's target value as the key its field's values are compared by (record-sql.ts `key`):
 * numbers as numbers, dates as ISO text, text by natural key. An empty target stands for an
 * absent value; a target the field's type cannot read gives null and the filter is ignored.
 */
import type { FieldType } from '@docsift/core/doctype';
import { naturalKey } from '@docsift/core/text-key';
import { ABSENT_NUMBER, booleanKeys } from './record-sql.ts';

const numberPattern = /^-?\d+(\.\d+)?$/;
const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

export function targetKey(type: FieldType, target: string): string | number | null {
  const value = target.trim();
  switch (type) {
    case 'string':
      return naturalKey(target);
    case 'number':
      if (value === '') return ABSENT_NUMBER;
      return numberPattern.test(value) ? Number(value) : null;
    case 'date':
      return value === '' || isoDatePattern.test(value) ? value : null;
    case 'boolean':
      if (value === '') return booleanKeys.absent;
      return value === 'true' || value === 'false' ? booleanKeys[value] : null;
  }
}
