/** The records of a doctype as its team sees them. The records issue adds search, filters, sort and cursors. */
import { RECORDS_PAGE_SIZE } from '@docsift/core/limits';
import type { RecordPage } from '@docsift/core/record';
import type { DoctypesService } from '../doctypes/doctypes.service.ts';
import type { RecordsRepository } from './records.repository.ts';

interface RecordsServiceDeps {
  records: RecordsRepository;
  doctypes: Pick<DoctypesService, 'get'>;
}

export function createRecordsService({ records, doctypes }: RecordsServiceDeps) {
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
  };
}

export type RecordsService = ReturnType<typeof createRecordsService>;
