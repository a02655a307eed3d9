import { describe, expect, it } from 'vitest';
import { naturalCompare } from './record-filter.ts';
import { ABSENT_NUMBER, booleanKeys, targetKey, valueKey } from './value-key.ts';

describe('valueKey', () => {
  it('keys a number written as text as the number, as a filter target is keyed', () => {
    expect(valueKey('number', '2')).toEqual(valueKey('number', 2));
    expect(valueKey('number', '-3.25')).toEqual(targetKey('number', '-3.25'));
    expect(valueKey('number', '2.50').number).toBe(2.5);
  });

  it('keys text that is no plain number, or would not fit a double, as absent', () => {
    for (const text of ['2 pcs', '1e5', ' 2', '', '1'.repeat(301), `0.${'0'.repeat(300)}1`])
      expect(valueKey('number', text).number, text).toBe(ABSENT_NUMBER);
    expect(valueKey('number', '9'.repeat(300)).number).toBe(Number('9'.repeat(300)));
  });

  it('keys "true" and "false" written as text as the booleans', () => {
    expect(valueKey('boolean', 'true').number).toBe(booleanKeys.true);
    expect(valueKey('boolean', 'false').number).toBe(booleanKeys.false);
    expect(valueKey('boolean', 'yes').number).toBe(booleanKeys.absent);
  });

  it('orders numbers written as text as naturalCompare does', () => {
    const values = ['10', '2', '-5', '2.25', null, '2.5', 7];
    const byKey = [...values].sort(
      (a, b) => valueKey('number', a).number - valueKey('number', b).number,
    );
    expect(byKey).toEqual([...values].sort(naturalCompare));
  });
});
