/**
 * Confidence that predicts correctness: the rules record how each value was found (its
 * evidence), and one calibration turns evidence into the share of right values such findings
 * had on the benchmark corpus. Kept apart so the benchmark can refit it without the family it scores.
 */
import type { FieldValue } from '@docsift/core/field-value';
import type { PageSource } from '@docsift/core/ocr';
import type { ExtractedRecord, ValueSource } from '../../extractor.ts';
import { calibratedConfidence } from './calibration.ts';
import type { ValueKind } from './vocabulary.ts';

export interface Evidence {
  /** label: read next to a label; meaning: found by what it looks like; row: a table cell found by geometry; cell: a DOCX table cell. */
  origin: 'label' | 'meaning' | 'row' | 'cell';
  kind: ValueKind | 'boolean';
  page: PageSource;
  /**
   * label and meaning: how well label, position and value fit (strong ≥ 0.8, fair ≥ 0.55);
   * row: strong where the row's quantity × unit price gives its amount, weak where it does not.
   */
  strength: 'strong' | 'fair' | 'weak';
  /** Another candidate almost as strong gave a different value. */
  contested: boolean;
}

/** A record as the rules find it: each value with its evidence, before confidences are given. */
export interface FoundRecord {
  values: Record<string, FieldValue>;
  sources: Record<string, ValueSource>;
  evidence: Record<string, Evidence>;
}

export function emptyFoundRecord(): FoundRecord {
  return { values: {}, sources: {}, evidence: {} };
}

export function strengthOf(score: number): Evidence['strength'] {
  return score >= 0.8 ? 'strong' : score >= 0.55 ? 'fair' : 'weak';
}

export function withConfidence({ values, sources, evidence }: FoundRecord): ExtractedRecord {
  const confidence = Object.fromEntries(
    Object.entries(evidence).map(([key, found]) => [key, calibratedConfidence(found)]),
  );
  return { values, sources, confidence };
}
