import type { Field } from '@docsift/core/doctype';

/** The fields with the dragged one moved to where it was dropped (onto `overKey`'s place). */
export function moveField(fields: readonly Field[], activeKey: string, overKey: string): Field[] {
  const from = fields.findIndex((field) => field.key === activeKey);
  const to = fields.findIndex((field) => field.key === overKey);
  if (from < 0 || to < 0 || from === to) return [...fields];
  const moved = [...fields];
  const [field] = moved.splice(from, 1);
  moved.splice(to, 0, field!);
  return moved;
}
