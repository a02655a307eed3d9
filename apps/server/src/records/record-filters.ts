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

export type KeyOperator = Exclude<FilterOperator, 'includes' | 'not-includes'>;

/** A comparison of a field's keys with the target's key. */
export interface KeyFilter {
  field: string;
  op: KeyOperator;
  key: ValueKey;
  isByNumber: boolean;
}

/**
 * A condition on the record's folded values (`includes`, `not-includes`, `q`): `exact` decides;
 * `indexed`, when the needle is long enough for the trigram index, holds for every record
 * `exact` holds for, so a query may read the index's candidates first (record-query.ts).
 */
export interface TextCondition {
  exact: RawBuilder<SqlBool>;
  indexed: RawBuilder<SqlBool> | null;
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
      return { kind: 'text', condition: { exact: sql<SqlBool>`NOT (${contains})`, indexed: null } };
    // A value containing the needle puts it in the record's search text too.
    return {
      kind: 'text',
      condition: { exact: contains, indexed: recordSql.searchIndexHas(needle) },
    };
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
  return {
    exact: recordSql.searchTextContains(needle),
    indexed: recordSql.searchIndexHas(needle),
  };
}
