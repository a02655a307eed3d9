/**
 * The text keys records are searched and ordered by, one definition per dialect: SQLite runs
 * these JavaScript functions (registered on every connection, deterministic so indexes may use
 * them); PostgreSQL runs the SQL functions of the records-query migration, which must agree.
 */
import type { Database as SqliteConnection } from 'better-sqlite3';

/** Digit runs shorter than this are zero-padded so that text order is natural order. */
export const NATURAL_DIGITS = 20;

/** Separates values in the search text, so a search never matches across two values. */
export const VALUE_SEPARATOR = '\u001f';

/** What `includes` compares: the value lower-cased, '' when absent. */
export function foldedText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value).toLowerCase();
}

/** Lower case with digit runs padded, so "Item 2" < "item 10" compares as text; '' when absent. */
export function naturalKey(value: unknown): string {
  return foldedText(value).replace(/[0-9]+/g, (digits) => digits.padStart(NATURAL_DIGITS, '0'));
}

/** Every value of a record's JSON data, lower-cased and separated: what `q` searches. */
export function searchText(data: string): string {
  return Object.values(JSON.parse(data) as Record<string, unknown>)
    .filter((value) => value !== null)
    .map(foldedText)
    .join(VALUE_SEPARATOR);
}

export function registerRecordTextKeys(sqlite: SqliteConnection): void {
  const deterministic = { deterministic: true };
  sqlite.function('docsift_natural_key', deterministic, naturalKey);
  sqlite.function('docsift_folded', deterministic, foldedText);
  sqlite.function('docsift_search_text', deterministic, (data: unknown) =>
    searchText(String(data)),
  );
}
