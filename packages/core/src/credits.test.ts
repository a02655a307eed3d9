import { describe, expect, it } from 'vitest';
import { roles } from './role-names.ts';
import { activityQuerySchema, addMonths, monthOf, monthlyCredits, parseCost } from './credits.ts';

describe('credit periods', () => {
  it('moves by calendar months in UTC, keeping the time of day', () => {
    expect(addMonths(Date.UTC(2026, 10, 25, 9, 30), 1)).toBe(Date.UTC(2026, 11, 25, 9, 30));
    expect(addMonths(Date.UTC(2026, 11, 5), 1)).toBe(Date.UTC(2027, 0, 5));
    expect(addMonths(Date.UTC(2027, 2, 5), -3)).toBe(Date.UTC(2026, 11, 5));
  });

  it('ends a period on the last day of a shorter month', () => {
    expect(addMonths(Date.UTC(2027, 0, 31, 12), 1)).toBe(Date.UTC(2027, 1, 28, 12));
    expect(addMonths(Date.UTC(2028, 0, 31), 1)).toBe(Date.UTC(2028, 1, 29));
  });

  it('names the UTC month of a moment', () => {
    expect(monthOf(Date.UTC(2026, 11, 31, 23, 59))).toBe('2026-12');
    expect(monthOf(Date.UTC(2027, 0, 1))).toBe('2027-01');
  });
});

describe('credit rules', () => {
  it('charges one credit per page', () => {
    expect(parseCost(0)).toBe(0);
    expect(parseCost(12)).toBe(12);
  });

  it('gives each plan its monthly allowance, admin the largest', () => {
    expect(roles.map(monthlyCredits)).toEqual([500, 3000, 6000, 6000]);
  });

  it('reads activity queries with a page of 10 by default and refuses other month forms', () => {
    expect(activityQuerySchema.parse({ month: '2026-11' })).toEqual({
      month: '2026-11',
      limit: 10,
    });
    expect(activityQuerySchema.safeParse({ month: '2026-13' }).success).toBe(false);
    expect(activityQuerySchema.safeParse({ month: '2026-1' }).success).toBe(false);
  });
});
