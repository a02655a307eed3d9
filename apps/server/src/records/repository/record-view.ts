/** A records query string compiled against its doctype: which rows, in which order. */
import type { Field } from '@docsift/core/doctype';
import { parseFilterParam, parseSortParam } from '@docsift/core/record-filter';
import type { KeyFilter, TextCondition } from './record-filters.ts';
import { compileFilter, searchCondition } from './record-filters.ts';
import { displayOrder } from './record-order.ts';
import { REVIEW_KEY } from './record-values.ts';
import type { ReviewState } from '@docsift/core/review';
import { UNUSED_KEY } from '@docsift/core/value-key';
import type { DisplayOrder } from './record-order.ts';
import type { RecordSql } from './record-sql.ts';
import type { RecordScope } from '../record-scope.ts';

export interface RecordView {
  doctypeId: string;
  /** Empty: every upload of the doctype. */
  uploadIds: readonly string[];
  /** Empty: any record the other conditions keep. */
  recordIds: readonly string[];
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

/** Records in the review state: an `==` on its row in record_values, as on a field's. */
function reviewFilter(state: ReviewState): KeyFilter {
  return {
    field: REVIEW_KEY,
    op: '==',
    key: { number: UNUSED_KEY.number, text: state },
    isByNumber: false,
  };
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
  const keyFilters = compiled.flatMap((c) => (c.kind === 'key' ? [c.filter] : []));
  return {
    doctypeId: doctype.id,
    uploadIds: uploadIds.includes('all') ? [] : uploadIds,
    recordIds: scope.recordIds ?? [],
    keyFilters: scope.review ? [...keyFilters, reviewFilter(scope.review)] : keyFilters,
    texts: q ? [...texts, searchCondition(recordSql, q)] : texts,
    search: 'scan',
    order: displayOrder(doctype.fields, sort),
    rekeying: doctype.fields.filter((field) => rekeying.includes(field.key)),
  };
}
