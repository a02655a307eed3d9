/**
 * Record filter and sort semantics (spec section 5), shared by the server's queries and the
 * web table so both agree on what a filter matches and how rows order.
 */
import { z } from 'zod';
import type { FieldValue } from './field-value.ts';
import { boundedKey, compareCodePoints, foldText, naturalKey } from './text-key.ts';
import type { ReviewState } from './review.ts';

export const filterOperators = [
  '==',
  '!=',
  '>',
  '>=',
  '<',
  '<=',
  'includes',
  'not-includes',
] as const;
export const filterOperatorSchema = z.enum(filterOperators);
export type FilterOperator = z.infer<typeof filterOperatorSchema>;

/** A filter as the user builds it; field or op may still be unset while editing. */
export interface FieldFilter {
  id?: string;
  field?: string | null;
  op?: FilterOperator | null;
  value?: string | null;
}

export const tableSortSchema = z.object({ field: z.string().min(1), dir: z.enum(['asc', 'desc']) });
export type TableSort = z.infer<typeof tableSortSchema>;

/** A filter that can actually be applied. */
export type ActiveFilter = { field: string; op: FilterOperator; value: string };

/** What a records table shows beside the upload: the web keeps it in the address, an export carries it. */
export interface RecordView {
  q: string;
  filters: ActiveFilter[];
  sort: TableSort | null;
  /** Only records in this review state (absent: all). */
  review?: ReviewState;
}

/**
 * Natural ordering: numbers by value, strings by their natural key (text-key.ts: digit-aware,
 * ignoring case and accents, so "item 2" < "Item 10" and "Muller" = "Müller"), booleans
 * false < true, nulls before everything.
 */
export function naturalCompare(a: FieldValue | undefined, b: FieldValue | undefined): number {
  const aMissing = a === null || a === undefined || a === '';
  const bMissing = b === null || b === undefined || b === '';
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? -1 : 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  // A number against its target as text ("5", from a filter) compares as numbers.
  if (typeof a === 'number' || typeof b === 'number') {
    const numA = asNumber(a);
    const numB = asNumber(b);
    if (numA !== null && numB !== null) return numA - numB;
  }
  // Text against text by natural keys, which order plain numbers by value ("2.25" < "2.5"),
  // as the server's text keys do, bounded as they are.
  return compareCodePoints(boundedKey(naturalKey(a)), boundedKey(naturalKey(b)));
}

function asNumber(value: FieldValue): number | null {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || !/^\s*-?\d+(\.\d+)?\s*$/.test(value)) return null;
  return Number(value);
}

/** Filters missing a field or an op are ignored. */
export function activeFilters(filters: readonly FieldFilter[]): ActiveFilter[] {
  return filters.flatMap((f) =>
    f.field && f.op ? [{ field: f.field, op: f.op, value: f.value ?? '' }] : [],
  );
}

/** An absent value folds to '', which includes only an empty needle. */
function includesFolded(haystack: FieldValue | undefined, needle: string): boolean {
  return foldText(haystack).includes(foldText(needle));
}

/** Whether one value passes one filter. */
export function matchesFilter(value: FieldValue | undefined, filter: ActiveFilter): boolean {
  const { op, value: target } = filter;
  switch (op) {
    case 'includes':
      return includesFolded(value, target);
    case 'not-includes':
      return !includesFolded(value, target);
    case '==':
      return naturalCompare(value, target) === 0;
    case '!=':
      return naturalCompare(value, target) !== 0;
    case '>':
      return naturalCompare(value, target) > 0;
    case '>=':
      return naturalCompare(value, target) >= 0;
    case '<':
      return naturalCompare(value, target) < 0;
    case '<=':
      return naturalCompare(value, target) <= 0;
  }
}

interface FilterableRecord {
  deleted?: boolean;
  data: Readonly<Record<string, FieldValue>>;
}

/** Records passing every active filter; records marked deleted are hidden. */
export function filterRecords<R extends FilterableRecord>(
  records: readonly R[],
  filters: readonly FieldFilter[],
): R[] {
  const active = activeFilters(filters);
  return records.filter(
    (r) => !r.deleted && active.every((f) => matchesFilter(r.data[f.field], f)),
  );
}

/** A stable sort by one field in natural order. */
export function sortRecords<R extends FilterableRecord>(
  records: readonly R[],
  sort: TableSort | null | undefined,
): R[] {
  if (!sort) return [...records];
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...records].sort((a, b) => sign * naturalCompare(a.data[sort.field], b.data[sort.field]));
}

/** `field_abc:includes:acme` (the query-string form); the value may itself contain colons. */
export function parseFilterParam(param: string): ActiveFilter | null {
  const first = param.indexOf(':');
  if (first <= 0) return null;
  const rest = param.slice(first + 1);
  const op = filterOperators.find(
    (candidate) => rest === candidate || rest.startsWith(`${candidate}:`),
  );
  if (!op) return null;
  return { field: param.slice(0, first), op, value: rest.slice(op.length + 1) };
}

export function formatFilterParam(filter: ActiveFilter): string {
  return `${filter.field}:${filter.op}:${filter.value}`;
}

/** `field_abc:desc` */
export function parseSortParam(param: string): TableSort | null {
  const parsed = tableSortSchema.safeParse({
    field: param.split(':')[0],
    dir: param.split(':')[1] ?? 'asc',
  });
  return parsed.success ? parsed.data : null;
}
