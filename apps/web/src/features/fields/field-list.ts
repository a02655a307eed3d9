/**
 * The editable field list of the fields page and the wizard: the `fields` array of their forms,
 * validated by core's field schema like every other form.
 */
import type { Field, FieldType } from '@docsift/core/doctype';

/** A field as edited; suggestions and new fields have no key yet (the server generates it). */
export interface FieldDraft {
  key?: string;
  caption: string;
  description: string;
  type: FieldType;
}

/** The part of a form that FieldListEditor edits. */
export interface FieldListValues {
  fields: FieldDraft[];
}

export const emptyFieldDraft = (): FieldDraft => ({ caption: '', description: '', type: 'string' });

/** Saved fields or suggestions as drafts: what the editor edits and nothing else. */
export function toDrafts(fields: readonly FieldDraft[]): FieldDraft[] {
  return fields.map(({ key, caption, description, type }) => ({
    ...(key ? { key } : {}),
    caption,
    description,
    type,
  }));
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
