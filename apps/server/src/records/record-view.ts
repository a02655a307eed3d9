/** A records query string compiled against its doctype: which rows, in which order. */
import type { Field } from '@docsift/core/doctype';
import type { RecordQuery } from '@docsift/core/record';
import { parseFilterParam, parseSortParam } from '@docsift/core/record-filter';
import type { KeyFilter, TextCondition } from './record-filters.ts';
import { compileFilter, searchCondition } from './record-filters.ts';
import { displayOrder } from './record-order.ts';
import type { DisplayOrder } from './record-order.ts';
import type { RecordSql } from './record-sql.ts';

/** What a view shows, without the page position: also what an export writes (of several uploads). */
export type RecordScope = Pick<RecordQuery, 'q' | 'filter' | 'sort'> & {
  upload?: string | readonly string[];
};

export interface RecordView {
  doctypeId: string;
  /** Empty: every upload of the doctype. */
  uploadIds: readonly string[];
  /** Comparisons, answered by the field-key index. */
  keyFilters: KeyFilter[];
  /** Text conditions on the record (includes, not-includes, q). */
  texts: TextCondition[];
  /**
   * How the text conditions are read (record-query.ts chooses): `scan` checks each record in
   * the view's order, stopping with the page; `index` reads the trigram index's candidates
   * and orders them.
   */
  search: 'scan' | 'index';
  order: DisplayOrder;
  /**
   * Fields being re-keyed (field-rekeys.ts): their rows in record_values may be stale, so the
   * query compares and sorts them by keys computed from the records instead.
   */
  rekeying: Pick<Field, 'key' | 'type'>[];
}

/** `rekeying`: the keys of the doctype's fields being re-keyed. */
export function compileView(
  recordSql: RecordSql,
  doctype: { id: string; fields: readonly Field[] },
  scope: RecordScope,
  rekeying: readonly string[] = [],
): RecordView {
  const compiled = [scope.filter ?? []].flat().flatMap((param) => {
    const filter = parseFilterParam(param);
    const result = filter && compileFilter(recordSql, doctype.fields, filter);
    return result ? [result] : [];
  });
  const q = scope.q?.trim();
  const sort = scope.sort ? parseSortParam(scope.sort) : null;
  const texts = compiled.flatMap((c) => (c.kind === 'text' ? [c.condition] : []));
  const uploadIds = [scope.upload ?? []].flat();
  return {
    doctypeId: doctype.id,
    uploadIds: uploadIds.includes('all') ? [] : uploadIds,
    keyFilters: compiled.flatMap((c) => (c.kind === 'key' ? [c.filter] : [])),
    texts: q ? [...texts, searchCondition(recordSql, q)] : texts,
    search: 'scan',
    order: displayOrder(doctype.fields, sort),
    rekeying: doctype.fields.filter((field) => rekeying.includes(field.key)),
  };
}
