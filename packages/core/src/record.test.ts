import { describe, expect, it } from 'vitest';
import { RECORDS_TOTAL_CAP } from './limits.ts';
import { isCountable } from './record.ts';

describe('isCountable', () => {
  it.each([
    [{ total: 220, totalExact: false }, true],
    [{ total: 220, totalExact: true }, false],
    // A lower bound at the cap stays one: the exact count stops there too.
    [{ total: RECORDS_TOTAL_CAP, totalExact: false }, false],
  ])('%o → %s', (total, expected) => {
    expect(isCountable(total)).toBe(expected);
  });
});
