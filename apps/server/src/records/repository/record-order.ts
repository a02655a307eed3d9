/**
 * The display order and keyset pagination. Every order ends in the default order (newest
 * first, then by upload and position) and the id, so it is total: a cursor holds the last
 * row's keys and the next page starts strictly after them, whatever was inserted meanwhile.
 * A sort by a field orders by its keys in record_values, ties in display order; descending
 * reverses the whole order, ties included, so one index serves both directions.
 */
import type { Field } from '@docsift/core/doctype';
import type { TableSort } from '@docsift/core/record-filter';
import type { RawBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import type { Tables } from '../../platform/db/schema.ts';
import { sql } from 'kysely';

export interface OrderTerm {
  key: RawBuilder<unknown>;
  dir: 'asc' | 'desc';
}

export interface DisplayOrder {
  /** The sorted field, or null for the default order. */
  field: string | null;
  dir: 'asc' | 'desc';
  /** The sort applied ('' for the default), so a cursor made under another sort is refused. */
  name: string;
}

/** A sort naming no field of the doctype falls back to the default order. */
export function displayOrder(fields: readonly Field[], sort: TableSort | null): DisplayOrder {
  const field = sort && fields.find((f) => f.key === sort.field);
  if (!field || !sort) return { field: null, dir: 'asc', name: '' };
  return { field: field.key, dir: sort.dir, name: `${field.key}:${sort.dir}` };
}

/** The default order over the display-order columns of `table` (records or record_values). */
export function defaultTerms(table: string, id: string): OrderTerm[] {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  return [
    { key: column('created_at'), dir: 'desc' },
    { key: column('upload_id'), dir: 'asc' },
    { key: column('position'), dir: 'asc' },
    { key: column(id), dir: 'asc' },
  ];
}

/** The sorted field's order over its record_values row `alias` (record_values_order_idx). */
export function fieldTerms(alias: string, dir: 'asc' | 'desc'): OrderTerm[] {
  const keys: OrderTerm[] = [
    { key: sql.ref(`${alias}.key_number`), dir: 'asc' },
    { key: sql.ref(`${alias}.key_text`), dir: 'asc' },
    ...defaultTerms(alias, 'record_id'),
  ];
  return dir === 'asc' ? keys : keys.map(reversed);
}

function reversed(term: OrderTerm): OrderTerm {
  return { ...term, dir: term.dir === 'asc' ? 'desc' : 'asc' };
}

/**
 * Rows after the cursor's keys: (k0 beyond v0) or (k0 = v0 and k1 beyond v1) or ... The
 * leading `k0 >= v0` (or <=) repeats what the disjunction implies so planners see a range.
 */
export function afterKeys(
  order: readonly OrderTerm[],
  values: readonly unknown[],
): RawBuilder<SqlBool> {
  return beyondKeys(order, values, false);
}

/** Rows up to the keys, the row holding them included: the end of a range read window by window. */
export function upToKeys(
  order: readonly OrderTerm[],
  values: readonly unknown[],
): RawBuilder<SqlBool> {
  return beyondKeys(order.map(reversed), values, true);
}

/** Rows beyond the keys in `order`, and with `isInclusive` the row holding them. */
function beyondKeys(
  order: readonly OrderTerm[],
  values: readonly unknown[],
  isInclusive: boolean,
): RawBuilder<SqlBool> {
  const equal = (i: number) => order.slice(0, i).map((term, j) => sql`${term.key} = ${values[j]}`);
  const beyond = (i: number) =>
    sql`${order[i]!.key} ${sql.raw(order[i]!.dir === 'asc' ? '>' : '<')} ${values[i]}`;
  const branches = order.map((_, i) => sql.join([...equal(i), beyond(i)], sql` AND `));
  if (isInclusive) branches.push(sql.join(equal(order.length), sql` AND `));
  const first = order[0]!;
  return sql<SqlBool>`${first.key} ${sql.raw(first.dir === 'asc' ? '>=' : '<=')} ${values[0]} AND ((${sql.join(branches, sql`) OR (`)}))`;
}

/**
 * The query's records in display order, from after the row whose display keys (created, upload,
 * position, id) `after` holds, or from the first when null: a range of records_display_order_idx
 * per batch of a walk over a doctype's records.
 */
export function inDisplayOrderAfter<O>(
  query: SelectQueryBuilder<Tables, 'records', O>,
  after: readonly unknown[] | null,
): SelectQueryBuilder<Tables, 'records', O> {
  return query
    .$call((q) => (after ? q.where(afterKeys(defaultTerms('records', 'id'), after)) : q))
    .orderBy('created_at', 'desc')
    .orderBy('upload_id')
    .orderBy('position')
    .orderBy('id');
}
