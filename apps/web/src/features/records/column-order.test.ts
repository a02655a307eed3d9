import type { Field } from '@docsift/core/doctype';
import { describe, expect, it } from 'vitest';
import { moveField } from './column-order.ts';

const fields: Field[] = ['a', 'b', 'c', 'd'].map((name) => ({
  key: `field_${name}`,
  caption: name,
  description: '',
  type: 'string',
}));
const keys = (list: Field[]) => list.map((field) => field.key.slice('field_'.length)).join('');

describe('column order', () => {
  it('moves a field forward onto the place of the one it is dropped on', () => {
    expect(keys(moveField(fields, 'field_a', 'field_c'))).toBe('bcad');
  });

  it('moves a field backward', () => {
    expect(keys(moveField(fields, 'field_d', 'field_b'))).toBe('adbc');
  });

  it('keeps the order for a drop on itself or on an unknown field', () => {
    expect(keys(moveField(fields, 'field_b', 'field_b'))).toBe('abcd');
    expect(keys(moveField(fields, 'field_b', 'field_x'))).toBe('abcd');
  });
});
