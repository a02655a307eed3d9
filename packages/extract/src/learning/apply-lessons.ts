/**
 * Using what corrections taught: on a document whose layout matches a corrected one, each field
 * with a lesson is read where the lesson says, before whatever the engine found. A lesson that
 * reads nothing here leaves the engine's value.
 */
import { isMultiRecord, isPerDocument, type DoctypeMode, type Field } from '@docsift/core/doctype';
import type { OcrDocument } from '@docsift/core/ocr';
import type { ExtractedRecord, ExtractResult } from '../extractor.ts';
import { detectConventions } from '../engines/offline/conventions.ts';
import { layoutDocument } from '../engines/offline/document-layout.ts';
import { fingerprintSimilarity, layoutFingerprint, MIN_LAYOUT_SIMILARITY } from './fingerprint.ts';
import type { Lesson } from './lesson.ts';
import { readPlace } from './read-place.ts';
import { editDistance } from '../normalize/edit-distance.ts';

/**
 * How sure a learned value is: it is read where a person showed the right value on a document
 * of the same layout, and read the same way back from that document.
 */
const LEARNED_CONFIDENCE = 0.9;

/**
 * The result with each record's values replaced by what the lessons read. Lessons come newest
 * first, so a later correction wins over an earlier one at the same layout similarity.
 */
export function applyLessons(
  ocr: OcrDocument,
  mode: DoctypeMode,
  fields: readonly Pick<Field, 'key' | 'type'>[],
  result: ExtractResult,
  lessons: readonly Lesson[],
): ExtractResult {
  if (lessons.length === 0 || isMultiRecord(mode)) return result;
  if (isPerDocument(mode)) {
    const [record] = result.records;
    return record
      ? { records: [teach(ocr, fields, record, lessons), ...result.records.slice(1)] }
      : result;
  }
  // One record per page: each page is its own document.
  if (result.records.length !== ocr.pages.length) return result;
  return {
    records: result.records.map((record, index) =>
      teach({ pages: [ocr.pages[index]!] }, fields, record, lessons),
    ),
  };
}

/** A misreading differs from the text in a few letters: at most one edit in five, case aside. */
const MAX_MISREAD_SHARE = 0.2;

function isNearly(read: string, text: string): boolean {
  const a = read.toLowerCase();
  const b = text.toLowerCase();
  if (Math.abs(a.length - b.length) > MAX_MISREAD_SHARE * b.length) return false;
  return editDistance(a, b) <= MAX_MISREAD_SHARE * b.length;
}

function teach(
  ocr: OcrDocument,
  fields: readonly Pick<Field, 'key' | 'type'>[],
  record: ExtractedRecord,
  lessons: readonly Lesson[],
): ExtractedRecord {
  const fingerprint = layoutFingerprint(ocr);
  const matching = lessons
    .map((lesson, order) => ({
      lesson,
      order,
      similarity: fingerprintSimilarity(fingerprint, lesson.fingerprint),
    }))
    .filter(({ similarity }) => similarity >= MIN_LAYOUT_SIMILARITY)
    .sort((a, b) => b.similarity - a.similarity || a.order - b.order);
  if (matching.length === 0) return record;
  const layouts = layoutDocument(ocr);
  const options = detectConventions(ocr);
  const taught: ExtractedRecord = {
    ...record,
    values: { ...record.values },
    sources: { ...record.sources },
    confidence: { ...record.confidence },
  };
  for (const field of fields) {
    for (const { lesson } of matching) {
      if (lesson.field !== field.key) continue;
      const { what } = lesson;
      if (what.kind === 'located') {
        const read = readPlace(layouts, what.place, what.words, field.type, options);
        if (!read) continue;
        taught.values[field.key] = read.value;
        taught.sources[field.key] = { page: read.page, bbox: read.bbox };
      } else if (what.kind === 'spelling') {
        const read = taught.values[field.key];
        if (typeof read !== 'string' || !isNearly(read, what.value)) continue;
        taught.values[field.key] = what.value;
      } else {
        taught.values[field.key] = what.kind === 'constant' ? what.value : null;
        delete taught.sources[field.key];
      }
      taught.confidence[field.key] = LEARNED_CONFIDENCE;
      break;
    }
  }
  return taught;
}
