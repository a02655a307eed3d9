/**
 * A record's values as SQL, per dialect: the data column is JSON text on both, read with
 * json_extract on SQLite and as jsonb on PostgreSQL. Field keys come from the doctype
 * (field-keys.ts pattern), so they are written into the SQL as literals: an expression index
 * only serves a query whose expression is identical, parameters included.
 */
import type { FieldType } from '@docsift/core/doctype';
import type { RawBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../platform/db/database.ts';

/** What the key of an absent number sorts as: below every value, as core's naturalCompare has it. */
export const ABSENT_NUMBER = -1e308;
/** Booleans as keys: absent < false < true. */
export const booleanKeys = { absent: -1, false: 0, true: 1 } as const;

export interface RecordSql {
  /**
   * The field's value as a key that is never null and orders as core's naturalCompare orders
   * values of the field's type; filters compare it with the target's key (record-keys.ts).
   */
  key(field: string, type: FieldType): RawBuilder<unknown>;
  /** The field's value folded (case and accents), '' when absent: what `includes` looks in. */
  folded(field: string): RawBuilder<string>;
  /** All values folded and separated: what `q` looks in. */
  searchText(): RawBuilder<string>;
  contains(haystack: RawBuilder<string>, foldedNeedle: string): RawBuilder<SqlBool>;
  /**
   * Records whose search text contains the needle, by the trigram index of migration
   * records_search; null for needles shorter than a trigram, which the index cannot narrow.
   * A condition to add beside the exact one: it narrows, it does not decide.
   */
  searchIndexHas(foldedNeedle: string): RawBuilder<SqlBool> | null;
  /** The value as JSON text (null when absent), keeping its JSON type. */
  json(field: string): RawBuilder<string | null>;
}

const sqliteSql: RecordSql = {
  key(field, type) {
    const path = jsonPath(field);
    switch (type) {
      case 'string':
        return sql`docsift_natural_key(json_extract(data, ${path}))`;
      case 'number':
        return sql`(CASE WHEN json_type(data, ${path}) IN ('integer', 'real') THEN json_extract(data, ${path}) ELSE ${sql.lit(ABSENT_NUMBER)} END)`;
      case 'date':
        return sql`(CASE WHEN json_type(data, ${path}) = 'text' THEN json_extract(data, ${path}) ELSE '' END)`;
      case 'boolean':
        return sql`(CASE json_type(data, ${path}) WHEN 'true' THEN ${sql.lit(booleanKeys.true)} WHEN 'false' THEN ${sql.lit(booleanKeys.false)} ELSE ${sql.lit(booleanKeys.absent)} END)`;
    }
  },
  folded: (field) => sql<string>`docsift_folded(json_extract(data, ${jsonPath(field)}))`,
  searchText: () => sql<string>`docsift_search_text(data)`,
  contains: (haystack, needle) => sql<SqlBool>`instr(${haystack}, ${needle}) > 0`,
  searchIndexHas: (needle) =>
    isTrigramLong(needle)
      ? sql<SqlBool>`records.rowid IN (SELECT rowid FROM records_search WHERE records_search MATCH ${ftsPhrase(needle)})`
      : null,
  json: (field) => sql<string | null>`(data -> ${jsonPath(field)})`,
};

const postgresSql: RecordSql = {
  key(field, type) {
    const node = sql`(data::jsonb -> ${sql.lit(field)})`;
    const text = sql`(data::jsonb ->> ${sql.lit(field)})`;
    switch (type) {
      case 'string':
        return sql`(docsift_natural_key(${text}) COLLATE "C")`;
      case 'number':
        return sql`(CASE WHEN jsonb_typeof(${node}) = 'number' THEN ${text}::float8 ELSE ${sql.lit(ABSENT_NUMBER)}::float8 END)`;
      case 'date':
        return sql`(CASE WHEN jsonb_typeof(${node}) = 'string' THEN ${text} ELSE '' END COLLATE "C")`;
      case 'boolean':
        return sql`(CASE jsonb_typeof(${node}) WHEN 'boolean' THEN (CASE WHEN ${text} = 'true' THEN ${sql.lit(booleanKeys.true)} ELSE ${sql.lit(booleanKeys.false)} END) ELSE ${sql.lit(booleanKeys.absent)} END)`;
    }
  },
  folded: (field) => sql<string>`docsift_folded(data::jsonb ->> ${sql.lit(field)})`,
  searchText: () => sql<string>`docsift_search_text(data)`,
  contains: (haystack, needle) => sql<SqlBool>`strpos(${haystack}, ${needle}) > 0`,
  searchIndexHas: (needle) =>
    isTrigramLong(needle)
      ? sql<SqlBool>`docsift_search_text(data) LIKE ${likePattern(needle)}`
      : null,
  json: (field) => sql<string | null>`(data::jsonb -> ${sql.lit(field)})::text`,
};

/** Trigrams are of characters (code points), as both FTS5 and pg_trgm count them. */
function isTrigramLong(needle: string): boolean {
  return [...needle].length >= 3;
}

/** An FTS5 phrase: in a trigram table, the rows containing the text anywhere. */
function ftsPhrase(needle: string): string {
  return `"${needle.replaceAll('"', '""')}"`;
}

/** LIKE's wildcards and its escape character (backslash on PostgreSQL) taken literally. */
function likePattern(needle: string): string {
  return `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function jsonPath(field: string): RawBuilder<string> {
  return sql.lit(`$."${field}"`);
}

export function recordSql(dialect: DialectName): RecordSql {
  return dialect === 'sqlite' ? sqliteSql : postgresSql;
}
