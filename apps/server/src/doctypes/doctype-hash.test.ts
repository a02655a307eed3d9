import type { Field } from '@docsift/core/doctype';
import { describe, expect, it } from 'vitest';
import { canonicalJson, doctypeHash } from './doctype-hash.ts';

const fields: Field[] = [
  { key: 'field_a', caption: 'Invoice number', description: '', type: 'string' },
  { key: 'field_b', caption: 'Total', description: 'gross', type: 'number' },
];

describe('doctypeHash', () => {
  it('is a stable sha256 that ignores the key order of the objects', () => {
    const reordered = fields.map(({ type, description, caption, key }) => ({
      type,
      description,
      caption,
      key,
    }));
    expect(doctypeHash('single', 'p', fields)).toMatch(/^[0-9a-f]{64}$/);
    expect(doctypeHash('single', 'p', reordered)).toBe(doctypeHash('single', 'p', fields));
  });

  it('changes with the mode, the prompt, a caption and a type', () => {
    const base = doctypeHash('single', 'p', fields);
    const variants = [
      doctypeHash('multi', 'p', fields),
      doctypeHash('single', 'q', fields),
      doctypeHash('single', 'p', [{ ...fields[0]!, caption: 'No.' }, fields[1]!]),
      doctypeHash('single', 'p', [fields[0]!, { ...fields[1]!, type: 'string' }]),
    ];
    expect(new Set([base, ...variants]).size).toBe(5);
  });

  it('stays the same when the fields are only reordered', () => {
    expect(doctypeHash('single', 'p', [fields[1]!, fields[0]!])).toBe(
      doctypeHash('single', 'p', fields),
    );
  });

  it('writes canonical JSON with sorted keys at every level', () => {
    expect(canonicalJson({ b: [{ d: 1, c: null }], a: 'x' })).toBe(
      '{"a":"x","b":[{"c":null,"d":1}]}',
    );
  });
});
