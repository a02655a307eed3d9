/**
 * Confidence that predicts correctness: the rules record how each value was found (its
 * evidence), and one model (calibration.ts) turns evidence into the chance that such a finding is
 * right, learned on the benchmark corpus. Kept apart so the benchmark can refit it without the
 * family it scores.
 */
import type { FieldValue } from '@docsift/core/field-value';
import type { DoctypeMode } from '@docsift/core/doctype';
import type { BBox, OcrPage, OcrWord } from '@docsift/core/ocr';
import type { ExtractedRecord, ValueSource } from '../../extractor.ts';
import { calibratedConfidence } from './calibration.ts';
import type { PageLayout } from './document-layout.ts';
import type { Located } from './value-near-label.ts';
import type { ValueKind } from './vocabulary.ts';

/** How a value was found: what the confidence model turns into a confidence. */
export type Evidence = {
  kind: ValueKind | 'boolean';
  /** The lowest recognition confidence of the value's words: 1 on text layers, OCR's doubt on scans. */
  recognition: number;
} & (
  | {
      /** label: read next to a label; meaning: found by what it looks like; cell: a DOCX table cell. */
      origin: 'label' | 'meaning' | 'cell';
      /** How well label, position and value fit (strong ≥ 0.8, fair ≥ 0.55). */
      strength: 'strong' | 'fair' | 'weak';
      /** Another candidate almost as strong gave a different value. */
      contested: boolean;
    }
  | {
      /** A table cell found by geometry. */
      origin: 'row';
      /** Whether the row's quantity × unit price gives its amount (unknown without all three). */
      arithmetic: 'holds' | 'fails' | 'unknown';
      /** Every column the fields map to has a value in this row. */
      complete: boolean;
      /** How well the column's heading names the field; none for a list without headings. */
      heading: 'strong' | 'fair' | 'weak' | 'none';
      /** The cell holds words beside the value's. */
      partial: boolean;
      /**
       * A value of the row is unlike its column's others (orders of magnitude apart, far longer,
       * leader dots): the row may be a line of another text or table.
       */
      atypicalRow: boolean;
      /** Most of the table's cells are blank, so any one figure or blank mark starts a row. */
      sparse: boolean;
    }
);

/** A record as the rules find it: each value with its evidence, before confidences are given. */
export interface FoundRecord {
  values: Record<string, FieldValue>;
  sources: Record<string, ValueSource>;
  evidence: Record<string, Evidence>;
}

export function emptyFoundRecord(): FoundRecord {
  return { values: {}, sources: {}, evidence: {} };
}

export function strengthOf(score: number): 'strong' | 'fair' | 'weak' {
  return score >= 0.8 ? 'strong' : score >= 0.55 ? 'fair' : 'weak';
}

/** The lowest recognition confidence of `words` (text layers give 1). */
export function recognitionOf(words: readonly Pick<OcrWord, 'conf'>[]): number {
  return words.reduce((lowest, word) => Math.min(lowest, word.conf), 1);
}

/** The page's words whose centre lies inside `bbox`: the words a located value was read from. */
export function wordsInside(page: OcrPage, bbox: BBox): OcrWord[] {
  return page.words.filter((word) => {
    const x = (word.bbox[0] + word.bbox[2]) / 2;
    const y = (word.bbox[1] + word.bbox[3]) / 2;
    return x >= bbox[0] && x <= bbox[2] && y >= bbox[1] && y <= bbox[3];
  });
}

/** How surely a located value was read: what the rules know of it, else OCR's doubt in its words. */
export function readingOf(layouts: readonly PageLayout[], located: Located): number {
  const page = layouts.find((layout) => layout.page.number === located.page)?.page;
  return located.recognition ?? (page ? recognitionOf(wordsInside(page, located.bbox)) : 1);
}

export function withConfidence(
  { values, sources, evidence }: FoundRecord,
  mode: DoctypeMode,
): ExtractedRecord {
  const confidence = Object.fromEntries(
    Object.entries(evidence).map(([key, found]) => [key, calibratedConfidence(found, mode)]),
  );
  return { values, sources, confidence };
}
