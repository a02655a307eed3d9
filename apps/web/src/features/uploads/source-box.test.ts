import { describe, expect, it } from 'vitest';
import { boxOnPage } from './source-box.ts';

describe('boxOnPage', () => {
  it('places the box as percentages of the page, whatever its units', () => {
    expect(boxOnPage([59.5, 84.2, 119, 126.3], { width: 595, height: 842 })).toEqual({
      left: '10.000%',
      top: '10.000%',
      width: '10.000%',
      height: '5.000%',
    });
    expect(boxOnPage([0, 1200, 2480, 1300], { width: 2480, height: 3508 })).toMatchObject({
      left: '0.000%',
      width: '100.000%',
    });
  });

  it('has no box without an area or without a page size', () => {
    expect(boxOnPage([0, 0, 0, 0], { width: 595, height: 842 })).toBeNull();
    expect(boxOnPage([10, 10, 5, 20], { width: 595, height: 842 })).toBeNull();
    expect(boxOnPage([10, 10, 20, 20], { width: 0, height: 0 })).toBeNull();
  });
});
