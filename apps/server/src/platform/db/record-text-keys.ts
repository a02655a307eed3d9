/**
 * The text keys records are searched and ordered by (core's text-key.ts), one definition per
 * dialect: SQLite runs these JavaScript functions (registered on every connection, deterministic so indexes may use
 * them); PostgreSQL runs the SQL functions of the records-query migration, which must agree.
 * So do the value keys (core's value-key.ts) a field being re-keyed is compared by
 * (migration field_rekeys on PostgreSQL).
 */
import type { FieldType } from '@docsift/core/doctype';
import type { FieldValue } from '@docsift/core/field-value';
import { foldText, naturalKey } from '@docsift/core/text-key';
import type { ValueKey } from '@docsift/core/value-key';
import { valueKey } from '@docsift/core/value-key';
import type { Database as SqliteConnection } from 'better-sqlite3';

/** Separates values in the search text, so a search never matches across two values. */
export const VALUE_SEPARATOR = '\u001f';

/** Every value of a record's JSON data, folded and separated: what `q` searches. */
export function searchText(data: string): string {
  return Object.values(JSON.parse(data) as Record<string, unknown>)
    .filter((value) => value !== null)
    .map(foldText)
    .join(VALUE_SEPARATOR);
}

export function registerRecordTextKeys(sqlite: SqliteConnection): void {
  const deterministic = { deterministic: true };
  sqlite.function('docsift_natural_key', deterministic, naturalKey);
  sqlite.function('docsift_folded', deterministic, foldText);
  sqlite.function('docsift_search_text', deterministic, (data: unknown) =>
    searchText(String(data)),
  );
  sqlite.function(
    'docsift_key_number',
    deterministic,
    (type: unknown, json: unknown) => keyOf(type, json).number,
  );
  sqlite.function(
    'docsift_key_text',
    deterministic,
    (type: unknown, json: unknown) => keyOf(type, json).text,
  );
}

/** The key of a value given as its JSON text (`data -> '$."field"'`; null when absent). */
function keyOf(type: unknown, json: unknown): ValueKey {
  const value = json === null ? undefined : (JSON.parse(String(json)) as FieldValue);
  return valueKey(String(type) as FieldType, value);
}
