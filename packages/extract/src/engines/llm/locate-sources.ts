import type { Field } from '@docsift/core/doctype';
import type { BBox, OcrDocument, OcrPage } from '@docsift/core/ocr';
import type { ExtractedRecord, ValueSource } from '../../extractor.ts';
import type { WindowRecord } from './merge-window-records.ts';
import { createOccurrenceIndex, type Occurrence } from './value-occurrences.ts';

/** Confidence by how the value was found: the model's word alone is worth less than the document's. */
const CONFIDENCE = { exact: 0.9, loose: 0.7, unlocatable: 0.5, notFound: 0.3 } as const;

/**
 * Finds each value in the page words, giving it a source box and a confidence. Rows are matched
 * in reading order and each value is taken nearest its row, so the second row's "1" is not the first's.
 */
export function locateSources(
  ocr: OcrDocument,
  fields: readonly Field[],
  records: readonly WindowRecord[],
): ExtractedRecord[] {
  const occurrencesOf = createOccurrenceIndex(ocr.pages);
  const pagesByNumber = new Map(ocr.pages.map((page) => [page.number, page]));
  let cursor = 0;
  return records.map((record) => {
    const candidates = new Map<string, Occurrence[]>();
    const totals = new Map<string, number>();
    for (const field of fields) {
      const all = occurrencesOf(record.values[field.key] ?? null, field.type, record.pages);
      const ahead = all.filter((item) => item.position >= cursor);
      candidates.set(field.key, ahead.length > 0 ? ahead : all);
      totals.set(field.key, all.length);
    }
    const anchor = anchorOf(fields, candidates, totals);

    const located: ExtractedRecord = { values: {}, sources: {}, confidence: {} };
    const chosen: number[] = [];
    for (const field of fields) {
      const value = record.values[field.key] ?? null;
      located.values[field.key] = value;
      const best = nearest(candidates.get(field.key) ?? [], anchor);
      const page = best ? pagesByNumber.get(best.page) : undefined;
      if (best && page) {
        located.sources[field.key] = sourceOf(page, best);
        chosen.push(best.position);
      }
      located.confidence[field.key] =
        confidenceOf(value, field.type, best) * (best && page ? recognitionOf(page, best) : 1);
    }
    if (chosen.length > 0) cursor = Math.min(...chosen) + 1;
    if (record.unreadPages) located.unreadPages = record.unreadPages;
    return located;
  });
}

/** Where the row is: the first place of its rarest value (a description, not a quantity of 1). */
function anchorOf(
  fields: readonly Field[],
  candidates: Map<string, Occurrence[]>,
  totals: Map<string, number>,
): number {
  let anchor: { position: number; total: number } | undefined;
  for (const field of fields) {
    const first = candidates.get(field.key)?.[0];
    const total = totals.get(field.key) ?? 0;
    if (first && (!anchor || total < anchor.total)) anchor = { position: first.position, total };
  }
  return anchor?.position ?? 0;
}

function nearest(list: readonly Occurrence[], anchor: number): Occurrence | undefined {
  let best: Occurrence | undefined;
  for (const item of list) {
    if (!best || Math.abs(item.position - anchor) < Math.abs(best.position - anchor)) best = item;
  }
  return best;
}

function confidenceOf(value: unknown, type: Field['type'], best: Occurrence | undefined): number {
  if (value === null) return 0;
  if (best) return best.isExact ? CONFIDENCE.exact : CONFIDENCE.loose;
  // A yes/no is usually a tick or implied, not a word to find.
  return type === 'boolean' ? CONFIDENCE.unlocatable : CONFIDENCE.notFound;
}

/** How sure the OCR was of the words the value was found in (1 for text layers). */
function recognitionOf(page: OcrPage, found: Occurrence): number {
  const words = page.words.slice(found.first, found.last + 1);
  return words.length > 0 ? Math.min(...words.map((word) => word.conf)) : 1;
}

function sourceOf(page: OcrPage, found: Occurrence): ValueSource {
  const boxes = page.words.slice(found.first, found.last + 1).map((word) => word.bbox);
  return { page: page.number, bbox: unionOf(boxes) };
}

function unionOf(boxes: readonly BBox[]): BBox {
  return boxes.reduce<BBox>(
    (union, box) => [
      Math.min(union[0], box[0]),
      Math.min(union[1], box[1]),
      Math.max(union[2], box[2]),
      Math.max(union[3], box[3]),
    ],
    [Infinity, Infinity, -Infinity, -Infinity],
  );
}
