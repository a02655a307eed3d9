/** The records of a doctype as its team sees them: filtered, searched, sorted, page by page, and edited. */
import type { Doctype } from '@docsift/core/doctype';
import { AppError } from '@docsift/core/errors';
import { MAX_BULK_VIEW_RECORDS, RECORDS_PAGE_SIZE } from '@docsift/core/limits';
import type {
  DocRecord,
  RecordCount,
  RecordHistory,
  RecordPage,
  RecordQuery,
  RecordValues,
  BulkApproved,
  BulkRecordsBody,
  UpdateRecordBody,
} from '@docsift/core/record';
import type { Upload } from '@docsift/core/upload';
import type { DoctypesService } from '../doctypes/doctypes.service.ts';
import type { UnitOfWork } from '../platform/db/unit-of-work.ts';
import type { EventBus } from '../platform/events/event-bus.ts';
import { countExactly } from './record-count.ts';
import { applyEdit } from './record-edit.ts';
import type { RecordQueryRepository, ScannedRecord } from './repository/record-query.ts';
import type { RecordScope } from './record-scope.ts';
import type {
  NewRecordChange,
  RecordChangesRepository,
} from './repository/record-changes.repository.ts';
import type { RecordsRepository } from './repository/records.repository.ts';

/**
 * What editing or deleting a record writes, in one transaction: the record with its keys, and
 * for a delete its upload's count.
 */
export interface RecordWriteStores {
  records: Pick<
    RecordsRepository,
    'find' | 'markDeleted' | 'markDeletedMany' | 'edit' | 'approve' | 'approveMany'
  >;
  changes: Pick<RecordChangesRepository, 'add' | 'of'>;
  uploads: { countRecordDeleted(uploadId: string, count?: number): Promise<Upload | null> };
  /** What corrections of deleted records taught goes with them. */
  lessons: { removeOfRecords(recordIds: readonly string[]): Promise<boolean> };
}

/** Cells a person changed in one edit, told once it is stored (the learn job learns from them). */
export interface Correction {
  doctypeId: string;
  recordId: string;
  fields: string[];
  userId: string;
}

interface RecordsServiceDeps {
  inTransaction: UnitOfWork<RecordWriteStores>;
  query: RecordQueryRepository;
  doctypes: Pick<DoctypesService, 'get'>;
  events: EventBus;
  /** Told once per record, on its first approval (webhooks send it). */
  onApproved?: (doctypeId: string, record: DocRecord) => Promise<void>;
  /** Told after each edit that changed values (learning from corrections). */
  onCorrected?: (correction: Correction) => Promise<void>;
  now?: () => number;
}

/**
 * Records per query when walking a whole view (exports): each batch continues the index walk
 * after the last one's keys (a sorted view walks record_values_order_idx, no sort per batch);
 * a bounded memory and a short hold on SQLite's one connection per batch.
 */
const SCAN_BATCH = 5000;

/** Ids read per query when a bulk action names a whole view. */
const VIEW_IDS_BATCH = 1000;

export function createRecordsService({
  inTransaction,
  query,
  doctypes,
  events,
  onApproved,
  onCorrected,
  now = Date.now,
}: RecordsServiceDeps) {
  /** Tells the doctype's team, whose open pages merge the record in place (or drop it when deleted). */
  async function published(
    doctype: Pick<Doctype, 'id' | 'team'>,
    record: DocRecord | null,
  ): Promise<DocRecord> {
    if (!record) throw new AppError('not-found');
    await events.publish(doctype.team, { type: 'record', doctype: doctype.id, record });
    return record;
  }

  /**
   * Tells the team about a bulk action in one event, whatever its size (a whole view's records
   * would be thousands of events, each a NOTIFY on PostgreSQL): their open views read it again.
   */
  async function publishedBulk(
    doctype: Pick<Doctype, 'id' | 'team'>,
    change: 'approved' | 'deleted',
    count: number,
  ): Promise<void> {
    await events.publish(doctype.team, { type: 'records', doctype: doctype.id, change, count });
  }

  /**
   * The records a bulk action names: its ids, each once, or every record its view shows, read
   * batch by batch; a view of more than MAX_BULK_VIEW_RECORDS is refused before any is changed.
   */
  async function chosenIds(doctype: Doctype, body: BulkRecordsBody): Promise<string[]> {
    if ('recordIds' in body) return [...new Set(body.recordIds)];
    const { filters, ...scope } = body.view;
    const view = await query.view(doctype, { ...scope, filter: filters });
    const ids: string[] = [];
    let cursor: string | undefined;
    do {
      const slice = await query.idsPage(view, VIEW_IDS_BATCH, cursor);
      ids.push(...slice.ids);
      if (ids.length > MAX_BULK_VIEW_RECORDS) throw new AppError('records/too-many');
      cursor = slice.cursor ?? undefined;
    } while (cursor);
    return ids;
  }

  return {
    /** One page of the view after `cursor`, with the total of the whole view. */
    async page(userId: string, doctypeId: string, request: RecordQuery): Promise<RecordPage> {
      const view = await query.view(await doctypes.get(userId, doctypeId), request);
      const slice = await query.page(view, request.limit ?? RECORDS_PAGE_SIZE, request.cursor);
      const reindexing = view.rekeying.map((field) => field.key);
      return {
        ...slice,
        ...(await query.total(view)),
        ...(reindexing.length > 0 && { reindexing }),
      };
    },

    /**
     * The view's count, exact up to the cap even where a page's total is a common search's
     * lower bound: window by window, until `signal` (the request's) aborts.
     */
    async count(
      userId: string,
      doctypeId: string,
      scope: RecordScope,
      signal: AbortSignal,
    ): Promise<RecordCount> {
      const view = await query.view(await doctypes.get(userId, doctypeId), scope);
      return countExactly(query, view, signal);
    },

    /**
     * The values and review of every record of the view in display order, read by cursor in
     * batches; with `withOrigin`, where each came from too.
     */
    async *scan(
      userId: string,
      doctypeId: string,
      scope: RecordScope,
      { withOrigin = false }: { withOrigin?: boolean } = {},
    ): AsyncGenerator<ScannedRecord> {
      const view = await query.view(await doctypes.get(userId, doctypeId), scope);
      let cursor: string | undefined;
      do {
        const slice = await query.valuesPage(view, { limit: SCAN_BATCH, cursor, withOrigin });
        yield* slice.values;
        cursor = slice.cursor ?? undefined;
      } while (cursor);
    },

    /** A field's distinct values for filter suggestions (null when more than 100). */
    async values(userId: string, doctypeId: string, field: string): Promise<RecordValues> {
      const doctype = await doctypes.get(userId, doctypeId);
      if (!doctype.fields.some((f) => f.key === field))
        throw new AppError('invalid-argument', { field: 'field' });
      return { values: await query.values(doctype.id, field) };
    },

    /** One record, as its page would list it: the review screen opens it by its address. */
    async get(userId: string, doctypeId: string, recordId: string): Promise<DocRecord> {
      const doctype = await doctypes.get(userId, doctypeId);
      const record = await inTransaction((stores) => stores.records.find(doctype.id, recordId));
      if (!record) throw new AppError('not-found');
      return record;
    },

    /** Sets cell values, each checked against its field's type; the extracted value stays beside the edit. */
    async update(
      userId: string,
      doctypeId: string,
      recordId: string,
      body: UpdateRecordBody,
    ): Promise<DocRecord> {
      const doctype = await doctypes.get(userId, doctypeId);
      const at = now();
      const { edited, changed } = await inTransaction(async (stores) => {
        // Worked out again when a concurrent edit makes the repository reapply the change.
        let changes: NewRecordChange[] = [];
        const record = await stores.records.edit(doctype.id, recordId, (current) => {
          const next = applyEdit(current, doctype.fields, body.data, at);
          changes = Object.keys(body.data)
            .filter((key) => (current.data[key] ?? null) !== (next.data[key] ?? null))
            .map((key) => ({
              field: key,
              from: current.data[key] ?? null,
              to: next.data[key] ?? null,
              userId,
              at,
            }));
          return next;
        });
        if (record) await stores.changes.add(record.id, changes);
        return { edited: record, changed: changes.map((change) => change.field) };
      });
      const record = await published(doctype, edited);
      if (changed.length > 0)
        await onCorrected?.({
          doctypeId: doctype.id,
          recordId: record.id,
          fields: changed,
          userId,
        });
      return record;
    },

    /** Who changed which of the record's values, newest first (issue 29). */
    async history(userId: string, doctypeId: string, recordId: string): Promise<RecordHistory> {
      const doctype = await doctypes.get(userId, doctypeId);
      return inTransaction(async (stores) => {
        if (!(await stores.records.find(doctype.id, recordId))) throw new AppError('not-found');
        return { changes: await stores.changes.of(recordId) };
      });
    },

    /** Marks the record reviewed by the caller, now: it leaves the review queue. */
    async approve(userId: string, doctypeId: string, recordId: string): Promise<DocRecord> {
      const doctype = await doctypes.get(userId, doctypeId);
      const at = now();
      const approved = await inTransaction((stores) =>
        stores.records.approve(doctype.id, recordId, userId, at),
      );
      const record = await published(doctype, approved);
      // Approving again keeps the first approval, and sends nothing again.
      if (record.review.at === at && record.review.by === userId)
        await onApproved?.(doctype.id, record);
      return record;
    },

    /**
     * Approves the records as `approve` does each, all of them or none: an id naming no live
     * record of the doctype is `not-found` and approves nothing (a view's record deleted
     * between its reading and the approval too).
     */
    async approveMany(
      userId: string,
      doctypeId: string,
      body: BulkRecordsBody,
    ): Promise<BulkApproved> {
      const doctype = await doctypes.get(userId, doctypeId);
      const ids = await chosenIds(doctype, body);
      // A view that shows nothing: nothing to approve (ids are at least one).
      if (ids.length === 0) return { records: [] };
      const at = now();
      const approved = await inTransaction((stores) =>
        stores.records.approveMany(doctype.id, ids, userId, at),
      );
      if (!approved) throw new AppError('not-found');
      await publishedBulk(doctype, 'approved', approved.length);
      for (const record of approved)
        if (record.review.at === at && record.review.by === userId)
          await onApproved?.(doctype.id, record);
      return { records: approved };
    },

    /** Deletes the records as `delete` does each, all of them or none (`not-found`). */
    async deleteMany(userId: string, doctypeId: string, body: BulkRecordsBody): Promise<void> {
      const doctype = await doctypes.get(userId, doctypeId);
      const ids = await chosenIds(doctype, body);
      if (ids.length === 0) return;
      const { deleted, forgot } = await inTransaction(async (stores) => {
        const records = await stores.records.markDeletedMany(doctype.id, ids);
        const forgot = await stores.lessons.removeOfRecords(records.map((record) => record.id));
        // One update per upload, not per record: 10,000 updates of one row took 7 s on PostgreSQL.
        const perUpload = new Map<string, number>();
        for (const { upload } of records) perUpload.set(upload, (perUpload.get(upload) ?? 0) + 1);
        for (const [upload, count] of perUpload)
          await stores.uploads.countRecordDeleted(upload, count);
        return { deleted: records, forgot };
      });
      // The records event reloads the upload lists too: their record counts changed.
      await publishedBulk(doctype, 'deleted', deleted.length);
      if (forgot) await events.publish(doctype.team, { type: 'lessons', doctype: doctype.id });
    },

    /** Flags the record deleted: it leaves pages and totals, and its upload counts one less. */
    async delete(userId: string, doctypeId: string, recordId: string): Promise<void> {
      const doctype = await doctypes.get(userId, doctypeId);
      const { deleted, upload, forgot } = await inTransaction(async (stores) => {
        const record = await stores.records.markDeleted(doctype.id, recordId);
        if (!record) return { deleted: null, upload: null, forgot: false };
        const forgot = await stores.lessons.removeOfRecords([record.id]);
        const upload = await stores.uploads.countRecordDeleted(record.upload);
        return { deleted: record, upload, forgot };
      });
      await published(doctype, deleted);
      if (upload) await events.publish(doctype.team, { type: 'upload', upload });
      // The fields page counts the corrections it learned from: one fewer now.
      if (forgot) await events.publish(doctype.team, { type: 'lessons', doctype: doctype.id });
    },
  };
}

export type RecordsService = ReturnType<typeof createRecordsService>;
