import { describe, expect, it } from 'vitest';
import { dailySeries, usageMonths } from './usage-months.ts';

describe('usage months', () => {
  it('offers 24 months, newest first, across a year boundary', () => {
    const months = usageMonths(Date.UTC(2026, 1, 15));
    expect(months).toHaveLength(24);
    expect(months.slice(0, 3)).toEqual(['2026-02', '2026-01', '2025-12']);
    expect(months.at(-1)).toBe('2024-03');
  });

  it('offers the last day of a long month next to a short one', () => {
    expect(usageMonths(Date.UTC(2026, 2, 31)).slice(0, 2)).toEqual(['2026-03', '2026-02']);
  });

  it('labels each day of the chart by its number', () => {
    const series = dailySeries([
      { id: '2024-02-01', credits: 0, month: '2024-02' },
      { id: '2024-02-29', credits: 7, month: '2024-02' },
    ]);
    expect(series).toEqual([
      { day: '1', credits: 0 },
      { day: '29', credits: 7 },
    ]);
  });
});
