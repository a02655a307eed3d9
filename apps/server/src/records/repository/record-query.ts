/**
 * The records query: a scope compiled to a planned view, a page of it in display order after a
 * cursor, the capped total of the same rows, and a field's distinct values. docs/records-storage.md explains the indexes it relies on.
 */
import type { Field } from '@docsift/core/doctype';
import type { DocRecord, RecordCount } from '@docsift/core/record';
import type { FieldValue } from '@docsift/core/field-value';
import { RECORDS_TOTAL_CAP } from '@docsift/core/limits';
import { naturalCompare } from '@docsift/core/record-filter';
import type { ReviewState } from '@docsift/core/review';
import type { Kysely, RawBuilder, Selectable, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../../platform/db/database.ts';
import type { RecordsTable, Tables } from '../../platform/db/schema.ts';
import { decodeCursor, encodeCursor } from './record-cursor.ts';
import type { KeyFilter } from './record-filters.ts';
import { keyCondition } from './record-filters.ts';
import type { OrderTerm } from './record-order.ts';
import { afterKeys, defaultTerms, displayOrder, fieldTerms, upToKeys } from './record-order.ts';
import { createFieldRekeys } from './field-rekeys.ts';
import type { RecordOrigin } from './record-origins.ts';
import { firstPage, uploadOrigins } from './record-origins.ts';
import { recordSql as recordSqlOf } from './record-sql.ts';
import { chooseProbes, probeTrigrams } from './search-probes.ts';
import type { RecordView } from './record-view.ts';
import { compileView } from './record-view.ts';
import type { RecordScope } from '../record-scope.ts';
import { toRecord } from './records.repository.ts';

/** A field with more distinct values than this gets no suggestions. */
export const MAX_SUGGESTED_VALUES = 100;
/**
 * What a search reads in the view's order: `sample`, its first records, tell a common needle
 * from a rare one; a scanned search's total checks at most `scanCount` records, past which it
 * is the matches found so far, a lower bound (a needle that common has far too many trigram
 * candidates to count).
 */
export interface SearchLimits {
  sample: number;
  scanCount: number;
}

const searchLimits: SearchLimits = { sample: 1000, scanCount: 20_000 };

/**
 * A scanned text condition's total checks only the view's first `scanCount` records: past them
 * it is a lower bound, which record-count.ts makes exact window by window.
 */
export function isScanLimited(view: RecordView): boolean {
  return view.texts.length > 0 && view.search === 'scan';
}

/** The view's uploads (none: all); one compares with `=`, as the query plans were measured. */
function uploadConditions(column: string, uploadIds: readonly string[]): RawBuilder<SqlBool>[] {
  const [only] = uploadIds;
  if (uploadIds.length <= 1) return only ? [sql<SqlBool>`${sql.ref(column)} = ${only}`] : [];
  return [sql<SqlBool>`${sql.ref(column)} IN (${sql.join(uploadIds)})`];
}

/** The view's chosen records (none: any). */
function recordConditions(column: string, recordIds: readonly string[]): RawBuilder<SqlBool>[] {
  return recordIds.length > 0 ? [sql<SqlBool>`${sql.ref(column)} IN (${sql.join(recordIds)})`] : [];
}

/**
 * The share of matches in the sample from which a page is found sooner by checking records in
 * the view's order (some 20,000 records for a page at 5 in 1,000) than by reading the trigram
 * index's candidates, every one of which is fetched and sorted, and which a common needle has
 * many of.
 */
export const SCAN_SHARE = 0.005;

/** How many records of a sample of the view were read, and how many of them matched. */
export interface SearchSample {
  scanned: number;
  hits: number;
}

/** The search strategy (RecordView.search) for a sample of `size` of the view's first records. */
export function searchStrategy(sample: SearchSample, size: number): RecordView['search'] {
  // A view smaller than the sample is read whole in no time either way.
  if (sample.scanned < size) return 'scan';
  return sample.hits >= SCAN_SHARE * sample.scanned ? 'scan' : 'index';
}

export interface RecordsSlice {
  records: DocRecord[];
  cursor: string | null;
}

/**
 * What an export reads of a record: its values and review, `review.by` as the approver's email,
 * and when asked for, its origin.
 */
export type ScannedRecord = Pick<DocRecord, 'data' | 'review'> & { origin?: RecordOrigin };

/** A batch of an export's records: `limit` after `cursor`, with `withOrigin` their origins too. */
export interface ValuesRequest {
  limit: number;
  cursor?: string;
  withOrigin?: boolean;
}

export interface ValuesSlice {
  values: ScannedRecord[];
  cursor: string | null;
}

/**
 * Where a query starts reading: records in display order (records_display_order_idx), or
 * one field's rows of record_values (record_values_order_idx), alias `v`: the sorted field's
 * in key order, or an `==` filter's, whose matches lie together in display order.
 */
interface Plan {
  from: RawBuilder<unknown>;
  conditions: RawBuilder<SqlBool>[];
  terms: OrderTerm[];
}

type Row = Record<string, unknown>;
/** A row's order keys (k0, k1, …): where a window of a count ends and the next starts after. */
export type WindowKeys = readonly unknown[];
/** A count, and with a scanned text condition the records read to count it. */
type CountRow = { count: number | string; scanned?: number | string };

export function createRecordQuery(
  db: Kysely<Tables>,
  dialect: DialectName,
  chosenLimits: Partial<SearchLimits> = {},
) {
  const limits: SearchLimits = { ...searchLimits, ...chosenLimits };
  const recordSql = recordSqlOf(dialect);
  // SQLite keeps a CROSS JOIN's order: the index walk must stay the outer loop.
  const join = sql.raw(dialect === 'sqlite' ? 'CROSS JOIN' : 'JOIN');
  // An OFFSET keeps a subquery from being merged into its query (SQLite wants a LIMIT first).
  const fence = sql.raw(dialect === 'sqlite' ? 'LIMIT -1 OFFSET 0' : 'OFFSET 0');

  /** The field's key rows: record_values, or computed from the records while it is re-keyed. */
  function keyRows(view: RecordView, field: string): RawBuilder<unknown> {
    const rekeying = view.rekeying.find((f) => f.key === field);
    return rekeying ? recordSql.computedKeys(view.doctypeId, rekeying) : sql`record_values`;
  }

  /** The key filter holds for the record `recordId` names, by its row in record_values. */
  function holds(
    view: RecordView,
    recordId: RawBuilder<unknown>,
    filter: KeyFilter,
  ): RawBuilder<SqlBool> {
    return sql<SqlBool>`EXISTS (SELECT 1 FROM ${keyRows(view, filter.field)} AS f
      WHERE f.record_id = ${recordId} AND f.field_key = ${filter.field}
      AND ${keyCondition('f', filter)})`;
  }

  /**
   * With the `index` strategy, the records the trigram index names for the view's text
   * conditions, as a subquery named records. The fence (OFFSET) keeps planners from merging it
   * into the outer query, whose order a walk of records_display_order_idx would give: that
   * walk is the `scan` strategy, slow for a rare needle.
   */
  function candidatesOf(view: RecordView): RawBuilder<unknown> | null {
    const indexed = view.texts.flatMap((text) =>
      text.probes.length > 0 ? [recordSql.searchIndexHas(text.probes)] : [],
    );
    if (view.search !== 'index' || indexed.length === 0) return null;
    const conditions = [
      sql<SqlBool>`records.doctype_id = ${view.doctypeId}`,
      sql<SqlBool>`records.deleted = ${0}`,
      ...uploadConditions('records.upload_id', view.uploadIds),
      ...recordConditions('records.id', view.recordIds),
      ...indexed,
    ];
    return sql`(SELECT * FROM records WHERE ${sql.join(conditions, sql` AND `)} ${fence}) AS records`;
  }

  /**
   * The rows of `view`, read from `driver` (a field's values, with the key filter whose range
   * to read) or from records. Records are joined only when `withRecords` or a text
   * condition needs them: a count of comparisons reads the index alone (deleted records have
   * no rows there).
   */
  function planOf(
    view: RecordView,
    driver: { field: string; range?: KeyFilter; dir?: 'asc' | 'desc' } | null,
    withRecords: boolean,
  ): Plan {
    const others = view.keyFilters.filter((filter) => filter !== driver?.range);
    const texts = view.texts.map((text) => text.exact);
    const candidates = candidatesOf(view);
    if (!driver) {
      const conditions = [
        sql<SqlBool>`records.doctype_id = ${view.doctypeId}`,
        sql<SqlBool>`records.deleted = ${0}`,
        ...uploadConditions('records.upload_id', view.uploadIds),
        ...recordConditions('records.id', view.recordIds),
        ...others.map((filter) => holds(view, sql.ref('records.id'), filter)),
        ...texts,
      ];
      return { from: candidates ?? sql`records`, conditions, terms: defaultTerms('records', 'id') };
    }
    const isJoined = withRecords || texts.length > 0;
    const conditions = [
      sql<SqlBool>`v.doctype_id = ${view.doctypeId}`,
      sql<SqlBool>`v.field_key = ${driver.field}`,
      ...(driver.range ? [keyCondition('v', driver.range)] : []),
      ...uploadConditions('v.upload_id', view.uploadIds),
      ...recordConditions('v.record_id', view.recordIds),
      ...others.map((filter) => holds(view, sql.ref('v.record_id'), filter)),
      ...(isJoined ? [sql<SqlBool>`records.deleted = ${0}`, ...texts] : []),
    ];
    // The candidates, when there are, are the outer loop: each finds its field's row by key.
    const keys = keyRows(view, driver.field);
    const from = candidates
      ? sql`${candidates} ${join} ${keys} AS v ON v.record_id = records.id`
      : isJoined
        ? sql`${keys} AS v ${join} records ON records.id = v.record_id`
        : sql`${keys} AS v`;
    return {
      from,
      conditions,
      terms: driver.dir ? fieldTerms('v', driver.dir) : defaultTerms('v', 'record_id'),
    };
  }

  /** A page reads the sorted field's keys, or an `==` filter's range in display order. */
  function pagePlan(view: RecordView): Plan {
    const { field, dir } = view.order;
    if (field) return planOf(view, { field, dir }, true);
    const equal = view.keyFilters.find((filter) => filter.op === '==');
    return planOf(view, equal ? { field: equal.field, range: equal } : null, true);
  }

  /** `columns` of the view's rows in display order after `cursor`, with their keys as k0, k1, … */
  /**
   * The emails of a batch's approvers, one query for the batch: a person reads an email where a
   * user id would mean nothing; an approver whose account is gone reads as nobody.
   */
  async function approverEmails(ids: readonly (string | null)[]): Promise<Map<string, string>> {
    const distinct = [...new Set(ids.filter((id): id is string => id !== null))];
    if (distinct.length === 0) return new Map();
    const users = await db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', 'in', distinct)
      .execute();
    return new Map(users.map((user) => [user.id, user.email]));
  }

  function inOrder(
    view: RecordView,
    columns: RawBuilder<unknown>,
    limit: number,
    cursor: string | undefined,
  ): RawBuilder<Row> {
    const { from, conditions, terms } = pagePlan(view);
    const where = cursor
      ? [...conditions, afterKeys(terms, decodeCursor(cursor, view.order.name, terms.length))]
      : conditions;
    const keys = terms.map((term, i) => sql`${term.key} AS ${sql.ref(`k${i}`)}`);
    const order = terms.map((term) => sql`${term.key} ${sql.raw(term.dir)}`);
    return sql<Row>`SELECT ${columns}, ${sql.join(keys)} FROM ${from}
      WHERE ${sql.join(where, sql` AND `)}
      ORDER BY ${sql.join(order)} LIMIT ${sql.lit(limit + 1)}`;
  }

  /** The SQL of a page; the plan tests read its EXPLAIN. */
  function pageQuery(view: RecordView, limit: number, cursor?: string): RawBuilder<Row> {
    return inOrder(view, sql`records.*`, limit, cursor);
  }

  /**
   * How many of the view's first `limit` records in its order, text conditions aside, were
   * read, and how many of them the text conditions hold for (the view has some); with
   * `trigrams`, where the search text is stored, also how many contain each (t0, t1, …).
   */
  function sampleQuery(
    view: RecordView,
    limit: number,
    trigrams: readonly string[] = [],
  ): RawBuilder<Required<CountRow> & Row> {
    const { from, conditions, terms } = pagePlan({ ...view, texts: [], search: 'scan' });
    const exact = view.texts.map((text) => text.exact);
    const hit = sql`CASE WHEN ${sql.join(exact, sql` AND `)} THEN 1 ELSE 0 END`;
    const order = terms.map((term) => sql`${term.key} ${sql.raw(term.dir)}`);
    const stored = recordSql.storedSearchText;
    const counted = stored ? trigrams : [];
    const text = stored && counted.length > 0 ? sql`, ${stored} AS text` : sql``;
    const trigramHits = counted.map(
      (trigram, i) =>
        sql`, coalesce(sum(CASE WHEN text LIKE ${`%${trigram}%`} THEN 1 ELSE 0 END), 0) AS ${sql.ref(`t${i}`)}`,
    );
    return sql<Required<CountRow> & Row>`SELECT coalesce(sum(hit), 0) AS count,
      count(*) AS scanned ${sql.join(trigramHits, sql``)} FROM (
      SELECT ${hit} AS hit ${text} FROM ${from} WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY ${sql.join(order)} LIMIT ${sql.lit(limit)}) AS sample`;
  }

  /** The view's search strategy from a sample, and the probes each text gives the index. */
  async function planSearch(view: RecordView): Promise<RecordView> {
    const needles = recordSql.storedSearchText ? view.texts.flatMap((t) => t.needle ?? []) : [];
    const trigrams = [...new Set(needles.flatMap(probeTrigrams))];
    const { rows } = await sampleQuery(view, limits.sample, trigrams).execute(db);
    const row = rows[0]!;
    const scanned = Number(row.scanned);
    const search = searchStrategy({ scanned, hits: Number(row.count) }, limits.sample);
    // Nothing counted (SQLite, or no trigram to count): the texts keep the whole needle.
    if (search === 'scan' || trigrams.length === 0) return { ...view, search };
    const hits = new Map(trigrams.map((trigram, i) => [trigram, Number(row[`t${i}`])]));
    const texts = view.texts.map((text) =>
      text.needle ? { ...text, probes: chooseProbes(text.needle, hits, scanned) } : text,
    );
    return { ...view, search, texts };
  }

  /**
   * The SQL of the total: the capped count, or a scanned text condition's count over the view's
   * first `limits.scanCount` records; the plan tests and the benchmark read its EXPLAIN.
   */
  function totalQuery(view: RecordView): RawBuilder<CountRow> {
    if (isScanLimited(view)) return sampleQuery(view, limits.scanCount);
    const equals = view.keyFilters.filter((filter) => filter.op === '==');
    if (dialect === 'sqlite' && equals.length > 1 && view.texts.length === 0)
      return mergedTotalQuery(view, equals);
    // Any comparison's range bounds the rows to count; an `==` is the narrowest guess.
    const range =
      view.keyFilters.find((filter) => filter.op === '==') ??
      view.keyFilters.find((filter) => filter.op !== '!=') ??
      view.keyFilters[0];
    const { from, conditions } = planOf(view, range ? { field: range.field, range } : null, false);
    return sql<CountRow>`SELECT count(*) AS count FROM (
      SELECT 1 AS one FROM ${from} WHERE ${sql.join(conditions, sql` AND `)}
      LIMIT ${sql.lit(RECORDS_TOTAL_CAP + 1)}) AS matching`;
  }

  /**
   * SQLite: the total of two or more `==` filters (the review queue's and a field's) as the
   * intersection of their ranges of record_values_order_idx, each in display order, which SQLite
   * merges (MERGE (INTERSECT)) reading index entries alone; checking each row of one range for
   * the record's row of another costs a B-tree search each, some 70,000 of them before a common
   * pair reaches the cap. The other key filters are checked on the first range's rows.
   */
  function mergedTotalQuery(view: RecordView, equals: readonly KeyFilter[]): RawBuilder<CountRow> {
    const others = view.keyFilters.filter((filter) => !equals.includes(filter));
    const ranges = equals.map((range, i) => {
      const keyFilters = i === 0 ? [range, ...others] : [range];
      const { from, conditions, terms } = planOf(
        { ...view, keyFilters },
        { field: range.field, range },
        false,
      );
      return sql`SELECT ${sql.join(terms.map((term) => term.key))} FROM ${from}
        WHERE ${sql.join(conditions, sql` AND `)}`;
    });
    // By position: a compound SELECT's ORDER BY names its result columns.
    const order = defaultTerms('v', 'record_id').map(
      (term, i) => sql`${sql.lit(i + 1)} ${sql.raw(term.dir)}`,
    );
    return sql<CountRow>`SELECT count(*) AS count FROM (
      ${sql.join(ranges, sql` INTERSECT `)}
      ORDER BY ${sql.join(order)} LIMIT ${sql.lit(RECORDS_TOTAL_CAP + 1)}) AS matching`;
  }

  /**
   * An exact count reads the view in display order (a sort changes no count), an `==` filter's
   * range when it has one, each record checked as the scan strategy checks it.
   */
  function countPlan(view: RecordView): Plan {
    return pagePlan({ ...view, search: 'scan', order: displayOrder([], null) });
  }

  /**
   * The keys of the view's `size`th record after `after`, text conditions aside: a window's
   * end. The plan tests read its EXPLAIN, and windowCountQuery's.
   */
  function windowEndQuery(
    view: RecordView,
    after: WindowKeys | null,
    size: number,
  ): RawBuilder<Row> {
    const { from, conditions, terms } = countPlan({ ...view, texts: [] });
    const where = after ? [...conditions, afterKeys(terms, after)] : conditions;
    const keys = terms.map((term, i) => sql`${term.key} AS ${sql.ref(`k${i}`)}`);
    const order = terms.map((term) => sql`${term.key} ${sql.raw(term.dir)}`);
    return sql<Row>`SELECT ${sql.join(keys)} FROM ${from} WHERE ${sql.join(where, sql` AND `)}
      ORDER BY ${sql.join(order)} LIMIT 1 OFFSET ${sql.lit(size - 1)}`;
  }

  /** How many records after `after` and up to `end` (null: to the view's end) match, at most `limit`. */
  function windowCountQuery(
    view: RecordView,
    window: { after: WindowKeys | null; end: WindowKeys | null },
    limit: number,
  ): RawBuilder<CountRow> {
    const { from, conditions, terms } = countPlan(view);
    const where = [
      ...conditions,
      ...(window.after ? [afterKeys(terms, window.after)] : []),
      ...(window.end ? [upToKeys(terms, window.end)] : []),
    ];
    return sql<CountRow>`SELECT count(*) AS count FROM (
      SELECT 1 AS one FROM ${from} WHERE ${sql.join(where, sql` AND `)}
      LIMIT ${sql.lit(limit)}) AS matching`;
  }

  /** The cursor after the last of `limit` rows, when more rows followed. */
  function nextCursor(view: RecordView, rows: readonly Row[], limit: number): string | null {
    const last = rows[limit - 1] as Record<string, string | number> | undefined;
    if (rows.length <= limit || !last) return null;
    return encodeCursor(
      view.order.name,
      pagePlan(view).terms.map((_, i) => last[`k${i}`]!),
    );
  }

  /**
   * The view with its search strategy: a text condition the trigram index can narrow is
   * `scan`ned when the view's first records match it often enough to fill a page soon,
   * else read through the `index`. Plan once per view: its pages and its total then agree.
   */
  async function planned(view: RecordView): Promise<RecordView> {
    if (!view.texts.some((text) => text.needle)) return view;
    return planSearch(view);
  }

  const rekeys = createFieldRekeys(db);

  return {
    recordSql,

    /**
     * What `scope` shows of the doctype's records, compiled to SQL and planned: what the page,
     * the total, the count and the export's scan read. Fields being re-keyed (field-rekeys.ts)
     * are compared by keys computed from the records.
     */
    async view(
      doctype: { id: string; fields: readonly Field[] },
      scope: RecordScope,
    ): Promise<RecordView> {
      const rekeying = (await rekeys.of(doctype.id)).map((mark) => mark.fieldKey);
      return planned(compileView(recordSql, doctype, scope, rekeying));
    },

    pageQuery,
    totalQuery,
    windowEndQuery,
    windowCountQuery,

    planned,

    /** Up to `limit` records after `cursor` (the one a previous page answered). */
    async page(view: RecordView, limit: number, cursor?: string): Promise<RecordsSlice> {
      const { rows } = await pageQuery(view, limit, cursor).execute(db);
      return {
        records: rows.slice(0, limit).map((row) => toRecord(row as Selectable<RecordsTable>)),
        cursor: nextCursor(view, rows, limit),
      };
    },

    /** Like `page`, the ids only: the records a bulk action on a whole view reaches. */
    async idsPage(
      view: RecordView,
      limit: number,
      cursor?: string,
    ): Promise<{ ids: string[]; cursor: string | null }> {
      const { rows } = await inOrder(view, sql`records.id`, limit, cursor).execute(db);
      return {
        ids: rows.slice(0, limit).map((row) => row.id as string),
        cursor: nextCursor(view, rows, limit),
      };
    },

    /** Like `page`, the values only: what an export writes, without provenance and edits to read. */
    async valuesPage(
      view: RecordView,
      { limit, cursor, withOrigin = false }: ValuesRequest,
    ): Promise<ValuesSlice> {
      const origin = withOrigin ? sql`, records.upload_id, records.sources` : sql``;
      const columns = sql`records.data, records.review_state, records.reviewed_by, records.reviewed_at${origin}`;
      const { rows } = await inOrder(view, columns, limit, cursor).execute(db);
      const page = rows.slice(0, limit);
      const emails = await approverEmails(page.map((row) => row.reviewed_by as string | null));
      const uploads = await uploadOrigins(
        db,
        withOrigin ? page.map((row) => row.upload_id as string) : [],
      );
      return {
        values: page.map((row) => ({
          data: JSON.parse(row.data as string) as DocRecord['data'],
          review: {
            state: row.review_state as ReviewState,
            by: row.reviewed_by === null ? null : (emails.get(row.reviewed_by as string) ?? null),
            at: row.reviewed_at === null ? null : Number(row.reviewed_at),
          },
          ...(withOrigin && {
            origin: {
              filename: null,
              uploaded: null,
              ...uploads.get(row.upload_id as string),
              page: firstPage(row.sources as string),
            },
          }),
        })),
        cursor: nextCursor(view, rows, limit),
      };
    },

    /**
     * One window of an exact count: the matches, at most `limit`, among the view's next
     * `limits.scanCount` records after `after`, and the keys the next window starts after
     * (null when the view ended in this one). Each window is two short statements, so a count
     * of a million records holds SQLite's one connection a window at a time.
     */
    async countWindow(
      view: RecordView,
      after: WindowKeys | null,
      limit: number,
    ): Promise<{ matches: number; end: WindowKeys | null }> {
      const ends = await windowEndQuery(view, after, limits.scanCount).execute(db);
      const last = ends.rows[0];
      const end = last ? countPlan(view).terms.map((_, i) => last[`k${i}`]) : null;
      const { rows } = await windowCountQuery(view, { after, end }, limit).execute(db);
      return { matches: Number(rows[0]!.count), end };
    },

    /**
     * The number of matching records, exact up to RECORDS_TOTAL_CAP. A scanned text condition is
     * counted over the view's first `limits.scanCount` records: past them, a lower bound.
     */
    async total(view: RecordView): Promise<RecordCount> {
      const { rows } = await totalQuery(view).execute(db);
      const { count, scanned } = rows[0]!;
      const counted = Number(count);
      if (counted > RECORDS_TOTAL_CAP) return { total: RECORDS_TOTAL_CAP, totalExact: false };
      return {
        total: counted,
        totalExact: scanned === undefined || Number(scanned) < limits.scanCount,
      };
    },

    /** The field's distinct values in natural order; null when there are too many to suggest. */
    async values(doctypeId: string, field: string): Promise<FieldValue[] | null> {
      const json = recordSql.json(field);
      const rows = await db
        .selectFrom('records')
        .where('doctype_id', '=', doctypeId)
        .where('deleted', '=', 0)
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
