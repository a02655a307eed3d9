import { describe, expect, it } from 'vitest';
import { retentionView } from './retention-view.ts';

describe('retentionView', () => {
  it('caps a free user choosing 365 days to the 7-day plan default', () => {
    expect(retentionView('free', 365)).toEqual({ selected: 365, effective: 7, isCapped: true });
  });

  it('keeps a shorter choice and any professional choice', () => {
    expect(retentionView('starter', 14)).toEqual({ selected: 14, effective: 14, isCapped: false });
    expect(retentionView('professional', 365)).toEqual({
      selected: 365,
      effective: 365,
      isCapped: false,
    });
  });

  it('shows the plan default when nothing was chosen', () => {
    expect(retentionView('starter', null)).toEqual({
      selected: 30,
      effective: 30,
      isCapped: false,
    });
  });
});
