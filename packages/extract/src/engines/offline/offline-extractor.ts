/**
 * The offline engine: deterministic rules over word geometry, no network. Header fields come
 * from labels (and meaning where unlabelled), table fields from detected tables.
 */
import { assertHasFields, isMultiRecord, isPerDocument } from '@docsift/core/doctype';
import { AppError } from '@docsift/core/errors';
import {
  assertWithinRecordLimit,
  type ExtractRequest,
  type ExtractResult,
  type Extractor,
} from '../../extractor.ts';
import { detectConventions } from './conventions.ts';
import { layoutDocument, type PageLayout } from './document-layout.ts';
import { extractHeaderRecord } from './extract-header-record.ts';
import { extractTableRecords } from './extract-table-records.ts';
import { findTableHeader } from './find-table-header.ts';
import { tableReferenceOf } from './referenced-table.ts';
import { profileField, type FieldProfile } from './field-profile.ts';
import { suggestFields } from './suggest-fields.ts';
import { calibrateFields } from './calibrate-fields.ts';
import { withConfidence, type FoundRecord } from './confidence.ts';

export function createOfflineExtractor(): Extractor {
  return {
    name: 'offline',
    extract: async (request) => extractOffline(request),
    suggestFields: async (ocr, language) =>
      suggestFields(layoutDocument(ocr), language, detectConventions(ocr)),
    calibrate: async (ocr, doctype, language) =>
      calibrateFields(layoutDocument(ocr), doctype, { ...detectConventions(ocr), language }),
  };
}

export function extractOffline(request: ExtractRequest): ExtractResult {
  return {
    records: findOfflineRecords(request).map((record) =>
      withConfidence(record, request.doctype.mode),
    ),
  };
}

/** The records the rules find, each value with its evidence; the benchmark fits calibrations on these. */
export function findOfflineRecords({ ocr, doctype, signal }: ExtractRequest): FoundRecord[] {
  assertHasFields(doctype);
  const multi = isMultiRecord(doctype.mode);
  const profiles = doctype.fields.map((field) => profileField(field, multi ? 'column' : 'header'));
  const options = detectConventions(ocr);
  const layouts = layoutDocument(ocr);
  const reference = multi ? tableReferenceOf(doctype.prompt) : null;
  const records: FoundRecord[] = [];
  const units: PageLayout[][] = isPerDocument(doctype.mode)
    ? [layouts]
    : multi
      ? tablePages(layouts, profiles)
      : layouts.map((layout) => [layout]);
  for (const unit of units) {
    if (signal?.aborted) throw new AppError('cancelled');
    if (multi) records.push(...extractTableRecords(unit, profiles, options, reference));
    else records.push(extractHeaderRecord(unit, profiles, options));
    assertWithinRecordLimit(records);
  }
  return records;
}

/**
 * The pages of a records-per-page doctype as runs read together: a page without headings that
 * name the fields goes on with the page before it, where a table may run on past the page break.
 */
function tablePages(
  layouts: readonly PageLayout[],
  profiles: readonly FieldProfile[],
): PageLayout[][] {
  const runs: PageLayout[][] = [];
  for (const layout of layouts) {
    const run = runs.at(-1);
    if (run && !findTableHeader(layout, profiles)) run.push(layout);
    else runs.push([layout]);
  }
  return runs;
}
