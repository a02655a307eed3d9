/**
 * The display order and keyset pagination. Every order ends in the default order (newest
 * first, then by upload and position) and the id, so it is total: a cursor holds the last
 * row's keys and the next page starts strictly after them, whatever was inserted meanwhile.
 */
import type { Field } from '@docsift/core/doctype';
import type { TableSort } from '@docsift/core/record-filter';
import type { RawBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { RecordSql } from './record-sql.ts';

export interface OrderTerm {
  key: RawBuilder<unknown>;
  dir: 'asc' | 'desc';
}

const defaultOrder: OrderTerm[] = [
  { key: sql.ref('created_at'), dir: 'desc' },
  { key: sql.ref('upload_id'), dir: 'asc' },
  { key: sql.ref('position'), dir: 'asc' },
  { key: sql.ref('id'), dir: 'asc' },
];

export interface DisplayOrder {
  terms: OrderTerm[];
  /** The sort applied ('' for the default), so a cursor made under another sort is refused. */
  name: string;
}

/** A sort naming no field of the doctype falls back to the default order. */
export function displayOrder(
  recordSql: RecordSql,
  fields: readonly Field[],
  sort: TableSort | null,
): DisplayOrder {
  const field = sort && fields.find((f) => f.key === sort.field);
  if (!field || !sort) return { terms: defaultOrder, name: '' };
  return {
    terms: [{ key: recordSql.key(field.key, field.type), dir: sort.dir }, ...defaultOrder],
    name: `${field.key}:${sort.dir}`,
  };
}

/**
 * Rows after the cursor's keys: (k0 beyond v0) or (k0 = v0 and k1 beyond v1) or ... The
 * leading `k0 >= v0` (or <=) repeats what the disjunction implies so planners see a range.
 */
export function afterKeys(
  order: readonly OrderTerm[],
  values: readonly unknown[],
): RawBuilder<SqlBool> {
  const beyond = (i: number) =>
    sql`${order[i]!.key} ${sql.raw(order[i]!.dir === 'asc' ? '>' : '<')} ${values[i]}`;
  const branches = order.map((_, i) =>
    sql.join(
      [...order.slice(0, i).map((term, j) => sql`${term.key} = ${values[j]}`), beyond(i)],
      sql` AND `,
    ),
  );
  const first = order[0]!;
  return sql<SqlBool>`${first.key} ${sql.raw(first.dir === 'asc' ? '>=' : '<=')} ${values[0]} AND ((${sql.join(branches, sql`) OR (`)}))`;
}
