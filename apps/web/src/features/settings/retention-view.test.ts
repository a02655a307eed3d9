import { describe, expect, it } from 'vitest';
import { retentionView } from './retention-view.ts';

const allowedDays = (view: ReturnType<typeof retentionView>) =>
  view.choices.filter(({ isAllowed }) => isAllowed).map(({ days }) => days);

describe('retentionView', () => {
  it('shows a free user who chose 30 days the 7 the plan keeps, and offers only 7', () => {
    const view = retentionView('free', 30);
    expect(view.shown).toBe(7);
    expect(allowedDays(view)).toEqual([7]);
    expect(view.limit).toBe(7);
  });

  it('offers a starter up to its 30 days and keeps a shorter choice', () => {
    const view = retentionView('starter', 14);
    expect(view.shown).toBe(14);
    expect(allowedDays(view)).toEqual([7, 14, 30]);
    expect(view.limit).toBe(30);
  });

  it('offers a professional every choice, unlimited', () => {
    const view = retentionView('professional', 365);
    expect(view.shown).toBe(365);
    expect(allowedDays(view)).toEqual([7, 14, 30, 90, 182, 365]);
    expect(view.limit).toBeNull();
  });

  it('shows the plan default when nothing was chosen', () => {
    expect(retentionView('starter', null).shown).toBe(30);
  });
});
