import { describe, expect, it } from 'vitest';
import { badgeText } from './badge-text.ts';

describe('badgeText', () => {
  it('counts up to 99 and shows 99+ above', () => {
    expect([0, 99, 100].map(badgeText)).toEqual(['0', '99', '99+']);
  });
});
