import type { Doctype } from '@docsift/core/doctype';
import type { BulkRecordsBody, ExportBody, ExportFormat } from '@docsift/core/record';
import { formatFilterParam } from '@docsift/core/record-filter';
import type { Upload } from '@docsift/core/upload';
import type { RecordView } from '@docsift/core/record-filter';
import { appliedFilters } from '../../lib/record-view/applied-filters.ts';

/**
 * Spec section 4: download is offered when the doctype has fields and either all uploads are
 * shown or the chosen one is done. (The spec's "a filter is present" is the view's filter state,
 * which always exists here: an empty filter list is a filter that lets everything through.)
 */
export function isDownloadOffered(
  doctype: Pick<Doctype, 'fields'>,
  upload: Pick<Upload, 'state'> | null,
): boolean {
  return doctype.fields.length > 0 && (upload === null || upload.state === 'done');
}

/** What the download dialog adds to the view: the extra columns and the csv's spelling. */
export type ExportChoices = Pick<ExportBody, 'includeReview' | 'includeSource' | 'csvStyle'>;

/**
 * The export of what the records view shows: its upload (or the chosen ones), filters, sort and
 * search; `choices` left at their defaults are left out.
 */
export function exportBody(
  format: ExportFormat,
  upload: string | string[],
  view: RecordView,
  choices: ExportChoices = {},
): ExportBody {
  return {
    format,
    upload,
    filters: appliedFilters(view.filters).map(formatFilterParam),
    sort: view.sort ? `${view.sort.field}:${view.sort.dir}` : null,
    ...(view.q.trim() ? { q: view.q.trim() } : {}),
    ...(view.review ? { review: view.review } : {}),
    ...chosen(format, choices),
  };
}

/** The choices that differ from the defaults; the csv style only for a csv. */
function chosen(
  format: ExportFormat,
  { includeReview, includeSource, csvStyle }: ExportChoices,
): ExportChoices {
  return {
    ...(includeReview ? { includeReview } : {}),
    ...(includeSource ? { includeSource } : {}),
    ...(format === 'csv' && csvStyle && csvStyle !== 'standard' ? { csvStyle } : {}),
  };
}

/** The name the server gives the file (`{title}.{format}`), for the browser's save. */
export const exportFilename = (doctype: Pick<Doctype, 'title'>, format: ExportFormat) =>
  `${doctype.title}.${format}`;

/**
 * The export of records chosen in the table: those alone, in the view's order, whatever its
 * search and filters (a change of them clears the choice).
 */
export function chosenRecordsBody(
  format: ExportFormat,
  recordIds: readonly string[],
  view: RecordView,
  choices: ExportChoices = {},
): ExportBody {
  const { sort } = exportBody(format, 'all', view);
  return {
    format,
    filters: [],
    sort,
    recordIds: [...recordIds],
    ...chosen(format, choices),
  };
}

/**
 * A bulk action on every record of the view (the table's "Select all N records matching this
 * view"): its upload, filters, search and review state, as its export names them.
 */
export function wholeViewBody(upload: string, view: RecordView): BulkRecordsBody {
  const { upload: uploads, filters, q, review } = exportBody('json', upload, view);
  return { view: { upload: uploads, filters, q, review } };
}
