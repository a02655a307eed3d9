/** The records of a doctype as its team sees them. The records issue adds search, filters, sort and cursors. */
import type { Doctype } from '@docsift/core/doctype';
import { AppError } from '@docsift/core/errors';
import { RECORDS_PAGE_SIZE } from '@docsift/core/limits';
import type { DocRecord, RecordPage, UpdateRecordBody } from '@docsift/core/record';
import type { DoctypesService } from '../doctypes/doctypes.service.ts';
import type { EventBus } from '../platform/events/event-bus.ts';
import { applyEdit } from './record-edit.ts';
import type { RecordsRepository } from './records.repository.ts';

interface RecordsServiceDeps {
  records: RecordsRepository;
  doctypes: Pick<DoctypesService, 'get'>;
  events: EventBus;
  now?: () => number;
}

export function createRecordsService({
  records,
  doctypes,
  events,
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

  return {
    /** The first page (newest first, then in order), optionally of one upload, with the total. */
    async page(
      userId: string,
      doctypeId: string,
      uploadId: string | undefined,
    ): Promise<RecordPage> {
      const doctype = await doctypes.get(userId, doctypeId);
      return records.page({ doctypeId: doctype.id, uploadId, limit: RECORDS_PAGE_SIZE });
    },

    /** Sets cell values, each checked against its field's type; the extracted value stays beside the edit. */
    async update(
      userId: string,
      doctypeId: string,
      recordId: string,
      body: UpdateRecordBody,
    ): Promise<DocRecord> {
      const doctype = await doctypes.get(userId, doctypeId);
      const edited = await records.edit(doctype.id, recordId, (record) =>
        applyEdit(record, doctype.fields, body.data, now()),
      );
      return published(doctype, edited);
    },

    /** Flags the record deleted: it leaves pages and totals. */
    async delete(userId: string, doctypeId: string, recordId: string): Promise<void> {
      const doctype = await doctypes.get(userId, doctypeId);
      await published(doctype, await records.markDeleted(doctype.id, recordId));
    },
  };
}

export type RecordsService = ReturnType<typeof createRecordsService>;
