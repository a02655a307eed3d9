/**
 * The review screen's order (issue 28): which of a record's fields a person looks at first, where
 * Tab goes next, and which record of the queue follows an approved one. Pure, so the keyboard's
 * path through a record and through the queue is tested without a browser.
 */
import type { Field } from '@docsift/core/doctype';
import type { ValueIssue } from '@docsift/core/review';

/** A field on the screen, with why it is doubtful (absent when it is not). */
export interface ReviewedField {
  field: Field;
  issues: ValueIssue[] | undefined;
}

/**
 * The doubtful fields first, then the others, each group in the doctype's field order: the
 * values to check are the first a person reads and the first Tab reaches.
 */
export function doubtfulFirst(
  fields: readonly Field[],
  issues: Readonly<Record<string, ValueIssue[]>>,
): ReviewedField[] {
  const rows = fields.map((field) => ({ field, issues: issues[field.key] }));
  return [...rows.filter((row) => row.issues), ...rows.filter((row) => !row.issues)];
}

/**
 * The key of the next doubtful field after `current` (from the start when null) that the person
 * has not yet accepted; null when none is left after it, so Tab goes on in the page's order.
 */
export function nextDoubtful(
  rows: readonly ReviewedField[],
  current: string | null,
  accepted: ReadonlySet<string>,
): string | null {
  const start = current === null ? 0 : rows.findIndex((row) => row.field.key === current) + 1;
  const next = rows
    .slice(start)
    .find((row) => row.issues !== undefined && !accepted.has(row.field.key));
  return next?.field.key ?? null;
}

/**
 * The record to open once `current` is approved: the one after it in the queue, else the one
 * before (the queue's order is upload by upload, so a page's records come one after another);
 * null when the queue holds no other.
 */
export function nextInQueue(queue: readonly string[], current: string): string | null {
  const index = queue.indexOf(current);
  const after = index === -1 ? queue : queue.slice(index + 1);
  return after.find((id) => id !== current) ?? queue.find((id) => id !== current) ?? null;
}
