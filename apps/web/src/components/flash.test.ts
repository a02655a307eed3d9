import { describe, expect, it } from 'vitest';
import { flashTimeout } from './flash.tsx';

describe('flashTimeout', () => {
  it('is 2000 ms by default', () => {
    expect(flashTimeout({})).toBe(2000);
  });

  it('stays (0) with a close button or buttons, whatever timeout was asked', () => {
    expect(flashTimeout({ withCloseButton: true, timeout: 5000 })).toBe(0);
    expect(flashTimeout({ buttons: 'Undo' })).toBe(0);
  });

  it('keeps an explicit timeout otherwise', () => {
    expect(flashTimeout({ timeout: 5000 })).toBe(5000);
  });
});
