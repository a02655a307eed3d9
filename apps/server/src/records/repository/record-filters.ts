/**
 * Filters and search as SQL, with the semantics of core's record-filter.ts. Comparisons are
 * of keys (core's value-key.ts) in the field-key index, record_values; `includes`, `not-includes`
 * and `q` look in the record's folded values.
 */
import type { Field } from '@docsift/core/doctype';
import type { ActiveFilter, FilterOperator } from '@docsift/core/record-filter';
import type { RawBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import { foldText } from '@docsift/core/text-key';
import type { ValueKey } from '@docsift/core/value-key';
import { isKeyedByNumber, targetKey, UNUSED_KEY } from '@docsift/core/value-key';
import type { RecordSql } from './record-sql.ts';
import { isTrigramLong } from './search-probes.ts';

export type KeyOperator = Exclude<FilterOperator, 'includes' | 'not-includes'>;

/** A comparison of a field's keys with the target's key. */
export interface KeyFilter {
  field: string;
  op: KeyOperator;
  key: ValueKey;
  isByNumber: boolean;
}

/**
 * A condition on the record's folded values (`includes`, `not-includes`, `q`): `exact` decides.
 * `needle`, when the trigram index can narrow the condition, is in the search text of every
 * record `exact` holds for, and so is each of its `probes` (search-probes.ts), which a query
 * may look up in the index to read its candidates first (record-query.ts).
 */
export interface TextCondition {
  exact: RawBuilder<SqlBool>;
  needle: string | null;
  probes: readonly string[];
}

/** A text condition the index narrows, at first by the whole needle, when it is long enough. */
function indexable(exact: RawBuilder<SqlBool>, needle: string): TextCondition {
  return isTrigramLong(needle)
    ? { exact, needle, probes: [needle] }
    : { exact, needle: null, probes: [] };
}

export type CompiledFilter =
  { kind: 'key'; filter: KeyFilter } | { kind: 'text'; condition: TextCondition };

const comparisons: Record<KeyOperator, string> = {
  '==': '=',
  '!=': '<>',
  '>': '>',
  '>=': '>=',
  '<': '<',
  '<=': '<=',
};

/** Null when the filter names no field of the doctype or a value its type cannot read. */
export function compileFilter(
  recordSql: RecordSql,
  fields: readonly Field[],
  filter: ActiveFilter,
): CompiledFilter | null {
  const field = fields.find((f) => f.key === filter.field);
  if (!field) return null;
  if (filter.op === 'includes' || filter.op === 'not-includes') {
    const needle = foldText(filter.value);
    const contains = recordSql.valueContains(field.key, needle);
    if (filter.op === 'not-includes')
      return {
        kind: 'text',
        condition: { exact: sql<SqlBool>`NOT (${contains})`, needle: null, probes: [] },
      };
    // A value containing the needle puts it in the record's search text too.
    return { kind: 'text', condition: indexable(contains, needle) };
  }
  const key = targetKey(field.type, filter.value);
  if (key === null) return null;
  return {
    kind: 'key',
    filter: { field: field.key, op: filter.op, key, isByNumber: isKeyedByNumber(field.type) },
  };
}

/**
 * The filter on the record_values row `alias` of its field. The half of the key a type does
 * not use is named as the constant it is, so the condition is a range of the order index.
 */
export function keyCondition(alias: string, filter: KeyFilter): RawBuilder<SqlBool> {
  const number = sql.ref(`${alias}.key_number`);
  const text = sql.ref(`${alias}.key_text`);
  const op = sql.raw(comparisons[filter.op]);
  return filter.isByNumber
    ? sql<SqlBool>`${number} ${op} ${filter.key.number} AND ${text} = ${sql.lit(UNUSED_KEY.text)}`
    : sql<SqlBool>`${number} = ${sql.lit(UNUSED_KEY.number)} AND ${text} ${op} ${filter.key.text}`;
}

/** `q`: any value of the record contains the text, ignoring case and accents. */
export function searchCondition(recordSql: RecordSql, q: string): TextCondition {
  const needle = foldText(q);
  return indexable(recordSql.searchTextContains(needle), needle);
}
