/** Filters and search as SQL conditions, with the semantics of core's record-filter.ts. */
import type { Field } from '@docsift/core/doctype';
import type { ActiveFilter, FilterOperator } from '@docsift/core/record-filter';
import type { RawBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import { foldText } from '@docsift/core/text-key';
import { targetKey } from './record-keys.ts';
import type { RecordSql } from './record-sql.ts';

const comparisons: Record<Exclude<FilterOperator, 'includes' | 'not-includes'>, string> = {
  '==': '=',
  '!=': '<>',
  '>': '>',
  '>=': '>=',
  '<': '<',
  '<=': '<=',
};

/** Null when the filter names no field of the doctype or a value its type cannot read. */
export function filterCondition(
  recordSql: RecordSql,
  fields: readonly Field[],
  filter: ActiveFilter,
): RawBuilder<SqlBool> | null {
  const field = fields.find((f) => f.key === filter.field);
  if (!field) return null;
  if (filter.op === 'includes' || filter.op === 'not-includes') {
    const needle = foldText(filter.value);
    const contains = recordSql.contains(recordSql.folded(field.key), needle);
    if (filter.op === 'not-includes') return sql<SqlBool>`NOT (${contains})`;
    // A value containing the needle puts it in the record's search text too.
    return narrowedBySearchIndex(recordSql, needle, contains);
  }
  const target = targetKey(field.type, filter.value);
  if (target === null) return null;
  return sql<SqlBool>`${recordSql.key(field.key, field.type)} ${sql.raw(comparisons[filter.op])} ${target}`;
}

/** `q`: any value of the record contains the text, ignoring case and accents. */
export function searchCondition(recordSql: RecordSql, q: string): RawBuilder<SqlBool> {
  const needle = foldText(q);
  return narrowedBySearchIndex(
    recordSql,
    needle,
    recordSql.contains(recordSql.searchText(), needle),
  );
}

function narrowedBySearchIndex(
  recordSql: RecordSql,
  needle: string,
  exact: RawBuilder<SqlBool>,
): RawBuilder<SqlBool> {
  const indexed = recordSql.searchIndexHas(needle);
  return indexed ? sql<SqlBool>`(${indexed} AND ${exact})` : exact;
}
