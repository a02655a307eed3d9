import { describe, expect, it } from 'vitest';
import { withFieldKeys } from './field-keys.ts';

describe('withFieldKeys', () => {
  it('keeps given keys and generates the missing ones, all distinct', () => {
    const fields = withFieldKeys([
      { key: 'field_total', caption: 'Total' },
      { caption: 'Date', type: 'date' },
      { caption: 'Seller' },
    ]);
    expect(fields[0]).toEqual({
      key: 'field_total',
      caption: 'Total',
      description: '',
      type: 'string',
    });
    expect(fields[1]!.key).toMatch(/^field_[a-z0-9]{8}$/);
    expect(new Set(fields.map((f) => f.key)).size).toBe(3);
  });

  it('refuses duplicate keys and keys with separators, naming the field', () => {
    expect(() =>
      withFieldKeys([
        { key: 'field_a', caption: 'A' },
        { key: 'field_a', caption: 'B' },
      ]),
    ).toThrow(expect.objectContaining({ code: 'invalid-argument', field: 'fields.1.key' }));
    expect(() => withFieldKeys([{ key: 'field_a:includes', caption: 'A' }])).toThrow(
      expect.objectContaining({ code: 'invalid-argument', field: 'fields.0.key' }),
    );
  });
});
