/**
 * What a person does to one record on the review screen: drafts typed into its values, the
 * doubtful values accepted as they are, and an undo of the last step. A draft is saved when it
 * is committed (Enter, Tab, leaving the input, approving); Enter's correction and acceptance are
 * one step. Undoing a saved correction sets the value back, which the server counts as never
 * edited when it is the extracted one.
 */
import type { Field } from '@docsift/core/doctype';
import type { FieldValue } from '@docsift/core/field-value';
import type { DocRecord } from '@docsift/core/record';
import { useRef, useState } from 'react';
import { readCellInput } from '../../lib/values/written-value.ts';

/** One step to undo: a correction (the value before it) and/or an acceptance. */
interface Step {
  field: Field;
  /** Present when the step changed the value. */
  previous?: FieldValue;
  isAcceptance: boolean;
}

interface ReviewEditsDeps {
  record: DocRecord;
  /** Saves one value; the record as saved, or null when nothing was saved. */
  save: (record: DocRecord, field: Field, value: FieldValue) => Promise<DocRecord | null>;
  /** The UI language, in which drafts are written. */
  language: string;
}

export function useReviewEdits({ record, save, language }: ReviewEditsDeps) {
  const [drafts, setDrafts] = useState<Readonly<Record<string, string>>>({});
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set());
  const [steps, setSteps] = useState<readonly Step[]>([]);
  // Commits run from key handlers and blurs of one gesture: each reads what the last one left.
  const draftsRef = useRef(drafts);
  const recordRef = useRef(record);
  recordRef.current = record;
  // Saves still on their way, each to whether it landed: an approval waits for them, so it
  // lands after the corrections, and only when they did.
  const pending = useRef(new Set<Promise<boolean>>());
  const track = (saving: Promise<DocRecord | null>) => {
    const landed = saving.then((saved) => saved !== null);
    pending.current.add(landed);
    void landed.finally(() => pending.current.delete(landed));
  };

  const setDraft = (key: string, raw: string | null) => {
    const { [key]: _, ...rest } = draftsRef.current;
    draftsRef.current = raw === null ? rest : { ...rest, [key]: raw };
    setDrafts(draftsRef.current);
  };

  /**
   * Saves the field's draft, if it changes the value: the step to undo it, `{}` when there was
   * nothing to save, null while the draft cannot be read (a number that is none).
   */
  const saveDraft = (field: Field): { previous?: FieldValue } | null => {
    const raw = draftsRef.current[field.key];
    if (raw === undefined) return {};
    const value = readCellInput(field.type, raw, language);
    if (value === undefined) return null;
    setDraft(field.key, null);
    const current = recordRef.current;
    const previous = current.data[field.key] ?? null;
    if (value === previous) return {};
    track(save(current, field, value));
    return { previous };
  };

  const push = (step: Step) => setSteps((done) => [...done, step]);

  /** Tab, leaving the input: the draft saved; false while it cannot be read. */
  const commit = (field: Field): boolean => {
    const saved = saveDraft(field);
    if (saved && 'previous' in saved) push({ field, ...saved, isAcceptance: false });
    return saved !== null;
  };

  /** Enter: the draft saved and the value taken as checked, one step; false when unreadable. */
  const accept = (field: Field): boolean => {
    const saved = saveDraft(field);
    if (!saved) return false;
    const isAcceptance = !accepted.has(field.key);
    if (isAcceptance) setAccepted((keys) => new Set(keys).add(field.key));
    if (isAcceptance || 'previous' in saved) push({ field, ...saved, isAcceptance });
    return true;
  };

  /**
   * Every draft saved: null while one cannot be read, else whether each save still on its way
   * lands (one that fails says so in its own notice and shows the value it replaced again).
   */
  const commitAll = (fields: readonly Field[]): Promise<boolean> | null => {
    if (!fields.every(commit)) return null;
    return Promise.all(pending.current).then((landed) => landed.every(Boolean));
  };

  /** Escape: the draft dropped, the saved value shown again. */
  const discard = (field: Field) => setDraft(field.key, null);

  /** Takes back the last step; the key it touched, or null when there was none. */
  const undo = (): string | null => {
    const last = steps.at(-1);
    if (!last) return null;
    setSteps((done) => done.slice(0, -1));
    const { key } = last.field;
    if (last.isAcceptance)
      setAccepted((keys) => {
        const left = new Set(keys);
        left.delete(key);
        return left;
      });
    if ('previous' in last) {
      setDraft(key, null);
      const previous = last.previous ?? null;
      // A correction whose save failed shows the previous value again already.
      if ((recordRef.current.data[key] ?? null) !== previous)
        track(save(recordRef.current, last.field, previous));
    }
    return key;
  };

  return {
    drafts,
    accepted,
    canUndo: steps.length > 0,
    setDraft,
    commit,
    accept,
    commitAll,
    discard,
    undo,
  };
}
