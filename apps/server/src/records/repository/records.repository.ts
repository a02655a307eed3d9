/**
 * Records of a doctype, one set per upload: what parsing writes. Reading them in views is
 * record-query.ts.
 */
import type { Field } from '@docsift/core/doctype';
import { AppError } from '@docsift/core/errors';
import type { DoctypeCheck } from '@docsift/core/field-rules';
import type { DocRecord, NewRecord } from '@docsift/core/record';
import type { ReviewRules, ReviewState } from '@docsift/core/review';
import { reviewStateOf, reviewStates } from '@docsift/core/review';
import type { Kysely, Selectable } from 'kysely';
import type { DialectName } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/new-id.ts';
import type { RecordsTable, Tables } from '../../platform/db/schema.ts';
import { inDisplayOrderAfter } from './record-order.ts';
import type { IndexedRecord } from './record-values.ts';
import {
  deleteValues,
  indexedRecords,
  insertValues,
  REVIEW_KEY,
  upsertValues,
} from './record-values.ts';

/** Where a rekey batch ended: the last record's display-order keys (created, upload, position, id). */
export type RekeyCursor = [number, string, number, string];

/**
 * One record as a parse produces it: values by field key, with where each found value was read
 * and how sure the extractor was; its order is its index in the list.
 */
/** Rows per INSERT: 11 parameters each stays far below SQLite's and PostgreSQL's limits. */
const INSERT_BATCH = 500;

export function toRecord(row: Selectable<RecordsTable>): DocRecord {
  return {
    id: row.id,
    order: row.position,
    created: row.created_at,
    deleted: Boolean(row.deleted),
    upload: row.upload_id,
    data: JSON.parse(row.data) as DocRecord['data'],
    sources: JSON.parse(row.sources) as DocRecord['sources'],
    confidence: JSON.parse(row.confidence) as DocRecord['confidence'],
    edits: JSON.parse(row.edits) as DocRecord['edits'],
    review: {
      state: row.review_state as ReviewState,
      by: row.reviewed_by,
      at: row.reviewed_at === null ? null : Number(row.reviewed_at),
    },
    ...unreadPagesOf(row.unread_pages),
  };
}

/** The stored unread pages as the record carries them: absent when every page was read. */
function unreadPagesOf(column: string | null): Pick<DocRecord, 'unreadPages'> {
  return column === null ? {} : { unreadPages: JSON.parse(column) as number[] };
}

/** Tries of an edit that keeps meeting a concurrent one before it gives up with `aborted`. */
const MAX_EDIT_ATTEMPTS = 5;

/**
 * Give every method that writes the executor of a transaction: the records and their keys in
 * record_values (record-values.ts) must land together.
 */
export function createRecordsRepository(db: Kysely<Tables>, dialect: DialectName) {
  function findRow(doctypeId: string, recordId: string) {
    return db
      .selectFrom('records')
      .selectAll()
      .where('id', '=', recordId)
      .where('doctype_id', '=', doctypeId)
      .where('deleted', '=', 0)
      .executeTakeFirst();
  }

  /**
   * The doctype's fields, which the new keys are made by. On PostgreSQL the doctype's row stays
   * shared-locked until the transaction ends, so a change of its fields, which marks the fields
   * whose keys it made stale (doctypes.repository.ts), waits for this write or it waits for the
   * change. Take it before touching records, so the two never wait for each other's rows.
   */
  async function lockedFields(doctypeId: string): Promise<ReviewRules & { fields: Field[] }> {
    const query = db
      .selectFrom('doctypes')
      .select(['fields', 'review_threshold', 'checks'])
      .where('id', '=', doctypeId);
    const doctype = await (dialect === 'postgres' ? query.forShare() : query).executeTakeFirst();
    return doctype
      ? {
          fields: JSON.parse(doctype.fields) as Field[],
          reviewThreshold: doctype.review_threshold,
          checks: JSON.parse(doctype.checks) as DoctypeCheck[],
        }
      : { fields: [], reviewThreshold: 1 };
  }

  /**
   * The records with the state the doctype's review rules give them now, written to those
   * whose state changed: a rekey pass after a change of the threshold, required fields,
   * validation rules or checks.
   */
  async function restated(
    rules: ReviewRules,
    rows: readonly {
      id: string;
      confidence: string;
      edits: string;
      review_state: string;
      unread_pages: string | null;
    }[],
    records: readonly IndexedRecord[],
  ): Promise<IndexedRecord[]> {
    const next = records.map((record, i) => {
      const row = rows[i]!;
      const values = {
        data: record.data,
        confidence: JSON.parse(row.confidence) as DocRecord['confidence'],
        edits: JSON.parse(row.edits) as DocRecord['edits'],
        ...unreadPagesOf(row.unread_pages),
      };
      return {
        ...record,
        review_state: reviewStateOf(rules, values, row.review_state === 'reviewed'),
      };
    });
    for (const state of reviewStates) {
      const changed = next.filter(
        (r, i) => r.review_state === state && rows[i]!.review_state !== state,
      );
      if (changed.length > 0)
        await db
          .updateTable('records')
          .set({ review_state: state })
          .where(
            'id',
            'in',
            changed.map((r) => r.id),
          )
          .execute();
    }
    return next;
  }

  return {
    /** A live record of the doctype, or null when there is none (deleted, or another doctype's). */
    async find(doctypeId: string, recordId: string): Promise<DocRecord | null> {
      const row = await findRow(doctypeId, recordId);
      return row ? toRecord(row) : null;
    },

    /** Deletes the upload's records (their keys go by cascade) and inserts the new ones, keyed. */
    async replaceForUpload(
      doctypeId: string,
      uploadId: string,
      records: readonly NewRecord[],
      at: number,
    ): Promise<void> {
      const rules = await lockedFields(doctypeId);
      await db.deleteFrom('records').where('upload_id', '=', uploadId).execute();
      for (let start = 0; start < records.length; start += INSERT_BATCH) {
        const batch = records.slice(start, start + INSERT_BATCH).map((record, i) => ({
          id: newId('record-'),
          doctype_id: doctypeId,
          upload_id: uploadId,
          position: start + i,
          created_at: at,
          deleted: 0,
          data: JSON.stringify(record.data),
          sources: JSON.stringify(record.sources),
          confidence: JSON.stringify(record.confidence),
          unread_pages: record.unreadPages ? JSON.stringify(record.unreadPages) : null,
          review_state: reviewStateOf(rules, { ...record, edits: {} }, false),
        }));
        await db.insertInto('records').values(batch).execute();
        await insertValues(
          db,
          rules.fields,
          batch.map((row, i) => ({ ...row, data: records[start + i]!.data })),
        );
      }
    },

    /**
     * Replaces the data and edits of a record of the doctype with what `change` makes of it;
     * null when there is no such record or it is deleted. The write only lands on the values
     * `change` saw: an edit that meets a concurrent one reads again and reapplies.
     */
    async edit(
      doctypeId: string,
      recordId: string,
      change: (record: DocRecord) => Pick<DocRecord, 'data' | 'edits'>,
    ): Promise<DocRecord | null> {
      const rules = await lockedFields(doctypeId);
      for (let attempt = 0; attempt < MAX_EDIT_ATTEMPTS; attempt += 1) {
        const row = await findRow(doctypeId, recordId);
        if (!row) return null;
        const record = toRecord(row);
        const { data, edits } = change(record);
        const next = {
          data: JSON.stringify(data),
          edits: JSON.stringify(edits),
          review_state: reviewStateOf(
            rules,
            { data, edits, confidence: record.confidence, unreadPages: record.unreadPages },
            row.review_state === 'reviewed',
          ),
        };
        const { numUpdatedRows } = await db
          .updateTable('records')
          .set(next)
          .where('id', '=', row.id)
          .where('deleted', '=', 0)
          .where('data', '=', row.data)
          .where('edits', '=', row.edits)
          .executeTakeFirstOrThrow();
        if (numUpdatedRows === 0n) continue;
        await deleteValues(db, row.id);
        await insertValues(db, rules.fields, [{ ...row, ...next, data }]);
        return toRecord({ ...row, ...next });
      }
      throw new AppError('aborted');
    },

    /**
     * Marks a live record of the doctype reviewed by `userId` at `at`; the record as it now is,
     * or null when there is none. Approving again keeps the first approval.
     */
    async approve(
      doctypeId: string,
      recordId: string,
      userId: string,
      at: number,
    ): Promise<DocRecord | null> {
      await lockedFields(doctypeId);
      const row = await findRow(doctypeId, recordId);
      if (!row) return null;
      if (row.review_state === 'reviewed') return toRecord(row);
      const next = { review_state: 'reviewed', reviewed_by: userId, reviewed_at: at };
      await db.updateTable('records').set(next).where('id', '=', row.id).execute();
      await db
        .updateTable('record_values')
        .set({ key_text: next.review_state })
        .where('record_id', '=', row.id)
        .where('field_key', '=', REVIEW_KEY)
        .execute();
      return toRecord({ ...row, ...next });
    },

    /**
     * Approves each of `recordIds` (distinct) as `approve` does, in one pass; the records as
     * they now are, in that order, or null, writing nothing, when one names no live record of
     * the doctype.
     */
    async approveMany(
      doctypeId: string,
      recordIds: readonly string[],
      userId: string,
      at: number,
    ): Promise<DocRecord[] | null> {
      await lockedFields(doctypeId);
      const rows = await db
        .selectFrom('records')
        .selectAll()
        .where('id', 'in', recordIds)
        .where('doctype_id', '=', doctypeId)
        .where('deleted', '=', 0)
        .execute();
      if (rows.length !== recordIds.length) return null;
      const next = { review_state: 'reviewed', reviewed_by: userId, reviewed_at: at };
      const pending = rows.filter((row) => row.review_state !== 'reviewed').map((row) => row.id);
      if (pending.length > 0) {
        await db.updateTable('records').set(next).where('id', 'in', pending).execute();
        await db
          .updateTable('record_values')
          .set({ key_text: next.review_state })
          .where('record_id', 'in', pending)
          .where('field_key', '=', REVIEW_KEY)
          .execute();
      }
      // A Set: a whole view's approval names up to 10,000 records.
      const approved = new Set(pending);
      const byId = new Map(
        rows.map((row) => [row.id, toRecord(approved.has(row.id) ? { ...row, ...next } : row)]),
      );
      return recordIds.map((id) => byId.get(id)!);
    },

    /**
     * Brings the keys of the `pending` fields of the doctype's next `limit` live records in
     * display order after `after` (the last batch's answer; null to start) to its fields as they
     * are now: a field present gets each record's key for its type, replacing a stale one; a
     * field no longer present loses its rows. Answers the last record's display keys, null past
     * the last. Display order reads records_display_order_idx, a range per batch; records
     * parsed meanwhile come before the walk and are keyed by their parse. On PostgreSQL the
     * records read stay share-locked until the transaction ends, so an edit, delete or
     * re-parse of them waits for this batch or this batch reads what it wrote: no key written
     * here is staler than its record.
     */
    async rekeyBatch(
      doctypeId: string,
      pending: readonly string[],
      { after, limit }: { after: RekeyCursor | null; limit: number },
    ): Promise<RekeyCursor | null> {
      const rules = await lockedFields(doctypeId);
      const { fields } = rules;
      const query = db
        .selectFrom('records')
        .select([
          'id',
          'doctype_id',
          'upload_id',
          'position',
          'created_at',
          'data',
          'confidence',
          'edits',
          'review_state',
          'unread_pages',
        ])
        .where('doctype_id', '=', doctypeId)
        .where('deleted', '=', 0)
        .$call((q) => inDisplayOrderAfter(q, after))
        .limit(limit);
      const rows = await (dialect === 'postgres' ? query.forShare() : query).execute();
      if (rows.length === 0) return null;
      const records = indexedRecords(rows);
      await upsertValues(
        db,
        fields.filter((field) => pending.includes(field.key)),
        pending.includes(REVIEW_KEY) ? await restated(rules, rows, records) : records,
      );
      const removed = pending.filter(
        (key) => key !== REVIEW_KEY && !fields.some((field) => field.key === key),
      );
      if (removed.length > 0)
        await db
          .deleteFrom('record_values')
          .where(
            'record_id',
            'in',
            rows.map((row) => row.id),
          )
          .where('field_key', 'in', removed)
          .execute();
      const last = rows.at(-1)!;
      return [last.created_at, last.upload_id, last.position, last.id];
    },

    /** Sets the deleted flag of a record of the doctype; the record as it now is, or null when absent or already deleted. */
    async markDeleted(doctypeId: string, recordId: string): Promise<DocRecord | null> {
      await lockedFields(doctypeId);
      const row = await db
        .updateTable('records')
        .set({ deleted: 1 })
        .where('id', '=', recordId)
        .where('doctype_id', '=', doctypeId)
        .where('deleted', '=', 0)
        .returningAll()
        .executeTakeFirst();
      if (!row) return null;
      await deleteValues(db, row.id);
      return toRecord(row);
    },

    /**
     * Sets the deleted flag of each of `recordIds` (distinct); the records as they now are.
     * Throws `not-found` when one names no live record of the doctype, so that the transaction
     * rolls back the others' flags.
     */
    async markDeletedMany(doctypeId: string, recordIds: readonly string[]): Promise<DocRecord[]> {
      await lockedFields(doctypeId);
      const rows = await db
        .updateTable('records')
        .set({ deleted: 1 })
        .where('id', 'in', recordIds)
        .where('doctype_id', '=', doctypeId)
        .where('deleted', '=', 0)
        .returningAll()
        .execute();
      if (rows.length !== recordIds.length) throw new AppError('not-found');
      await db.deleteFrom('record_values').where('record_id', 'in', recordIds).execute();
      return rows.map(toRecord);
    },
  };
}

export type RecordsRepository = ReturnType<typeof createRecordsRepository>;
