import { describe, expect, it } from 'vitest';
import { pageOf } from './learn-from-correction.ts';

const at = (page: number) => ({ page, bbox: [0, 0, 1, 1] as [number, number, number, number] });

describe('the page a record of a page-per-record doctype came from', () => {
  it('is the page most of its values were read on', () => {
    expect(pageOf({ sources: { a: at(2), b: at(2), c: at(1) } })).toBe(2);
  });

  it('is unknown when no value has a source', () => {
    expect(pageOf({ sources: {} })).toBeUndefined();
  });
});
