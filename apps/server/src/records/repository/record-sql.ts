/**
 * A record's values as SQL, per dialect: the data column is JSON text on both, read with
 * json_extract on SQLite and as jsonb on PostgreSQL. Field keys come from the doctype
 * (field-keys.ts pattern), so they are written into the SQL as literals: an expression index
 * only serves a query whose expression is identical, parameters included.
 */
import type { Field } from '@docsift/core/doctype';
import type { RawBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../../platform/db/database.ts';

export interface RecordSql {
  /** The field's value folded (case and accents; '' when absent) contains the needle: `includes`. */
  valueContains(field: string, foldedNeedle: string): RawBuilder<SqlBool>;
  /** The search text (all values folded and separated) contains the needle: `q`. */
  searchTextContains(foldedNeedle: string): RawBuilder<SqlBool>;
  /**
   * Records whose search text contains every probe (search-probes.ts: the needle, or some of
   * its trigrams), by the trigram index of migration records_search. A condition to add
   * beside the exact one: it narrows, it does not decide.
   */
  searchIndexHas(probes: readonly string[]): RawBuilder<SqlBool>;
  /**
   * The record's search text as stored, for the planning sample to count a needle's trigrams
   * (search-probes.ts); null on SQLite, which computes it per record in JavaScript: over the
   * sample's 1,000 records that cost more (the `includes` page at a million records 27.5 ms
   * p50 against 12.6) than FTS5 spends on the needle's common trigrams.
   */
  storedSearchText: RawBuilder<string> | null;
  /** The value as JSON text (null when absent), keeping its JSON type. */
  json(field: string): RawBuilder<string | null>;
  /**
   * The field's rows of record_values as they would be, computed from the doctype's live
   * records (the keys by core's valueKey): what a query reads for a field being re-keyed.
   */
  computedKeys(doctypeId: string, field: Pick<Field, 'key' | 'type'>): RawBuilder<unknown>;
}

/** record_values' columns over `records AS r`, with the field's keys from `number` and `text`. */
function keyRows(
  doctypeId: string,
  field: Pick<Field, 'key' | 'type'>,
  keys: { number: RawBuilder<unknown>; text: RawBuilder<unknown> },
): RawBuilder<unknown> {
  return sql`(SELECT r.id AS record_id, r.doctype_id, ${sql.lit(field.key)} AS field_key,
    ${keys.number} AS key_number, ${keys.text} AS key_text, r.created_at, r.upload_id, r.position
    FROM records AS r WHERE r.doctype_id = ${doctypeId} AND r.deleted = ${0})`;
}

const sqliteSql: RecordSql = {
  valueContains: (field, needle) =>
    sql<SqlBool>`instr(docsift_folded(json_extract(data, ${jsonPath(field)})), ${needle}) > 0`,
  searchTextContains: (needle) => sql<SqlBool>`instr(docsift_search_text(data), ${needle}) > 0`,
  searchIndexHas: (probes) =>
    sql<SqlBool>`records.rowid IN (SELECT rowid FROM records_search WHERE records_search MATCH ${probes.map(ftsPhrase).join(' AND ')})`,
  storedSearchText: null,
  json: (field) => sql<string | null>`(data -> ${jsonPath(field)})`,
  computedKeys: (doctypeId, field) => {
    const value = sql`r.data -> ${jsonPath(field.key)}`;
    const type = sql.lit(field.type);
    return keyRows(doctypeId, field, {
      number: sql`docsift_key_number(${type}, ${value})`,
      text: sql`docsift_key_text(${type}, ${value})`,
    });
  },
};

const postgresSql: RecordSql = {
  // A value containing the needle puts it in the stored search text (migration
  // records_search_text): a column read rules out most records before the JSON is parsed.
  valueContains: (field, needle) =>
    sql<SqlBool>`(strpos(records.search_text, ${needle}) > 0
      AND strpos(docsift_folded(data::jsonb ->> ${sql.lit(field)}), ${needle}) > 0)`,
  searchTextContains: (needle) => sql<SqlBool>`strpos(records.search_text, ${needle}) > 0`,
  searchIndexHas: (probes) => {
    const likes = probes.map((probe) => sql`records.search_text LIKE ${likePattern(probe)}`);
    return sql<SqlBool>`(${sql.join(likes, sql` AND `)})`;
  },
  storedSearchText: sql<string>`records.search_text`,
  json: (field) => sql<string | null>`(data::jsonb -> ${sql.lit(field)})::text`,
  // json, not jsonb: a number's text as stored (1e+21) is a text field's key.
  computedKeys: (doctypeId, field) => {
    const value = sql`r.data::json -> ${sql.lit(field.key)}`;
    const type = sql.lit(field.type);
    return keyRows(doctypeId, field, {
      number: sql`docsift_key_number(${type}, ${value})`,
      // record_values.key_text's collation: text compares by code point.
      text: sql`docsift_key_text(${type}, ${value}) COLLATE "C"`,
    });
  },
};

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
