import { describe, expect, it } from 'vitest';
import { assertHasFields, doctypeModes, withModeFlags } from './doctype.ts';

describe('withModeFlags', () => {
  it('marks exactly the one:* modes as one result set per document', () => {
    expect(doctypeModes.map((mode) => [mode, withModeFlags(mode).one])).toEqual([
      ['single', false],
      ['multi', false],
      ['one:single', true],
      ['one:multi', true],
    ]);
  });
});

describe('assertHasFields', () => {
  it('refuses a doctype without fields with doctype/no-fields', () => {
    expect(() => assertHasFields({ fields: [] })).toThrow(
      expect.objectContaining({ code: 'doctype/no-fields' }),
    );
  });

  it('accepts a doctype with a field', () => {
    expect(() => assertHasFields({ fields: [{ key: 'field_1' }] })).not.toThrow();
  });
});
