/**
 * The records query: a page in display order after a cursor, the capped total of the same
 * rows, and a field's distinct values. docs/records-storage.md explains the indexes it relies on.
 */
import type { DocRecord } from '@docsift/core/record';
import type { FieldValue } from '@docsift/core/field-value';
import { naturalCompare } from '@docsift/core/record-filter';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../platform/db/database.ts';
import type { Tables } from '../platform/db/schema.ts';
import { decodeCursor, encodeCursor } from './record-cursor.ts';
import { afterKeys } from './record-order.ts';
import { recordSql as recordSqlOf } from './record-sql.ts';
import type { RecordView } from './record-view.ts';
import { toRecord } from './records.repository.ts';

/** Counting stops here: past it the total is a lower bound ("10,000+"), see records-storage.md. */
export const TOTAL_CAP = 10_000;
/** A field with more distinct values than this gets no suggestions. */
export const MAX_SUGGESTED_VALUES = 100;

export interface RecordsSlice {
  records: DocRecord[];
  cursor: string | null;
}

export interface ValuesSlice {
  values: DocRecord['data'][];
  cursor: string | null;
}

export function createRecordQuery(db: Kysely<Tables>, dialect: DialectName) {
  const recordSql = recordSqlOf(dialect);

  function visible(doctypeId: string) {
    return db.selectFrom('records').where('doctype_id', '=', doctypeId).where('deleted', '=', 0);
  }

  function matching(view: RecordView) {
    let query = visible(view.doctypeId);
    if (view.uploadId) query = query.where('upload_id', '=', view.uploadId);
    for (const condition of view.conditions) query = query.where(condition);
    return query;
  }

  /** The SQL of a page; the plan tests read its EXPLAIN. */
  function pageQuery(view: RecordView, limit: number, cursor?: string) {
    return inOrder(view, matching(view).selectAll(), limit, cursor);
  }

  /** `query`'s rows in the view's display order after `cursor`, with their keys as k0, k1, … */
  function inOrder<Row>(
    view: RecordView,
    query: SelectQueryBuilder<Tables, 'records', Row>,
    limit: number,
    cursor: string | undefined,
  ) {
    const { terms, name } = view.order;
    let ordered = query.select(terms.map((term, i) => term.key.as(`k${i}`)));
    if (cursor) ordered = ordered.where(afterKeys(terms, decodeCursor(cursor, name, terms.length)));
    for (const term of terms) ordered = ordered.orderBy(term.key, term.dir);
    return ordered.limit(limit + 1);
  }

  /** The cursor after the last of `limit` rows, when more rows followed. */
  function nextCursor(view: RecordView, rows: readonly object[], limit: number): string | null {
    const last = rows[limit - 1] as Record<string, string | number> | undefined;
    if (rows.length <= limit || !last) return null;
    return encodeCursor(
      view.order.name,
      view.order.terms.map((_, i) => last[`k${i}`]!),
    );
  }

  return {
    recordSql,

    pageQuery,

    /** Up to `limit` records after `cursor` (the one a previous page answered). */
    async page(view: RecordView, limit: number, cursor?: string): Promise<RecordsSlice> {
      const rows = await pageQuery(view, limit, cursor).execute();
      return { records: rows.slice(0, limit).map(toRecord), cursor: nextCursor(view, rows, limit) };
    },

    /** Like `page`, the values only: what an export writes, without provenance and edits to read. */
    async valuesPage(view: RecordView, limit: number, cursor?: string): Promise<ValuesSlice> {
      const rows = await inOrder(view, matching(view).select('data'), limit, cursor).execute();
      return {
        values: rows.slice(0, limit).map((row) => JSON.parse(row.data) as DocRecord['data']),
        cursor: nextCursor(view, rows, limit),
      };
    },

    /** The number of matching records, exact up to TOTAL_CAP. */
    async total(view: RecordView): Promise<{ total: number; totalExact: boolean }> {
      const { count } = await db
        .selectFrom(
          matching(view)
            .select(sql.lit(1).as('one'))
            .limit(TOTAL_CAP + 1)
            .as('matching'),
        )
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      const counted = Number(count);
      return counted > TOTAL_CAP
        ? { total: TOTAL_CAP, totalExact: false }
        : { total: counted, totalExact: true };
    },

    /** The field's distinct values in natural order; null when there are too many to suggest. */
    async values(doctypeId: string, field: string): Promise<FieldValue[] | null> {
      const json = recordSql.json(field);
      const rows = await visible(doctypeId)
        .where(json, 'is not', null)
        .where(json, '<>', 'null')
        .select(json.as('value'))
        .distinct()
        .limit(MAX_SUGGESTED_VALUES + 1)
        .execute();
      if (rows.length > MAX_SUGGESTED_VALUES) return null;
      return rows.map((row) => JSON.parse(row.value!) as FieldValue).sort(naturalCompare);
    },
  };
}

export type RecordQueryRepository = ReturnType<typeof createRecordQuery>;
