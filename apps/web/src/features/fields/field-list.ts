/**
 * The editable field list of the fields page and the wizard: the `fields` array of their forms,
 * validated by core's field schema like every other form.
 */
import type { Field, FieldType } from '@docsift/core/doctype';
import type { FieldRules } from '@docsift/core/field-rules';
import { compactRules } from '@docsift/core/field-rules';

/** A field as edited; suggestions and new fields have no key yet (the server generates it). */
export interface FieldDraft {
  key?: string;
  caption: string;
  description: string;
  type: FieldType;
  /** An empty value sends its record to the review queue. */
  required?: boolean;
  /** Validation rules (the fields page edits them): a failing value goes to the review queue. */
  rules?: FieldRules;
}

/** The part of a form that FieldListEditor edits. */
export interface FieldListValues {
  fields: FieldDraft[];
}

export const emptyFieldDraft = (): FieldDraft => ({
  caption: '',
  description: '',
  type: 'string',
  required: false,
});

/** Saved fields or suggestions as drafts: what the editor edits and nothing else. */
export function toDrafts(fields: readonly FieldDraft[]): FieldDraft[] {
  return fields.map(({ key, caption, description, type, required, rules }) => {
    const kept = compactRules(rules);
    return {
      ...(key ? { key } : {}),
      caption,
      description,
      type,
      // Always there: a field the checkbox's Controller adds would leave the form dirty after a save.
      required: required === true,
      ...(kept ? { rules: kept } : {}),
    };
  });
}

/** Drafts as saved: rules the inputs cleared are left out. */
export function withCompactRules(drafts: readonly FieldDraft[]): FieldDraft[] {
  return drafts.map(({ rules, ...draft }) => {
    const kept = compactRules(rules);
    return kept ? { ...draft, rules: kept } : draft;
  });
}

/** Takes the refined descriptions of a calibration for the drafts with the same key; nothing else changes. */
export function applyDescriptions(
  drafts: readonly FieldDraft[],
  refined: readonly Pick<Field, 'key' | 'description'>[],
): FieldDraft[] {
  const byKey = new Map(refined.map((field) => [field.key, field.description]));
  return drafts.map((draft) => {
    const description = draft.key ? byKey.get(draft.key) : undefined;
    return description === undefined ? draft : { ...draft, description };
  });
}
