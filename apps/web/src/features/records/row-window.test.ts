import { describe, expect, it } from 'vitest';
import { canGrow, growWindow, ROWS_STEP } from './row-window.ts';

describe('row window', () => {
  it('grows by 20 inside a loaded server page without fetching', () => {
    expect(growWindow(ROWS_STEP, 100, true)).toEqual({ limit: 40, needsPage: false });
  });

  it('asks for the next page one step before the loaded rows run out', () => {
    expect(growWindow(60, 100, true)).toEqual({ limit: 80, needsPage: true });
  });

  it('waits one step past the loaded rows until the next page arrives', () => {
    expect(growWindow(120, 100, true)).toEqual({ limit: 120, needsPage: true });
  });

  it('stops at the last loaded row when the server has no more', () => {
    expect(growWindow(80, 90, false)).toEqual({ limit: 90, needsPage: false });
    expect(growWindow(90, 90, false)).toEqual({ limit: 90, needsPage: false });
    expect(canGrow(90, 90, false)).toBe(false);
    expect(canGrow(20, 90, false)).toBe(true);
  });
});
