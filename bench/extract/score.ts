/**
 * Field-level scoring exactly as the corpus README defines it: records matched by position
 * (single modes) or one-to-one by matching fields (multi modes); a wrong value is FP and FN.
 */
import type { DoctypeMode, FieldType } from '@docsift/core/doctype';
import { editDistance } from '@docsift/extract/edit-distance';
import { normalizeValue } from '@docsift/extract/normalize';

export type PlainRecord = Record<string, unknown>;

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export interface CaseScore extends Counts {
  /**
   * Over the expected string values, the sum of how close each read came (closeness): a finer
   * measure than right or wrong, so a change that mends part of a long value shows.
   */
  closeness: number;
  /** How many expected string values `closeness` sums over. */
  strings: number;
  mismatches: string[];
  /** Every extracted value and whether it was right. */
  judged: JudgedValue[];
}

export interface JudgedValue {
  /** Index of the extracted record. */
  record: number;
  caption: string;
  correct: boolean;
}

interface FieldSpec {
  caption: string;
  type: FieldType;
}

export function scoreCase(
  mode: DoctypeMode,
  fields: readonly FieldSpec[],
  expected: readonly PlainRecord[],
  extracted: readonly PlainRecord[],
): CaseScore {
  const pairs = mode.endsWith('multi')
    ? assignRecords(fields, expected, extracted)
    : expected.map((_, index) => [index, index] as const);
  const score: CaseScore = {
    tp: 0,
    fp: 0,
    fn: 0,
    closeness: 0,
    strings: 0,
    mismatches: [],
    judged: [],
  };
  const judge = (record: number, caption: string, correct: boolean): void => {
    score.judged.push({ record, caption, correct });
  };
  const usedExtracted = new Set<number>();
  const usedExpected = new Set<number>();
  for (const [expectedIndex, extractedIndex] of pairs) {
    const want = expected[expectedIndex];
    const got = extracted[extractedIndex];
    if (!want) continue;
    usedExpected.add(expectedIndex);
    if (got) usedExtracted.add(extractedIndex);
    for (const field of fields) {
      const hasWant = Object.hasOwn(want, field.caption) && want[field.caption] !== null;
      const value = got?.[field.caption];
      const hasGot = value !== null && value !== undefined && value !== '';
      const correct = hasWant && hasGot && valuesMatch(field.type, want[field.caption], value);
      if (hasGot) judge(extractedIndex, field.caption, correct);
      if (hasWant && field.type === 'string') {
        score.strings++;
        score.closeness += hasGot ? closeness(String(want[field.caption]), String(value)) : 0;
      }
      if (correct) score.tp++;
      else {
        if (hasWant) score.fn++;
        if (hasGot) score.fp++;
        if (hasWant || hasGot)
          score.mismatches.push(
            `#${expectedIndex} ${field.caption}: want ${show(want[field.caption])} got ${show(value)}`,
          );
      }
    }
  }
  extracted.forEach((record, index) => {
    if (usedExtracted.has(index)) return;
    for (const field of fields) {
      const value = record[field.caption];
      if (value !== null && value !== undefined && value !== '') {
        score.fp++;
        judge(index, field.caption, false);
        score.mismatches.push(`extra #${index} ${field.caption}: got ${show(value)}`);
      }
    }
  });
  expected.forEach((record, index) => {
    if (usedExpected.has(index)) return;
    for (const field of fields) {
      if (!Object.hasOwn(record, field.caption)) continue;
      score.fn++;
      if (field.type === 'string') score.strings++;
    }
  });
  return score;
}

export function valuesMatch(type: FieldType, want: unknown, got: unknown): boolean {
  switch (type) {
    case 'string':
      return normalizeText(String(want)) === normalizeText(String(got));
    case 'number': {
      const a = toNumber(want);
      const b = toNumber(got);
      return a !== null && b !== null && Math.abs(Math.abs(a) - Math.abs(b)) < 0.005;
    }
    case 'date': {
      const a = typeof want === 'string' ? normalizeValue(want, 'date') : null;
      const b = typeof got === 'string' ? normalizeValue(got, 'date') : null;
      return a !== null && a === b;
    }
    case 'boolean':
      return Boolean(want) === Boolean(got) && typeof got === 'boolean';
  }
}

/** NFKC, case-folded, whitespace collapsed, leading/trailing .,:; ignored. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.,:;\s]+|[.,:;\s]+$/g, '');
}

/** 1 minus the edit distance over the longer length, both normalised: 1 is a match, 0 nothing alike. */
export function closeness(want: string, got: string): number {
  const [a, b] = [normalizeText(want), normalizeText(got)];
  const longer = Math.max(a.length, b.length);
  return longer === 0 ? 1 : 1 - editDistance(a, b) / longer;
}

function toNumber(value: unknown): number | null {
  const number = normalizeValue(value, 'number');
  return typeof number === 'number' ? number : null;
}

/** Greedy one-to-one assignment by the number of matching fields (ties: earlier records first). */
function assignRecords(
  fields: readonly FieldSpec[],
  expected: readonly PlainRecord[],
  extracted: readonly PlainRecord[],
): [number, number][] {
  const candidates: { expectedIndex: number; extractedIndex: number; matches: number }[] = [];
  expected.forEach((want, expectedIndex) => {
    extracted.forEach((got, extractedIndex) => {
      const matches = fields.filter(
        (field) =>
          Object.hasOwn(want, field.caption) &&
          valuesMatch(field.type, want[field.caption], got[field.caption]),
      ).length;
      candidates.push({ expectedIndex, extractedIndex, matches });
    });
  });
  candidates.sort(
    (a, b) =>
      b.matches - a.matches ||
      a.expectedIndex - b.expectedIndex ||
      a.extractedIndex - b.extractedIndex,
  );
  const pairs: [number, number][] = [];
  const takenExpected = new Set<number>();
  const takenExtracted = new Set<number>();
  for (const { expectedIndex, extractedIndex, matches } of candidates) {
    // Pairing records without a single matching field counts the same as leaving both unpaired.
    if (matches === 0) break;
    if (takenExpected.has(expectedIndex) || takenExtracted.has(extractedIndex)) continue;
    takenExpected.add(expectedIndex);
    takenExtracted.add(extractedIndex);
    pairs.push([expectedIndex, extractedIndex]);
  }
  return pairs;
}

function show(value: unknown): string {
  return value === undefined ? '—' : JSON.stringify(value);
}

export function f1(counts: Counts): { precision: number; recall: number; f1: number } {
  const precision = counts.tp + counts.fp === 0 ? 0 : counts.tp / (counts.tp + counts.fp);
  const recall = counts.tp + counts.fn === 0 ? 0 : counts.tp / (counts.tp + counts.fn);
  return {
    precision,
    recall,
    f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
  };
}
