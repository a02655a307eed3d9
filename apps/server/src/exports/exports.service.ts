/** Exports: the records a view shows, as a csv, json or xlsx file streamed while it is read. */
import type { Readable } from 'node:stream';
import { assertHasFields } from '@docsift/core/doctype';
import { AppError } from '@docsift/core/errors';
import type { DocRecord, ExportBody } from '@docsift/core/record';
import { canExportDoctype } from '@docsift/core/plans';
import type { DoctypesService } from '../doctypes/doctypes.service.ts';
import type { ScannedRecord } from '../records/repository/record-query.ts';
import type { RecordScope } from '../records/record-scope.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { ExtraColumns } from './export-columns.ts';
import { exportColumns, withOrigin, withReview } from './export-columns.ts';
import { exportContentTypes, exportWriter } from './export-writers.ts';

/** The values and review of the records a query matches, in its order, read batch by batch. */
export type ScanRecords = (
  userId: string,
  doctypeId: string,
  scope: RecordScope,
  options: { withOrigin: boolean },
) => AsyncIterable<ScannedRecord>;

/** The values a file's rows show: those of the extra columns asked for too. */
async function* rowsOf(
  records: AsyncIterable<ScannedRecord>,
  { review, source }: Required<ExtraColumns>,
): AsyncGenerator<DocRecord['data']> {
  for await (const record of records) {
    let row = record.data;
    if (review) row = withReview(row, record.review);
    if (source && record.origin)
      row = withOrigin(row, { review: record.review, origin: record.origin });
    yield row;
  }
}

interface ExportsServiceDeps {
  doctypes: Pick<DoctypesService, 'get'>;
  settings: Pick<SettingsService, 'roleOf'>;
  scan: ScanRecords;
}

export interface ExportFile {
  filename: string;
  contentType: string;
  content: Readable;
}

export function createExportsService({ doctypes, settings, scan }: ExportsServiceDeps) {
  return {
    /** Checks access and the plan, then starts the file; nothing is read until it is consumed. */
    async open(userId: string, doctypeId: string, body: ExportBody): Promise<ExportFile> {
      const doctype = await doctypes.get(userId, doctypeId);
      // A format gated by plan (xlsx) comes with the doctype when its author's plan pays for it
      // (docs/teams.md), else with the member's own plan.
      if (!canExportDoctype(await settings.roleOf(userId), doctype, body.format))
        throw new AppError('permission-denied');
      assertHasFields(doctype);
      const extra = { review: body.includeReview ?? false, source: body.includeSource ?? false };
      const records = scan(
        userId,
        doctype.id,
        {
          upload: body.upload,
          q: body.q,
          filter: body.filters,
          sort: body.sort ?? undefined,
          review: body.review,
          recordIds: body.recordIds,
        },
        { withOrigin: extra.source },
      );
      return {
        filename: `${doctype.title}.${body.format}`,
        contentType: exportContentTypes[body.format],
        content: exportWriter(body)(rowsOf(records, extra), exportColumns(doctype.fields, extra)),
      };
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
