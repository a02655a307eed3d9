/**
 * The ranker's training data from one document: for each header field of each record the
 * engine would make, its candidates' features and normalised values, for the benchmark to mark
 * right or wrong against the ground truth (bench/extract/train-ranker.ts).
 */
import { isMultiRecord, isPerDocument, type Doctype, type Field } from '@docsift/core/doctype';
import type { OcrDocument } from '@docsift/core/ocr';
import { detectConventions } from '../conventions.ts';
import { layoutDocument, type PageLayout } from '../document-layout.ts';
import { findHeaderValues } from '../extract-header-record.ts';
import { profileField } from '../field-profile.ts';
import type { Features } from './candidate-features.ts';
import { rankHeaderFields } from './rank-header.ts';
import { SUM_CONCEPTS } from './joint-amounts.ts';

export { combinations, type Combination } from './joint-amounts.ts';

export interface FieldCandidates {
  /** Index of the record (a page for `single`, 0 for `one:single`). */
  record: number;
  field: Field;
  /** Where the field is one of the sum net + tax = gross: its place in it. */
  sumPlace: number | null;
  candidates: { value: unknown; features: Features }[];
}

export function headerFieldCandidates(
  ocr: OcrDocument,
  doctype: Pick<Doctype, 'mode' | 'fields'>,
): FieldCandidates[] {
  if (isMultiRecord(doctype.mode)) return [];
  const profiles = doctype.fields.map((field) => profileField(field, 'header'));
  const options = detectConventions(ocr);
  const layouts = layoutDocument(ocr);
  const units: PageLayout[][] = isPerDocument(doctype.mode)
    ? [layouts]
    : layouts.map((layout) => [layout]);
  return units.flatMap((unit, record) =>
    rankHeaderFields(unit, profiles, options, findHeaderValues).map(
      ({ candidates, features }, index) => {
        const place = SUM_CONCEPTS.findIndex((id) => id === profiles[index]!.concept?.id);
        return {
          record,
          field: profiles[index]!.field,
          sumPlace: place < 0 ? null : place,
          candidates: candidates.map((candidate, position) => ({
            value: candidate.normalized,
            features: features[position] ?? [],
          })),
        };
      },
    ),
  );
}
