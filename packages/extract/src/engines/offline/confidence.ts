/**
 * Confidence that predicts correctness: how a value was found (its evidence) picks a group, and
 * each group's confidence is the share of right values it had on the public benchmark corpus
 * (`bench/extract/accuracy.ts`). Groups are coarse, so the figures say what a reviewer can
 * expect of a kind of finding, not of one document.
 */
import type { PageSource } from '@docsift/core/ocr';
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

export function strengthOf(score: number): Evidence['strength'] {
  return score >= 0.8 ? 'strong' : score >= 0.55 ? 'fair' : 'weak';
}

/** The most specific group with enough corpus values behind it decides. */
export function confidenceOf(evidence: Evidence): number {
  for (const key of groupKeys(evidence)) {
    const rate = CALIBRATED[key];
    if (rate !== undefined) return rate;
  }
  return DEFAULT_CONFIDENCE;
}

export function groupKeys(evidence: Evidence): string[] {
  const kind = kindClass(evidence.kind);
  const base = `${evidence.origin}|${kind}|${evidence.page}`;
  return [
    `${base}|${evidence.strength}|${evidence.contested ? 'contested' : 'clear'}`,
    `${base}|${evidence.strength}`,
    base,
    `${evidence.origin}|${evidence.page}`,
    evidence.origin,
  ];
}

function kindClass(kind: Evidence['kind']): string {
  switch (kind) {
    case 'amount':
    case 'quantity':
    case 'percent':
      return 'number';
    case 'identifier':
    case 'iban':
    case 'vat-id':
    case 'email':
    case 'phone':
      return 'code';
    case 'name':
    case 'address':
    case 'text':
      return 'text';
    default:
      return kind;
  }
}

const DEFAULT_CONFIDENCE = 0.5;

/**
 * Share of right values per group on the corpus, (right + 1) / (values + 2) so that a small group
 * that was always right or always wrong does not claim certainty; groups with at least 12 values.
 */
const CALIBRATED: Readonly<Record<string, number>> = {
  cell: 0.94,
  'cell|docx': 0.94,
  'cell|text|docx': 0.93,
  'cell|text|docx|fair': 0.93,
  'cell|text|docx|fair|clear': 0.93,
  label: 0.87,
  'label|code|text-layer': 0.87,
  'label|code|text-layer|strong': 0.96,
  'label|code|text-layer|strong|clear': 0.96,
  'label|code|text-layer|weak': 0.67,
  'label|code|text-layer|weak|clear': 0.7,
  'label|currency|text-layer': 0.96,
  'label|currency|text-layer|strong': 0.96,
  'label|currency|text-layer|strong|clear': 0.96,
  'label|date|ocr': 0.96,
  'label|date|ocr|strong': 0.96,
  'label|date|ocr|strong|clear': 0.96,
  'label|date|text-layer': 0.9,
  'label|date|text-layer|strong': 0.97,
  'label|date|text-layer|strong|clear': 0.97,
  'label|number|ocr': 0.48,
  'label|number|ocr|strong': 0.71,
  'label|number|ocr|strong|clear': 0.77,
  'label|number|text-layer': 0.92,
  'label|number|text-layer|fair': 0.92,
  'label|number|text-layer|fair|clear': 0.96,
  'label|number|text-layer|strong': 0.96,
  'label|number|text-layer|strong|clear': 0.96,
  'label|number|text-layer|strong|contested': 0.93,
  'label|number|text-layer|weak': 0.62,
  'label|number|text-layer|weak|clear': 0.47,
  'label|ocr': 0.64,
  'label|text-layer': 0.91,
  'label|text|text-layer': 0.83,
  'label|text|text-layer|fair': 0.92,
  'label|text|text-layer|fair|clear': 0.92,
  meaning: 0.61,
  'meaning|currency|text-layer': 0.97,
  'meaning|currency|text-layer|weak': 0.97,
  'meaning|currency|text-layer|weak|clear': 0.96,
  'meaning|date|ocr': 0.88,
  'meaning|date|ocr|weak': 0.88,
  'meaning|date|ocr|weak|clear': 0.88,
  'meaning|date|text-layer': 0.76,
  'meaning|date|text-layer|weak': 0.76,
  'meaning|date|text-layer|weak|clear': 0.76,
  'meaning|number|text-layer': 0.73,
  'meaning|ocr': 0.54,
  'meaning|text-layer': 0.67,
  'meaning|text|ocr': 0.45,
  'meaning|text|ocr|fair': 0.56,
  'meaning|text|ocr|fair|clear': 0.54,
  'meaning|text|ocr|weak': 0.41,
  'meaning|text|ocr|weak|clear': 0.41,
  'meaning|text|text-layer': 0.44,
  'meaning|text|text-layer|fair': 0.71,
  'meaning|text|text-layer|fair|clear': 0.71,
  'meaning|text|text-layer|weak': 0.33,
  'meaning|text|text-layer|weak|clear': 0.33,
  row: 0.86,
  'row|number|text-layer': 0.9,
  'row|number|text-layer|fair': 0.97,
  'row|number|text-layer|fair|clear': 0.96,
  'row|number|text-layer|fair|contested': 0.96,
  'row|number|text-layer|strong': 0.9,
  'row|number|text-layer|strong|clear': 0.95,
  'row|number|text-layer|strong|contested': 0.77,
  'row|text-layer': 0.86,
  'row|text|text-layer': 0.77,
  'row|text|text-layer|fair': 0.05,
  'row|text|text-layer|fair|contested': 0.06,
  'row|text|text-layer|strong': 0.81,
  'row|text|text-layer|strong|clear': 0.75,
  'row|text|text-layer|strong|contested': 0.95,
};
