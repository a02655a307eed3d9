/** Field keys: kept when the user sent one, generated (`field_` + 8 random characters) when not. */
import type { Field, FieldInput } from '@docsift/core/doctype';
import { FIELD_KEY_PREFIX, fieldInputSchema } from '@docsift/core/doctype';
import { AppError } from '@docsift/core/errors';
import { newId } from '../platform/db/new-id.ts';

/** Keys travel in query strings (`filter=field_abc:includes:x`): no separators in them. */
const keyPattern = /^field_[A-Za-z0-9_]{1,58}$/;

export function withFieldKeys(inputs: readonly FieldInput[]): Field[] {
  const seen = new Set<string>();
  return inputs.map((input, index) => {
    const field = fieldInputSchema.parse(input);
    if (field.key != null && !keyPattern.test(field.key)) {
      throw new AppError('invalid-argument', {
        field: `fields.${index}.key`,
        message: 'field_key_invalid',
      });
    }
    if (field.key != null && seen.has(field.key)) {
      throw new AppError('invalid-argument', {
        field: `fields.${index}.key`,
        message: 'field_key_duplicate',
      });
    }
    let key = field.key;
    while (key == null || seen.has(key)) key = newId(FIELD_KEY_PREFIX, 8);
    seen.add(key);
    return { ...field, key };
  });
}
