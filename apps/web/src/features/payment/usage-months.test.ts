import { describe, expect, it } from 'vitest';
import { dailySeries, usageMonths } from './usage-months.ts';

describe('usage months', () => {
  it('offers 24 months, newest first, across a year boundary', () => {
    const months = usageMonths(Date.UTC(2026, 1, 15));
    expect(months).toHaveLength(24);
    expect(months.slice(0, 3)).toEqual(['2026-02', '2026-01', '2025-12']);
    expect(months.at(-1)).toBe('2024-03');
  });

  it('has one point per day of the month, zero where nothing was spent', () => {
    const series = dailySeries('2024-02', [{ id: '2024-02-29', credits: 7 }]);
    expect(series).toHaveLength(29);
    expect(series[0]).toEqual({ day: '1', credits: 0 });
    expect(series[28]).toEqual({ day: '29', credits: 7 });
    expect(dailySeries('2026-11', [])).toHaveLength(30);
  });
});
