/**
 * Review (issue 28): which values of a record a person should check, and the record's state.
 * A record `needs_review` while a value is doubtful (below the doctype's confidence threshold
 * and not set by a person), a field the doctype marks required is empty, a value fails a
 * validation rule (field-rules.ts; whoever set it), or a value is empty
 * and not set by a person in a record with pages the extractor could not read; `reviewed` once a
 * person approved it (with who and when); else `auto`. The server stores the state (records
 * are filtered and counted by it); the web shows the same reasons per value.
 */
import { z } from 'zod';
import type { Field } from './doctype.ts';
import type { DoctypeCheck } from './field-rules.ts';
import type { FieldValue } from './field-value.ts';
import type { RuleFailure } from './rule-failures.ts';
import { ruleFailures } from './rule-failures.ts';

export const reviewStates = ['needs_review', 'reviewed', 'auto'] as const;
export const reviewStateSchema = z.enum(reviewStates);
export type ReviewState = z.infer<typeof reviewStateSchema>;

/**
 * The confidence below which a value is doubtful, unless a doctype sets its own. Confidences
 * are calibrated (the offline engine's model: a value given 0.7 is right about 7 times in 10),
 * so this flags the values that are wrong more than 3 times in 10.
 */
export const DEFAULT_REVIEW_THRESHOLD = 0.7;

export const reviewThresholdSchema = z.number().min(0).max(1);

/** A record's review: its state, and for `reviewed` who approved it and when (epoch ms). */
export const recordReviewSchema = z.object({
  state: reviewStateSchema,
  by: z.string().nullable(),
  at: z.number().nullable(),
});
export type RecordReview = z.infer<typeof recordReviewSchema>;

/** Why a value needs a look. */
export type ValueIssue =
  | { kind: 'low-confidence'; confidence: number }
  | { kind: 'required' }
  | ({ kind: 'rule' } & RuleFailure)
  /** The value is empty because the extractor could not read these pages of the record. */
  | { kind: 'unread'; pages: readonly number[] };

/** What the checks read of a doctype. */
export interface ReviewRules {
  fields: readonly (Pick<Field, 'key' | 'type' | 'required'> &
    Partial<Pick<Field, 'caption' | 'rules'>>)[];
  reviewThreshold: number;
  /** The doctype's checks between fields; none when absent. */
  checks?: readonly DoctypeCheck[];
}

/** What the checks read of a record. */
export interface ReviewedValues {
  data: Readonly<Record<string, FieldValue>>;
  confidence: Readonly<Record<string, number>>;
  edits: Readonly<Record<string, unknown>>;
  /** Pages the extractor could not read for the record (record.ts); absent when it read all. */
  unreadPages?: readonly number[];
}

function isEmpty(value: FieldValue | undefined): boolean {
  return value === undefined || value === null || (typeof value === 'string' && !value.trim());
}

/** One empty list, so rules compiled for it are cached once (rule-failures.ts). */
const noChecks: readonly DoctypeCheck[] = [];

/** Field key → its issues, in the doctype's field order; fields without any are absent. */
export function valueIssues(
  rules: ReviewRules,
  record: ReviewedValues,
): Record<string, ValueIssue[]> {
  const issues: Record<string, ValueIssue[]> = {};
  const failures = ruleFailures(rules.fields, rules.checks ?? noChecks, record.data);
  for (const field of rules.fields) {
    const found: ValueIssue[] = [];
    const value = record.data[field.key];
    if (field.required && isEmpty(value)) found.push({ kind: 'required' });
    const confidence = record.confidence[field.key];
    // A value a person set is no longer the extractor's guess.
    const isEdited = Object.hasOwn(record.edits, field.key);
    // An empty value may well be on the page the extractor could not read.
    if (record.unreadPages?.length && !isEdited && isEmpty(value))
      found.push({ kind: 'unread', pages: record.unreadPages });
    if (
      !isEdited &&
      !isEmpty(value) &&
      confidence !== undefined &&
      confidence < rules.reviewThreshold
    )
      found.push({ kind: 'low-confidence', confidence });
    for (const failure of failures.get(field.key) ?? []) found.push({ kind: 'rule', ...failure });
    if (found.length > 0) issues[field.key] = found;
  }
  return issues;
}

/**
 * The state a record's values give it: an approved record stays `reviewed` (a person checked
 * what doubt remains), any other with an issue `needs_review`.
 */
export function reviewStateOf(
  rules: ReviewRules,
  record: ReviewedValues,
  approved: boolean,
): ReviewState {
  if (approved) return 'reviewed';
  return Object.keys(valueIssues(rules, record)).length > 0 ? 'needs_review' : 'auto';
}
